import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { API_ROOT } from '../../src/config/paths.js';
import { binaryParser } from './http.js';
import type { TestApp } from './test-app.js';

export const SOURCE_DECK = resolve(API_ROOT, 'assets/gloh-investor-presentation.pdf');

/**
 * A copy of the investor deck in a folder of its own for a describe, removed after its tests, so
 * a suite may replace or touch the file its app serves. `path` is there from the first beforeAll.
 */
export function deckCopyForSuite(): { readonly path: string } {
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gloh-deck-'));
    copyFileSync(SOURCE_DECK, join(dir, 'deck.pdf'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!dir) throw new Error('The deck copy is used before the beforeAll that makes it has run');
      return join(dir, 'deck.pdf');
    },
  };
}

/** Opens the deck as an investor's browser does, expecting a 200; the body is the PDF's bytes. */
export function openDeck(t: TestApp, cookie: string) {
  return request(t.http)
    .get('/api/investor-presentation')
    .set('Cookie', cookie)
    .buffer(true)
    .parse(binaryParser)
    .expect(200);
}
