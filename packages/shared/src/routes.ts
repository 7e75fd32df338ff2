import routeTableJson from './route-table.json';
import type { FeatureFlagName, FeatureFlags } from './feature-flags';
import type { RemoteName } from './remotes.mjs';

export type { RemoteName };
/** home: own hero, header overlays it; fixed-header: the top bar stays fixed (presentation viewer). */
export type RouteLayout = 'default' | 'home' | 'fixed-header';

export interface RouteEntry {
  id: string;
  path: string;
  remote: RemoteName;
  layout: RouteLayout;
  flag?: FeatureFlagName;
}

/** The spec's route table (section 2): the one place a path is written. */
export const ROUTES: readonly RouteEntry[] = (
  routeTableJson as Array<Omit<RouteEntry, 'layout' | 'flag'> & { layout?: string; flag?: string }>
).map((route) => ({
  ...route,
  layout: (route.layout ?? 'default') as RouteLayout,
  flag: route.flag as FeatureFlagName | undefined,
}));

export function routeById(id: string): RouteEntry {
  const route = ROUTES.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Path of a route by id, optionally with a hash or query, e.g. getHref('contact'). */
export function getHref(id: string, suffix = ''): string {
  return routeById(id).path + suffix;
}

export function isRouteEnabled(route: RouteEntry, flags: FeatureFlags): boolean {
  return route.flag === undefined || flags[route.flag];
}

export function routesOfRemote(remote: RemoteName): RouteEntry[] {
  return ROUTES.filter((route) => route.remote === remote);
}
