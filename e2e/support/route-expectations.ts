import {
  ROUTE_TABLE as CONTRACT_ROUTE_TABLE,
  type RouteTableEntry,
} from '@gloh/contract/route-table';

export type RouteRow = RouteTableEntry;
export const ROUTE_TABLE: readonly RouteRow[] = CONTRACT_ROUTE_TABLE;
