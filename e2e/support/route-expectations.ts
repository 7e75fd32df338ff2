import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RouteRow {
  id: string;
  path: string;
  remote: string;
  flag?: string;
  layout?: string;
}

export const ROUTE_TABLE: RouteRow[] = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../packages/shared/src/route-table.json'),
    'utf8',
  ),
);

/** Every feature flag on: the config a deployment would serve to show flagged pages. */
export const ALL_FLAGS_ON = {
  flags: {
    stockTicker: true,
    cookieBanner: true,
    glohPredictDemo: true,
    solutionsPage: true,
    careersPage: true,
  },
};
