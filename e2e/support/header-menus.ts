import type { Locator } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One of the site's link menus (the header's dropdowns and the drawer's groups): a <details>
 * opened by its <summary>. Browsers expose the summary as a disclosure button whose expanded
 * state is the details' `open` attribute: `expect(menu).toHaveAttribute('open')` when expanded.
 */
export function linkMenu(scope: Locator, name: string) {
  const label = new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`);
  const menu = scope
    .locator('details')
    .filter({ has: scope.page().locator('summary', { hasText: label }) });
  return { menu, toggle: menu.locator('summary').first() };
}
