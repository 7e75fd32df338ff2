import { pdfLibrary } from './pdf-library.js';

const FOOTER_FONT_SIZE = 8;
const DIAGONAL_FONT_SIZE = 28;
const DIAGONAL_OPACITY = 0.12;

/** WinAnsi (the standard fonts' encoding) cannot draw every character an address may hold. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** Stamps every page with who downloaded the deck and when, so a leaked copy names its source. */
export async function watermarkPdf(
  pdf: Uint8Array,
  email: string,
  date: Date,
): Promise<Uint8Array> {
  const { degrees, PDFDocument, rgb, StandardFonts } = await pdfLibrary();
  const doc = await PDFDocument.load(pdf);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const day = date.toISOString().slice(0, 10);
  const footer = printable(`Confidential - prepared for ${email} on ${day}`);
  const diagonal = printable(`${email} - ${day}`);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(footer, {
      x: 24,
      y: 14,
      size: FOOTER_FONT_SIZE,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
    const diagonalWidth = font.widthOfTextAtSize(diagonal, DIAGONAL_FONT_SIZE);
    const angle = Math.atan2(height, width);
    page.drawText(diagonal, {
      x: width / 2 - (Math.cos(angle) * diagonalWidth) / 2,
      y: height / 2 - (Math.sin(angle) * diagonalWidth) / 2,
      size: DIAGONAL_FONT_SIZE,
      font,
      color: rgb(0.5, 0.5, 0.5),
      opacity: DIAGONAL_OPACITY,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  doc.setModificationDate(date);
  return doc.save();
}
