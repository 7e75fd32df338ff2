import { staffPagesFor } from '@gloh/staff-ui/pages';
import { adminStaffPages } from './admin-staff-pages';

describe('adminStaffPages', () => {
  it('declares the three admin pages, for admins only', () => {
    expect(adminStaffPages.map(({ path, title }) => [path, title])).toEqual([
      ['admin/staff', 'Staff accounts'],
      ['admin/audit-log', 'Audit log'],
      ['admin/mail-outbox', 'Mail outbox'],
    ]);
    expect(staffPagesFor({ roles: ['ir', 'marketing'] }, adminStaffPages)).toEqual([]);
    expect(staffPagesFor({ roles: ['admin'] }, adminStaffPages)).toHaveLength(3);
  });

  it('loads each page as a component', async () => {
    for (const page of adminStaffPages) {
      expect(typeof (await page.load()).default).toBe('function');
    }
  });
});
