import chardet from 'chardet';
import iconv from 'iconv-lite';

/**
 * Page bytes to text. Government sites still serve GBK / GB2312 / GB18030, some declare it, some declare
 * UTF-8 and send GBK (a template copied from another site). The declared charset (header, then <meta>) is
 * believed only when the bytes agree: UTF-8 is checked strictly, and a mismatch is sniffed with chardet.
 * GB2312 and GBK are decoded as GB18030, their superset.
 */
export interface Decoded {
  text: string;
  charset: string;
  /** Set when the declared charset was wrong and the bytes were sniffed instead. */
  note: string;
}

function declared(contentType: string, head: string): string {
  const h = /charset\s*=\s*["']?([\w-]+)/iu.exec(contentType);
  if (h) return (h[1] as string).toLowerCase();
  const m = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/iu.exec(head);
  return m ? (m[1] as string).toLowerCase() : '';
}

const GB = new Set(['gbk', 'gb2312', 'gb18030', 'x-gbk', 'cp936']);

function strictUtf8(buf: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return null;
  }
}

function sniff(buf: Buffer): string {
  const guess = (chardet.detect(buf) ?? '').toLowerCase();
  if (GB.has(guess) || guess.startsWith('gb')) return 'gb18030';
  if (guess === 'big5') return 'big5';
  // Anything else chardet offers for Chinese pages (often ISO-8859-x on short GBK texts) is GB18030 in practice.
  return 'gb18030';
}

export function decodeBody(buf: Buffer, contentType = ''): Decoded {
  const said = declared(contentType, buf.subarray(0, 2048).toString('latin1'));
  if (!said || said === 'utf-8' || said === 'utf8') {
    const utf8 = strictUtf8(buf);
    if (utf8 !== null) return { text: utf8, charset: 'utf-8', note: '' };
    const cs = sniff(buf);
    return {
      text: iconv.decode(buf, cs),
      charset: cs,
      note: said ? `声明字符集为${said}，实际为${cs.toUpperCase()}，已按实际字符集解码` : '',
    };
  }
  const cs = GB.has(said) ? 'gb18030' : iconv.encodingExists(said) ? said : 'gb18030';
  return { text: iconv.decode(buf, cs), charset: cs, note: '' };
}
