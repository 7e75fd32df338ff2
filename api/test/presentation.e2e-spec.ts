import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import request from 'supertest';
import { PresentationService } from '../src/presentation/presentation.service.js';
import { binaryParser } from './support/http.js';
import { pdfPageTexts } from './support/pdf-text.js';
import { deckCopyForSuite } from './support/deck.js';
import { appForSuite } from './support/test-app.js';
import { signedInInvestor } from './support/investors.js';

describe("the viewer's deck (e2e)", () => {
  const deck = deckCopyForSuite();
  const t = appForSuite(() => ({ DECK_PATH: deck.path }));

  async function view(cookie: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const req = request(t.http).get('/api/investor-presentation').set('Cookie', cookie);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    const res = await req.buffer(true).parse(binaryParser);
    return { res, body: res.body as Buffer, ms: performance.now() - started };
  }

  const stats = () => t.app.get(PresentationService).viewerCacheStats();

  it('is stamped per investor, cached, revalidated with its ETag, and remade for a new deck', async () => {
    const ada = await signedInInvestor(t, 'Ada Lovelace', 'ada@example.com');
    const grace = await signedInInvestor(t, 'Grace Hopper', 'grace@example.com');
    const source = readFileSync(deck.path);

    const first = await view(ada);
    expect(first.res.status).toBe(200);
    expect(first.res.headers['content-type']).toBe('application/pdf');
    expect(first.body.equals(source)).toBe(false);
    const pages = await pdfPageTexts(first.body);
    expect(pages.length).toBe((await pdfPageTexts(source)).length);
    for (const text of pages) {
      expect(text).toContain('ada@example.com');
      expect(text).not.toContain('grace@example.com');
    }
    expect(first.res.headers['content-disposition']).toMatch(/^inline/);
    expect(first.res.headers['cache-control']).toBe('private, no-cache');
    expect(first.res.headers['vary']).toMatch(/Cookie/);
    const etag = first.res.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(stats()).toMatchObject({ misses: 1, hits: 0, entries: 1 });

    const cached = await view(ada);
    expect(cached.res.status).toBe(200);
    expect(cached.res.headers['etag']).toBe(etag);
    expect(cached.body.equals(first.body)).toBe(true);
    expect(stats()).toMatchObject({ misses: 1, hits: 1, entries: 1 });
    console.log(
      `viewer deck: first request ${first.ms.toFixed(1)} ms (stamped), cached ${cached.ms.toFixed(1)} ms`,
    );

    const revalidated = await view(ada, { 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body.length).toBe(0);

    const other = await view(grace);
    expect(other.res.headers['etag']).not.toBe(etag);
    expect((await pdfPageTexts(other.body)).join(' ')).toContain('grace@example.com');
    expect(stats()).toMatchObject({ misses: 2, entries: 2 });

    // A new deck: the stamped copies of the old one are not served again.
    const revised = await PDFDocument.load(source);
    const font = await revised.embedFont(StandardFonts.Helvetica);
    revised.addPage().drawText('Revised figures', { x: 50, y: 700, size: 20, font });
    writeFileSync(deck.path, await revised.save());
    const later = new Date(Date.now() + 5_000);
    utimesSync(deck.path, later, later);
    const afterChange = await view(ada, { 'If-None-Match': etag });
    expect(afterChange.res.status).toBe(200);
    expect(afterChange.res.headers['etag']).not.toBe(etag);
    const revisedPages = await pdfPageTexts(afterChange.body);
    expect(revisedPages).toHaveLength(pages.length + 1);
    expect(revisedPages.join(' ')).toContain('Revised figures');
    expect(revisedPages.at(-1)).toContain('ada@example.com');
    expect(stats()).toMatchObject({ misses: 3, entries: 1 });
  });
});
