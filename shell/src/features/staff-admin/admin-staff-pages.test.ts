import { staffPagesFor } from '@gloh/staff-ui/pages';
import { adminStaffPages } from './admin-staff-pages';

describe('adminStaffPages', () => {
  it('declares the three admin pages, for admins only, and everyone’s Notifications', () => {
    expect(adminStaffPages.map(({ path, title }) => [path, title])).toEqual([
      ['admin/staff', 'Staff accounts'],
      ['admin/audit-log', 'Audit log'],
      ['admin/mail-outbox', 'Mail outbox'],
      ['settings/notifications', 'Notifications'],
    ]);
    for (const role of ['ir', 'marketing'] as const) {
      expect(staffPagesFor({ roles: [role] }, adminStaffPages).map(({ path }) => path)).toEqual([
        'settings/notifications',
      ]);
    }
    expect(staffPagesFor({ roles: ['admin'] }, adminStaffPages)).toHaveLength(4);
  });

  it('loads each page as a component', async () => {
    for (const page of adminStaffPages) {
      expect(typeof (await page.load()).default).toBe('function');
    }
  });
});
