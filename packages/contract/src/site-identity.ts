/**
 * How the site presents itself to browsers, home screens and link previews: its name, colour and
 * images. The shell's build makes the images and the web manifest from its SVG designs
 * (shell/build/site-images-plugin.mjs), and every document's head links them by these paths.
 */

/** The company's and the site's name, in titles, previews, structured data and the manifest. */
export const BRAND_NAME = 'Gloh';

/** The brand colour browsers tint their interface with (theme-color, the web manifest). */
export const THEME_COLOR = '#0b3d5c';
/** What a launched home-screen app shows before its first paint: the page background. */
export const MANIFEST_BACKGROUND_COLOR = '#ffffff';

/**
 * The card a link preview shows unless a page declares its own. PNG: the networks that show
 * previews (Facebook, LinkedIn, X, Slack) do not display SVG. 1200×630 is their common large size.
 */
export const SHARE_CARD = {
  path: '/og-card.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'Gloh: From Insight to Action. Healthcare AI for mental and behavioral health.',
} as const;

/** The image types link previews display, by file extension. */
const SHARE_IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The media type of a sharing image path, or undefined when previews would not display it. */
export function shareImageType(path: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : SHARE_IMAGE_TYPES[extension];
}

/** The icon files every document links. favicon.svg is the preferred one, the others fallbacks. */
export const SITE_ICONS = {
  svg: '/favicon.svg',
  /** 16 and 32 px, for browsers and tools that ask for /favicon.ico and know no SVG. */
  ico: '/favicon.ico',
  /** 180×180 and opaque: iOS rounds its corners itself and shows transparency as black. */
  appleTouch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
} as const;

/** The sizes of the .ico file's images, in pixels. */
export const FAVICON_ICO_SIZES = [16, 32] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;

/** A web manifest icon entry. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  /** maskable: full-bleed, its mark inside the central safe circle, for the platform's own shape. */
  purpose: 'any' | 'maskable';
}

export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The company's logo in structured data: a raster image, which every consumer reads. */
export const LOGO_IMAGE = { path: '/icon-512.png', width: 512, height: 512 } as const;
