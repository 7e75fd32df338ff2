import type { FeatureFlags } from '@gloh/contract/feature-flags';
import { routeForSitePath } from '@gloh/contract/site-paths';
import { routeById, type RouteEntry } from '@gloh/shared/routes';

/** The route a path shows, or undefined for the not-found page (unknown, or its flag is off). */
export function routeForPath(pathname: string, flags: FeatureFlags): RouteEntry | undefined {
  const route = routeForSitePath(pathname, flags);
  return route && routeById(route.id);
}
