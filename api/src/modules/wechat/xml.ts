/**
 * WeChat's pushed messages are one flat `<xml>` of text or CDATA children. This reads exactly that and nothing
 * more: no DTDs or entities beyond the five predefined ones (so no XXE or entity expansion), a size cap, and
 * nested elements are not descended into meaningfully. A full XML parser would add attack surface for no gain.
 */
export const WECHAT_XML_MAX = 64 * 1024;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function parseWechatXml(xml: string): Record<string, string> | null {
  if (xml.length > WECHAT_XML_MAX || /<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/.exec(xml);
  if (!root) return null;
  const out: Record<string, string> = {};
  const child = /<([A-Za-z][A-Za-z0-9_]{0,63})>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))\s*<\/\1>/g;
  for (const m of (root[1] as string).matchAll(child)) {
    const name = m[1] as string;
    const value = m[2] ?? (m[3] ?? '').replace(/&(lt|gt|amp|quot|apos);/g, (_s, e: string) => ENTITIES[e] as string);
    if (!(name in out)) out[name] = value;
  }
  return out;
}

const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** Builds a flat WeChat XML message (the simulator sends these). Numbers go bare, strings in CDATA. */
export function buildWechatXml(fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([k, v]) => `<${k}>${typeof v === 'number' ? String(v) : cdata(v)}</${k}>`)
    .join('');
  return `<xml>${body}</xml>`;
}
