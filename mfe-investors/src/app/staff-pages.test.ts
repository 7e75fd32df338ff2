import { STAFF_ROLES } from '@gloh/contract/staff';
import { STAFF_EVENT_TYPES } from '@gloh/contract/staff-ops';
import { staffPages } from './staff-pages';

// The pages pull in charts; what is checked here is only that each module loads a component.
jest.mock('../components/engagement-chart/apex-chart', () => ({
  __esModule: true,
  default: () => null,
}));

const KEBAB_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

describe('staff pages', () => {
  it('have unique kebab-case paths below /staff/', () => {
    const paths = staffPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(KEBAB_PATH);
  });

  it('have a title, known roles and known live counts', () => {
    for (const page of staffPages) {
      expect(page.title.trim()).not.toBe('');
      expect(page.roles.length).toBeGreaterThan(0);
      for (const role of page.roles) expect(STAFF_ROLES).toContain(role);
      if (page.liveCount) expect(STAFF_EVENT_TYPES).toContain(page.liveCount);
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
