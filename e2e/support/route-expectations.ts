import {
  ROUTE_TABLE as CONTRACT_ROUTE_TABLE,
  type RouteTableEntry,
} from '@gloh/contract/route-table';

export type RouteRow = RouteTableEntry;
export const ROUTE_TABLE: readonly RouteRow[] = CONTRACT_ROUTE_TABLE;

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
