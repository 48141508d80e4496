import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';

/**
 * An attachment's type from its bytes (a .doc link that serves a PDF is a PDF), and its text where a library can
 * read it: PDF with unpdf, DOCX with mammoth. Legacy .doc, .wps, spreadsheets and archives keep their type and
 * size only. Text is capped: it feeds search and review, not storage of the whole file.
 */
const TEXT_CAP = 20_000;

export async function sniffType(buf: Buffer, url: string): Promise<string> {
  const t = await fileTypeFromBuffer(buf);
  if (t?.ext === 'zip' && /\.(docx|xlsx|wps)$/iu.test(url))
    return (/\.(\w+)$/u.exec(url) as RegExpExecArray)[1] as string;
  if (t?.ext === 'cfb') return /\.(doc|xls|wps)$/iu.exec(url)?.[1]?.toLowerCase() ?? 'doc';
  return t?.ext ?? /\.(\w{2,5})(?:\?|$)/u.exec(url)?.[1]?.toLowerCase() ?? 'bin';
}

export async function attachmentText(buf: Buffer, type: string): Promise<string> {
  try {
    if (type === 'pdf') {
      const { text } = await extractText(new Uint8Array(buf), { mergePages: true });
      return text.slice(0, TEXT_CAP);
    }
    if (type === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: buf });
      return value.slice(0, TEXT_CAP);
    }
  } catch {
    // A damaged file keeps its type and size; its text is simply not read.
  }
  return '';
}
