import { routesOfRemote } from '@gloh/shared/routes';
import { pages } from './pages';

describe('exposed pages', () => {
  it('has a page for every route of the investors area and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(
      routesOfRemote('investors')
        .map((route) => route.id)
        .sort(),
    );
  });

  it.each(Object.entries(pages))('%s loads a component', async (_id, load) => {
    const module = await load();
    expect(typeof module.default).toBe('function');
  });
});
