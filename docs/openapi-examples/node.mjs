// AI科策云开放接口 · Node.js 示例（Node 18+，无第三方依赖）
// 运行：AIKC_BASE_URL=http://localhost:8080 AIKC_KEY=ak_... AIKC_SECRET=sk_... node node.mjs
import crypto from 'node:crypto';

/** RFC 3986：除 A-Z a-z 0-9 - . _ ~ 外全部百分号编码。 */
const rfc3986 = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 排序后的查询串：名称、值分别编码，按名称再按值排序，以 & 连接。 */
export function sortedQuery(query) {
  const pairs = Object.entries(query).map(([k, v]) => [rfc3986(k), rfc3986(String(v))]);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** 计算签名并返回请求头。 */
export function signHeaders({ method, path, query = {}, body = '', keyId, secret, timestamp, nonce }) {
  const ts = timestamp ?? String(Math.floor(Date.now() / 1000));
  const n = nonce ?? crypto.randomBytes(16).toString('hex');
  const bodyHash = crypto.createHash('sha256').update(body, 'utf8').digest('hex');
  const canonical = ['OPENAPI-HMAC-SHA256', method.toUpperCase(), path, sortedQuery(query), ts, n, bodyHash].join('\n');
  const signature = crypto.createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
  return { 'X-Aikc-Key': keyId, 'X-Aikc-Timestamp': ts, 'X-Aikc-Nonce': n, 'X-Aikc-Signature': signature };
}

/** 发起一次签名的 GET 调用，返回状态码、剩余次数与应答体。 */
export async function callOpenApi({ baseUrl, keyId, secret, path, query = {} }) {
  const qs = sortedQuery(query);
  const res = await fetch(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, { headers: signHeaders({ method: 'GET', path, query, keyId, secret }) });
  return { status: res.status, remaining: res.headers.get('X-Quota-Remaining'), body: await res.json() };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { AIKC_BASE_URL = 'http://localhost:8080', AIKC_KEY, AIKC_SECRET } = process.env;
  const r = await callOpenApi({ baseUrl: AIKC_BASE_URL, keyId: AIKC_KEY, secret: AIKC_SECRET, path: '/openapi/v1/policies', query: { keyword: '人工智能', page: 1, page_size: 10 } });
  process.stdout.write(`${r.status} 剩余次数 ${r.remaining}\n${JSON.stringify(r.body, null, 2)}\n`);
}
