import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { API_ROOT } from '../config/paths.js';
import { pdfPageTexts } from '../../test/support/pdf-text.js';
import { watermarkPdf } from './watermark.js';

describe('watermarkPdf', () => {
  it('stamps the email and the date on every page of the sample deck', async () => {
    const deck = await readFile(resolve(API_ROOT, 'assets/gloh-investor-presentation.pdf'));
    const before = await pdfPageTexts(deck);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.join(' ')).toContain('fictional');

    const stamped = await watermarkPdf(deck, 'ada@example.com', new Date('2026-03-04T10:00:00Z'));
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(before.length);
    for (const text of pages) {
      expect(text).toContain('ada@example.com');
      expect(text).toContain('2026-03-04');
    }
  });
});
