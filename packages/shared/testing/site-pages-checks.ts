import { sitePagesProblems } from '@gloh/contract/site-pages';
import type { PageLoader } from '../src/remote-contract';

/**
 * What every remote's tests check of its release: its page declaration is valid, and it exposes a
 * page module for every declared page and no other.
 */
export function describeSitePages(
  /** The JSON as imported: its schema is what the first test checks. */
  sitePages: readonly { id: string }[],
  pages: Record<string, PageLoader>,
): void {
  describe('the page declaration (site-pages.json)', () => {
    it('follows the contract’s schema', () => {
      expect(sitePagesProblems(sitePages)).toEqual([]);
    });

    it('has a page module for every declared page and no other', () => {
      expect(Object.keys(pages).sort()).toEqual(sitePages.map((page) => page.id).sort());
    });
  });

  describe('exposed pages', () => {
    it.each(Object.entries(pages))('%s loads a component', async (_id, load) => {
      const module = await load();
      expect(typeof module.default).toBe('function');
    });
  });
}
