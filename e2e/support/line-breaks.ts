import type { Locator } from '@playwright/test';

/**
 * Words under root that the browser split across two lines. Only ordinary spaces separate words
 * here: a no-break space joins a number to its unit, and such a pair must stay on one line too.
 */
export function wordsBrokenAcrossLines(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[^ \t\n\r\f]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lineTops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lineTops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** How many lines the text of root takes. */
export function lineCount(root: Locator): Promise<number> {
  return root.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    ).size;
  });
}
