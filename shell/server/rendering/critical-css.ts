// The critical CSS of a server-rendered page, inlined: the rules its HTML uses, from the site's
// Bootstrap sheet, the shell's and the page's own, go into one <style> in its head, and the
// stylesheets themselves load without blocking the first paint (media="print", switched to their
// media by one small script carrying the response's nonce; <noscript> links without scripts).
// A phone then paints the page from its first response, as a static page would. Once the whole
// sheets apply, the inlined copy of their rules is removed: left in place, every later restyle
// (a tap that opens a menu, the banner leaving) would match each of those rules twice.
//
// It runs in the render worker (tens of milliseconds a page, kept off the server's main thread),
// after a page that will be cached is rendered and answered: the cached page is replaced by the
// inlined one (page-renderer.ts). The worker is given the text of every stylesheet its snapshot's
// pages link when it starts.
import BeastiesModule from 'beasties';

// The package's types describe its CommonJS build; Node loads its ES module, whose default export
// is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;

/** The text of a stylesheet the page links, by its href; undefined when it cannot be read. */
export type StylesheetReader = (href: string) => Promise<string | undefined>;

/** Set by Beasties on each deferred link: the media to switch it to. */
const DEFERRED_ATTRIBUTE = 'data-beasties-media';
/** Marks the <style> holding the inlined rules. */
const CRITICAL_STYLE_ATTRIBUTE = 'data-critical';
// A sheet that failed before this script ran fires no more events: the window's load, which
// waits for every sheet, switches them on at the latest. The inlined rules go in the same task
// (one restyle), and only when every sheet has rules to read: a failed sheet is an empty one
// whose rules cannot be read, and a sheet from another origin cannot be read either, so in both
// cases the inlined rules stay.
const ACTIVATE_TOGETHER =
  `(function(){var links=[].slice.call(document.querySelectorAll('link[${DEFERRED_ATTRIBUTE}]')),waiting=links.length;` +
  `function readable(link){try{return link.sheet.cssRules.length>0}catch(e){return false}}` +
  `function activate(){links.forEach(function(link){if(link.hasAttribute('${DEFERRED_ATTRIBUTE}')){link.media=link.getAttribute('${DEFERRED_ATTRIBUTE}');link.removeAttribute('${DEFERRED_ATTRIBUTE}')}});` +
  `var critical=document.querySelector('style[${CRITICAL_STYLE_ATTRIBUTE}]');if(critical&&links.every(readable))critical.remove()}` +
  `function settled(){if(--waiting===0)activate()}` +
  `links.forEach(function(link){if(link.sheet)settled();else{link.addEventListener('load',settled);link.addEventListener('error',settled)}});` +
  `addEventListener('load',activate)})()`;

interface BeastiesDocument {
  querySelectorAll(selector: string): ArrayLike<unknown>;
}

/** Methods of Beasties' class that its type declarations leave out. */
interface BeastiesInternals {
  mergeStylesheets(document: BeastiesDocument): void;
  /** The <style> elements Beasties created for the linked stylesheets, in order. */
  getAffectedStyleTags(
    document: BeastiesDocument,
  ): { setAttribute(name: string, value: string): void }[];
}

class SiteBeasties extends Beasties {
  constructor(
    private readonly read: StylesheetReader,
    private readonly nonce: string,
  ) {
    super({
      preload: 'media-script',
      noscriptFallback: true,
      nonce,
      // The stylesheets stay whole: they are shared by every page and cached by the browser.
      pruneSource: false,
      // Inline <style> elements of the page are its own business.
      reduceInlineStyles: false,
      mergeStylesheets: true,
      inlineFonts: false,
      preloadFonts: false,
      keyframes: 'critical',
      compress: true,
      logLevel: 'silent',
    });
  }

  /** Beasties merges the inlined rules into the first <style> it created; that one is marked. */
  mergeStylesheets(document: BeastiesDocument): void {
    const internals = Beasties.prototype as unknown as BeastiesInternals;
    internals.mergeStylesheets.call(this, document);
    internals.getAffectedStyleTags
      .call(this, document)[0]
      ?.setAttribute(CRITICAL_STYLE_ATTRIBUTE, '');
  }

  override getCssAsset(href: string): Promise<string | undefined> {
    return this.read(href);
  }

  /**
   * Replaces Beasties' activation script (each sheet switched on as soon as the script runs),
   * which lets a sheet that arrives first override the inlined rules of one still on its way: a
   * page's own rule lost to Bootstrap's until the page's sheet came, and the page shifted. Here
   * all of them are switched on together, once every one has loaded or failed, so the cascade goes
   * from the inlined rules to the whole sheets in one step.
   */
  injectDeferredMediaScript(document: {
    querySelectorAll(selector: string): { length: number };
    createElement(name: string): {
      setAttribute(name: string, value: string): void;
      textContent: string;
    };
    body: { appendChild(node: unknown): void };
  }): void {
    if (document.querySelectorAll(`link[${DEFERRED_ATTRIBUTE}]`).length === 0) return;
    const script = document.createElement('script');
    script.setAttribute('nonce', this.nonce);
    script.textContent = ACTIVATE_TOGETHER;
    document.body.appendChild(script);
  }
}

/**
 * @param read where stylesheets come from (the shell's build, the composed Bootstrap sheet, the
 *   remotes' servers)
 * @param nonce the placeholder the page's nonce stands for in rendered HTML
 */
export function createCriticalCss(read: StylesheetReader, nonce: string) {
  const beasties = new SiteBeasties(read, nonce);
  /** The page with its critical CSS inlined; unchanged if that fails. */
  return async function inlineCriticalCss(html: string): Promise<string> {
    try {
      return await beasties.process(html);
    } catch {
      return html;
    }
  };
}
