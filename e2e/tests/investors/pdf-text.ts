import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../support/stack';

interface TextItem {
  str?: string;
}
interface PdfJs {
  getDocument(options: {
    data: Uint8Array;
    isEvalSupported: boolean;
    standardFontDataUrl: string;
  }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>;
    }>;
  };
}

/**
 * The text a PDF draws, page by page, read with pdf.js (the API's dev dependency). Content
 * streams are compressed and fonts encode text, so searching the raw bytes would prove nothing.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjsDir = path.join(ROOT, 'api/node_modules/pdfjs-dist');
  const pdfjs = (await import(pathToFileURL(`${pdfjsDir}/legacy/build/pdf.mjs`).href)) as PdfJs;
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    // The 14 standard PDF fonts (the watermark uses Helvetica) are read from pdf.js's own files.
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  return pages.join('\n');
}
