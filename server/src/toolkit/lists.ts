/** Paged lists: the page/size query, the offset, the answer's envelope, keyword search. */
import { and, asc, type Column, count, desc, gte, lt, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { STAFF_SELECTION_MAX } from '@contract/staff';
import type { Queryable } from '../db/client';
import { choice, day, str } from '../lib/schema';
import { obj } from '../schemas';

export { paging as pagingQuery, idParams, keyword as keywordQuery } from '../lib/schema';

export interface Paging {
  page: number;
  page_size: number;
}

export const offsetOf = (p: Paging) => (p.page - 1) * p.page_size;

/** A console selection in a GET's query (a file to download): `ids=3,5,8`, at most STAFF_SELECTION_MAX ids. */
export const selectionQuery = str(11 * STAFF_SELECTION_MAX, {
  min: 1,
  pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${STAFF_SELECTION_MAX - 1}}$`,
  example: '3,5,8',
});
export const selectionOf = (ids: string): number[] => [...new Set(ids.split(',').map(Number))];

/** `{list, total, page, page_size}` and the extra fields every answer of the list carries (a sum, counts). */
export function listSchema(item: object, extra: Record<string, object> = {}) {
  return obj(
    {
      list: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      page_size: { type: 'integer' },
      ...extra,
    },
    ['list', 'total', 'page', 'page_size', ...Object.keys(extra)],
  );
}

/** LIKE pattern for "contains", with the wildcards in the keyword taken literally; undefined for nothing. */
export function containsPattern(keyword: string | undefined): string | undefined {
  const word = keyword?.trim();
  return word ? `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/**
 * A mobile number as people type it (021 123 4567, +64 21 123, 21-123) as a "contains" pattern on the stored E.164
 * digits: spaces and dashes, a leading + or national 0 dropped. Undefined when the keyword is not such a number.
 */
export function mobilePattern(keyword: string | undefined): string | undefined {
  const digits = keyword?.replace(/[\s-]/g, '') ?? '';
  return /^\+?\d{3,}$/.test(digits) ? `%${digits.replace(/^\+/, '').replace(/^0/, '')}%` : undefined;
}

/** Case-insensitive "contains" over text columns (arrays: any element), with LIKE wildcards escaped. */
export function keywordMatch(keyword: string | undefined, columns: Column[], arrays: Column[] = []): SQL | undefined {
  const pattern = containsPattern(keyword);
  if (!pattern) return undefined;
  const parts = [...columns.map((c) => sql`${c} ilike ${pattern}`), ...arrays.map((c) => sql`array_to_string(${c}, ' ') ilike ${pattern}`)];
  // Nothing searchable: a keyword matches nothing (an empty `()` would be invalid SQL).
  if (!parts.length) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** A response schema of strings (and other fields) from a list of names. */
export const strings = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { type: 'string' }]));

/** Lists that may grow without end count this far and no further: past it the answer says "10,000+" (total_capped). */
export const COUNT_CAP = 10_000;

/** The rows of `table` matching `where`, counted up to COUNT_CAP + 1 (a LIMIT-ed subquery: cheap however long the table). */
export const cappedCount = (table: Table, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${table} where ${where ?? sql`true`} limit ${sql.raw(String(COUNT_CAP + 1))}) capped)`;

/** The rows of a select (`.$dynamic()`, any joins), counted up to COUNT_CAP + 1, as its own statement. */
export async function countCapped(q: Queryable, rows: PgSelect): Promise<number> {
  const [{ n }] = await q.select({ n: count() }).from(rows.limit(COUNT_CAP + 1).as('capped'));
  return n;
}

/** How long a list whose count reached the cap is taken to be past it still, without counting again. */
export const CAPPED_MEMO_MS = 30_000;

/**
 * Lists known to be past the cap, by the key of their filters, for CAPPED_MEMO_MS: counting to the cap is the one cost
 * of a page that grows with the table (10,001 index entries), and a list that long does not fall under 10,000 in
 * seconds, so "10,000+" stays the answer while the memo holds. Counts under the cap are always made again (exact).
 */
export class CappedMemo {
  private readonly until = new Map<string, number>();

  isCapped(key: string, now: Date): boolean {
    return (this.until.get(key) ?? 0) > now.getTime();
  }

  /** Notes a count just made: past the cap it is remembered, under it forgotten. */
  counted(key: string, n: number, now: Date): void {
    if (n > COUNT_CAP) this.until.set(key, now.getTime() + CAPPED_MEMO_MS);
    else this.until.delete(key);
  }
}

/** The rows of one table matching `where`, counted up to COUNT_CAP + 1, as its own statement. */
export const countRows = (q: Queryable, table: Table, where: SQL | undefined) =>
  countCapped(
    q,
    q
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  );

/** The answer's `total` and `total_capped` from a capped count. */
export const cappedTotal = (n: number) => ({ total: Math.min(n, COUNT_CAP), total_capped: n > COUNT_CAP });

// ---- day filters and sorting of staff lists (as the waybill list: from/to days in the site zone, sort and order)

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The query fields of a list dated by days (`from`/`to`, both included) and sorted by one of `sorts`. */
export const daysAndSortQuery = (sorts: readonly string[]) => ({ from: day, to: day, sort: choice(sorts), order: choice(SORT_ORDERS) });

/** The rows whose `column` falls within the days (dayRange in toolkit/time); undefined when no day is asked. */
export const withinDays = (column: Column, days: { from?: Date; until?: Date }): SQL | undefined =>
  and(days.from && gte(column, days.from), days.until && lt(column, days.until));

/**
 * ORDER BY the asked sort column (else `fallback`) in the asked order: newest/biggest first for an asked sort, and
 * `unasked` for the list's own order (a queue worked from the case waiting longest gives 'asc'); `id` breaks ties.
 */
export function sortedBy<K extends string>(
  columns: Record<K, Column>,
  id: Column,
  q: { sort?: K; order?: string },
  fallback: K,
  unasked: 'asc' | 'desc' = 'desc',
): SQL[] {
  const by = (q.order ?? (q.sort ? 'desc' : unasked)) === 'asc' ? asc : desc;
  return [by(columns[q.sort ?? fallback]), by(id)];
}
