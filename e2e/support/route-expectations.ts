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
