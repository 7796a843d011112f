import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  /** Text of every page; runs of spaces as one space, lines joined by a newline. */
  text: string;
  pageCount: number;
  info: { Title?: string; Author?: string; Subject?: string };
}

/** Reads a PDF the way a viewer would, so tests check what a reader (or a copy-paste) gets. */
export async function readPdf(buffer: Uint8Array): Promise<PdfContent> {
  // pdf.js may transfer (detach) the bytes it is given, so it gets a copy.
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(
        text
          .replace(/[ \t]+/g, ' ')
          .replace(/ ?\n ?/g, '\n')
          .trim(),
      );
    }
    const { info } = await pdf.getMetadata();
    return { text: pages.join('\n'), pageCount: pdf.numPages, info: info as PdfContent['info'] };
  } finally {
    await pdf.destroy();
  }
}

export async function extractPdfText(buffer: Uint8Array): Promise<string> {
  return (await readPdf(buffer)).text;
}
