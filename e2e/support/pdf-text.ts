import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a reader of the PDF sees, every page, runs of spaces as one. */
export async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(file)),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}
