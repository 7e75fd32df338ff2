import { DEFAULT_FEATURE_FLAGS } from '@gloh/contract/feature-flags';
import { getHref, isRouteEnabled, routeById, ROUTES, routesOfRemote } from './routes';

describe('route table', () => {
  it('lists every route of the spec once', () => {
    expect(ROUTES).toHaveLength(24);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(getHref('presentation-access')).toBe('/investors/presentation-access');
    expect(getHref('contact', '#form')).toBe('/contact#form');
  });

  it('gates the flagged routes and no others', () => {
    const flagged = ROUTES.filter((route) => !isRouteEnabled(route, DEFAULT_FEATURE_FLAGS)).map(
      (r) => r.path,
    );
    expect(flagged.sort()).toEqual(['/careers', '/demos/gloh-predict', '/solutions']);
    expect(
      isRouteEnabled(routeById('careers'), { ...DEFAULT_FEATURE_FLAGS, careersPage: true }),
    ).toBe(true);
  });

  it('gives each remote its area and the two special layouts', () => {
    expect(routesOfRemote('demos').every((route) => route.path.startsWith('/demos'))).toBe(true);
    expect(routeById('home').layout).toBe('home');
    expect(routeById('presentation').layout).toBe('fixed-header');
    expect(routeById('about').layout).toBe('default');
  });

  it('refuses an unknown id loudly', () => {
    expect(() => getHref('nope')).toThrow('Unknown route id: nope');
  });
});
