import { STAFF_ROLES } from '@gloh/contract/staff';
import { staffPages } from './staff-pages';

describe('staff pages', () => {
  it('declares the contact messages, analytics and release health pages for marketing and admins', () => {
    expect(staffPages.map(({ path, title, roles }) => ({ path, title, roles }))).toEqual([
      {
        path: 'marketing/contact-messages',
        title: 'Contact messages',
        roles: ['marketing', 'admin'],
      },
      { path: 'marketing/analytics', title: 'Analytics', roles: ['marketing', 'admin'] },
      {
        path: 'marketing/release-health',
        title: 'Release health',
        roles: ['marketing', 'admin'],
      },
    ]);
  });

  it('gives every page a unique kebab-case path, a title and known roles', () => {
    const paths = staffPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of staffPages) {
      expect(page.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
      expect(page.title.trim()).not.toBe('');
      expect(page.roles.length).toBeGreaterThan(0);
      for (const role of page.roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it.each(staffPages.map((page) => [page.path, page] as const))(
    '%s loads a component',
    async (_path, page) => {
      const module = await page.load();
      expect(typeof module.default).toBe('function');
    },
  );
});
