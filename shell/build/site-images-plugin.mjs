// The site's raster images and web manifest, made at build time from the SVG designs in public/:
// link previews need a PNG or JPEG (no network shows an SVG), and home screens, iOS and the
// browsers that ask for /favicon.ico need PNG icons. The designs stay the one source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { rspack } from '@rspack/core';
import {
  APPLE_TOUCH_ICON_SIZE,
  BRAND_NAME,
  FAVICON_ICO_SIZES,
  MANIFEST_BACKGROUND_COLOR,
  MANIFEST_ICONS,
  SHARE_CARD,
  SITE_ICONS,
  THEME_COLOR,
} from '@gloh/contract/site-identity';

/** The designs, in the app's public/ folder. */
export const SHARE_CARD_DESIGN = 'og-card.svg';
export const ICON_DESIGN = 'favicon.svg';

/**
 * An SVG drawn at a width, as PNG. System fonts are not loaded: the build must draw the same on
 * every machine, so a design's words are outlines, and text elements are refused.
 * @param {string} svg
 * @param {{ width: number, background?: string }} options background: fills what the design
 *   leaves transparent (an icon that must be opaque)
 */
export function renderPng(svg, { width, background }) {
  if (/<text[\s>]/.test(svg)) {
    throw new Error('A design to rasterize has <text>: turn its words into outlines (paths).');
  }
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    ...(background ? { background } : {}),
  });
  const image = resvg.render();
  return { width: image.width, height: image.height, png: image.asPng() };
}

/**
 * An .ico file holding PNG images (every browser since IE 11 reads those).
 * @param {{ size: number, png: Buffer }[]} images
 */
export function icoFile(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // 0 stands for 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The web manifest: the site as an installable app, in the brand's colours. */
export function webManifest() {
  return {
    id: '/',
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: MANIFEST_BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}

/** Every file made, by its path in the build (without the leading slash). */
export function siteImages({ shareCardSvg, iconSvg }) {
  const card = renderPng(shareCardSvg, { width: SHARE_CARD.width });
  if (card.height !== SHARE_CARD.height) {
    throw new Error(
      `${SHARE_CARD_DESIGN} draws ${card.width}×${card.height}; the card is ${SHARE_CARD.width}×${SHARE_CARD.height}.`,
    );
  }
  const files = new Map([
    [SHARE_CARD.path, card.png],
    [
      SITE_ICONS.ico,
      icoFile(
        FAVICON_ICO_SIZES.map((size) => ({ size, png: renderPng(iconSvg, { width: size }).png })),
      ),
    ],
    // The mark on the brand colour to the edges: iOS cuts its own rounded corners.
    [
      SITE_ICONS.appleTouch,
      renderPng(iconSvg, { width: APPLE_TOUCH_ICON_SIZE, background: THEME_COLOR }).png,
    ],
    [SITE_ICONS.manifest, Buffer.from(`${JSON.stringify(webManifest(), null, 2)}\n`)],
  ]);
  for (const icon of MANIFEST_ICONS) {
    const width = Number(icon.sizes.split('x')[0]);
    // A maskable icon is cut to the platform's shape (circle, squircle): full-bleed colour, and
    // the design's ring (62.5% of its width) inside the 80% safe circle.
    const background = icon.purpose === 'maskable' ? THEME_COLOR : undefined;
    files.set(icon.src, renderPng(iconSvg, { width, background }).png);
  }
  return new Map([...files].map(([file, content]) => [file.replace(/^\//, ''), content]));
}

/** Emits siteImages() from the app's public/ designs into its build. */
export class SiteImagesPlugin {
  /** @param {{ publicDir: string }} options */
  constructor({ publicDir }) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const designs = [SHARE_CARD_DESIGN, ICON_DESIGN].map((name) => path.join(this.publicDir, name));
    let cached = { key: '', files: new Map() };
    compiler.hooks.thisCompilation.tap('SiteImagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteImagesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const design of designs) compilation.fileDependencies.add(design);
          const [shareCardSvg, iconSvg] = designs.map((design) => readFileSync(design, 'utf8'));
          const key = `${shareCardSvg}\n${iconSvg}`;
          // The dev server rebuilds on every change; the designs seldom change.
          if (cached.key !== key) cached = { key, files: siteImages({ shareCardSvg, iconSvg }) };
          for (const [file, content] of cached.files) {
            compilation.emitAsset(file, new rspack.sources.RawSource(content));
          }
        },
      );
    });
  }
}
