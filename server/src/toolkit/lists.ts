/** Paged lists: the page/size query, the offset, the answer's envelope, keyword search. */
import { type Column, type SQL, sql } from 'drizzle-orm';
import { obj } from '../schemas';

export { paging as pagingQuery, idParams, keyword as keywordQuery } from '../lib/schema';

export interface Paging {
  page: number;
  page_size: number;
}

export const offsetOf = (p: Paging) => (p.page - 1) * p.page_size;

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
