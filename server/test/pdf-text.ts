/** The text a reader would copy out of a PDF, read with PDF.js (unpdf) so the tests need no system program. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
