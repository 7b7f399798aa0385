/**
 * Statements prepared once per database: the hot reads (the session of every signed-in call, the customer's waybill
 * list) are built by drizzle once instead of per request, and PostgreSQL parses and plans a named statement once per
 * connection. Values go in through `sql.placeholder(name)`.
 */
const byDb = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: object, name: string, prepare: (name: string) => T): T {
  let statements = byDb.get(db);
  if (!statements) byDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = prepare(name)));
  return statement;
}
