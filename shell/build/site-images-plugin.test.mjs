import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import {
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_ICO_SIZES,
  MANIFEST_ICONS,
  SHARE_CARD,
  SITE_ICONS,
  THEME_COLOR,
} from '@gloh/contract/site-identity';
import { ICON_DESIGN, renderPng, SHARE_CARD_DESIGN, siteImages } from './site-images-plugin.mjs';

const publicDir = path.join(import.meta.dirname, '../public');
const designs = {
  shareCardSvg: readFileSync(path.join(publicDir, SHARE_CARD_DESIGN), 'utf8'),
  iconSvg: readFileSync(path.join(publicDir, ICON_DESIGN), 'utf8'),
};
const files = siteImages(designs);
const file = (sitePath) => {
  const content = files.get(sitePath.slice(1));
  assert.ok(content, `${sitePath} is made`);
  return content;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size, from its header chunk. */
function pngSize(png) {
  assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE, 'a PNG file');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A PNG's RGBA pixels, decoded by drawing it as an image at its own size. */
function pngPixels(png) {
  const { width, height } = pngSize(png);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return { width, height, pixels: new Resvg(svg).render().pixels };
}

function alphaAt({ width, pixels }, x, y) {
  return pixels[(y * width + x) * 4 + 3];
}

function isOpaque(image) {
  for (let index = 3; index < image.pixels.length; index += 4) {
    if (image.pixels[index] !== 255) return false;
  }
  return true;
}

test('the sharing card is a PNG of the size the head declares', () => {
  assert.deepEqual(pngSize(file(SHARE_CARD.path)), {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
  });
  assert.ok(isOpaque(pngPixels(file(SHARE_CARD.path))), 'no transparent pixels');
});

test('the card’s words are drawn: they are outlines, since the build loads no font', () => {
  assert.doesNotMatch(designs.shareCardSvg, /<text[\s>]/);
  const withoutWords = designs.shareCardSvg.replace(/<path\b[^>]*\/>/g, '');
  assert.notDeepEqual(
    renderPng(withoutWords, { width: SHARE_CARD.width }).png,
    file(SHARE_CARD.path),
  );
  assert.throws(
    () =>
      renderPng('<svg xmlns="http://www.w3.org/2000/svg"><text>Gloh</text></svg>', { width: 8 }),
    /outlines/,
  );
});

test('favicon.ico holds a 16 and a 32 pixel PNG', () => {
  const ico = file(SITE_ICONS.ico);
  assert.equal(ico.readUInt16LE(2), 1, 'an icon file');
  assert.equal(ico.readUInt16LE(4), FAVICON_ICO_SIZES.length);
  const images = FAVICON_ICO_SIZES.map((_, index) => {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const size = pngSize(ico.subarray(offset, offset + length));
    return [ico.readUInt8(entry), ico.readUInt8(entry + 1), size.width, size.height];
  });
  assert.deepEqual(
    images,
    FAVICON_ICO_SIZES.map((size) => [size, size, size, size]),
  );
});

test('the touch icon is 180×180 and opaque, in the brand colour to its corners', () => {
  const icon = pngPixels(file(SITE_ICONS.appleTouch));
  assert.deepEqual([icon.width, icon.height], [APPLE_TOUCH_ICON_SIZE, APPLE_TOUCH_ICON_SIZE]);
  assert.ok(isOpaque(icon));
  const corner = [...icon.pixels.subarray(0, 3)];
  assert.deepEqual(corner, [0x0b, 0x3d, 0x5c], THEME_COLOR);
});

test('the manifest icons have their declared sizes; the maskable one is full-bleed', () => {
  for (const { src, sizes, purpose } of MANIFEST_ICONS) {
    const icon = pngPixels(file(src));
    assert.equal(`${icon.width}x${icon.height}`, sizes, src);
    if (purpose === 'maskable') assert.ok(isOpaque(icon), `${src} is opaque`);
    // The design's own rounded corners, where the platform does not cut a shape.
    else assert.equal(alphaAt(icon, 0, 0), 0, `${src} keeps its rounded corners`);
  }
  assert.ok(MANIFEST_ICONS.some(({ purpose }) => purpose === 'maskable'));
});

test('the web manifest names the site, starts at its home page and lists the icons made', () => {
  const manifest = JSON.parse(file(SITE_ICONS.manifest).toString('utf8'));
  assert.equal(manifest.name, 'Gloh');
  assert.equal(manifest.short_name, 'Gloh');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.theme_color, THEME_COLOR);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  assert.deepEqual(manifest.icons, MANIFEST_ICONS);
  for (const icon of manifest.icons) file(icon.src);
});
