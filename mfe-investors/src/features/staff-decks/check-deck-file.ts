import { DECK_UPLOAD } from '@gloh/contract/staff-ir';

const PDF_TYPE = 'application/pdf';

const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

/** What the browser can tell before uploading; the API checks the content again. */
export function checkDeckFile(file: File | null | undefined): string | null {
  if (!file) return 'Choose the PDF of the new deck.';
  const named = file.name.toLowerCase().endsWith('.pdf');
  if (file.type !== PDF_TYPE && !(file.type === '' && named)) {
    return `${file.name} is not a PDF. Choose the deck as a PDF file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > DECK_UPLOAD.maxBytes) {
    return `${file.name} is ${megabytes(file.size)}; a deck may be at most ${megabytes(DECK_UPLOAD.maxBytes)}.`;
  }
  return null;
}

export const DECK_FILE_ACCEPT = PDF_TYPE;
