import type { FeatureFlags } from '@gloh/shared/feature-flags';
import { isRouteEnabled, ROUTES, type RouteEntry } from '@gloh/shared/routes';

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route a path shows, or undefined for the not-found page (unknown, or its flag is off). */
export function routeForPath(pathname: string, flags: FeatureFlags): RouteEntry | undefined {
  const path = normalizePath(pathname);
  const route = ROUTES.find((candidate) => candidate.path === path);
  return route && isRouteEnabled(route, flags) ? route : undefined;
}
