/** pg-boss speaks `text + $n values`; this lets it run a statement on a Drizzle transaction (the caller's). */
import { type SQL, sql } from 'drizzle-orm';
import type { ExecuteSql, Queryable } from '../../db/client';

/** `select $1::int + $2` + [1, 2] -> a Drizzle SQL with the values bound in place of each $n. */
export function boundSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
  return sql.join(chunks, sql.raw(''));
}

export function executorOn(q: Queryable): { executeSql: ExecuteSql } {
  return {
    executeSql: async (text, values) => {
      const result = (await q.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
