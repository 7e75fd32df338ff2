import { ROUTE_TABLE, type RouteId } from '@gloh/contract/route-table';
import type { FeatureFlagName, FeatureFlags } from '@gloh/contract/feature-flags';
import { isRouteFlagOn } from '@gloh/contract/site-paths';
import type { RemoteName } from './remotes.mjs';

export type { RemoteName };
/** home: own hero, header overlays it; fixed-header: the top bar stays fixed (presentation viewer). */
export type RouteLayout = 'default' | 'home' | 'fixed-header';

export interface RouteEntry {
  id: RouteId;
  path: string;
  remote: RemoteName;
  layout: RouteLayout;
  flag?: FeatureFlagName;
}

/** The spec's route table (section 2), written once in @gloh/contract, typed for the apps. */
export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE.map(
  (route: (typeof ROUTE_TABLE)[number]) => ({
    id: route.id,
    path: route.path,
    remote: route.remote as RemoteName,
    layout: 'layout' in route ? route.layout : 'default',
    flag: 'flag' in route ? (route.flag as FeatureFlagName) : undefined,
  }),
);

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
  return isRouteFlagOn(route.flag, flags);
}

export function routesOfRemote(remote: RemoteName): RouteEntry[] {
  return ROUTES.filter((route) => route.remote === remote);
}
