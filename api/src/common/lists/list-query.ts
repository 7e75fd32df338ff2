import { STAFF_LIST_LIMITS, type SortDirection } from '@gloh/contract/staff-lists';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** LIKE's wildcards in a search text match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function paging(query: { limit?: number; offset?: number }) {
  return { limit: query.limit ?? STAFF_LIST_LIMITS.defaultLimit, offset: query.offset ?? 0 };
}

/** The chosen column, then the id in the same direction, so pages never overlap. */
export function orderOf(column: PgColumn, id: PgColumn, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(column), by(id)];
}
