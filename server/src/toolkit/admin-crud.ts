/**
 * Admin CRUD of one kind of content, both languages at once:
 * GET /api/admin/<kind>/lst|detail/{id}, POST /api/admin/<kind>/create|update/{id}|delete/{id}.
 * API fields are the snake_case names of the table's columns. Every write is checked whole (the row as
 * it would be after the write) before anything is written; a duplicate code is a field error. Every write
 * records its audit row (who, which row, each field old -> new) in the write's own transaction.
 */
import { and, asc, type Column, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiStatus } from '@contract/api';
import type { Queryable } from '../db/client';
import type { SiteRow } from '../db/schema';
import type { Deps } from '../deps';
import { uniqueViolation } from '../lib/db-errors';
import { ApiError } from '../lib/errors';
import { ok } from '../lib/reply';
import { recordChange } from '../modules/audit/record';
import { envelope, obj, responses } from '../schemas';
import { scopedField } from './fields';
import { idParams, keywordMatch, keywordQuery, listSchema, offsetOf, type Paging, pagingQuery } from './lists';
import { allow } from './roles';

export type Values = Record<string, unknown>;

export interface CheckContext {
  deps: Deps;
  site: SiteRow;
  /** The stored row (API names) on update; undefined on create. */
  existing?: Values;
}

export interface AdminKind {
  /** Path segment: /api/admin/<path>/... */
  path: string;
  summary: string;
  /** The scope its fields are named in ("price.code"). */
  scope: string;
  table: PgTable;
  /** API field -> JSON schema of a body value; the column is the camelCase name. */
  fields: Record<string, object>;
  required: string[];
  /** Fields searched by `keyword` (text and text[] columns). */
  search: string[];
  /** Fields a list may be filtered on by equality (query string). */
  filters?: Record<string, object>;
  order: string[];
  /** true: delete clears `active` instead of removing the row. */
  softDelete?: boolean;
  /** Cross-field and database checks; throws a field error. */
  check?(row: Values, ctx: CheckContext): Promise<void> | void;
  /** Refuses an update or delete of this stored row (e.g. a published contract version). */
  guard?(existing: Values): void;
  /** Extra read-only fields of the answer, with their schemas. */
  extra?: { schema: Record<string, object>; of(row: Values): Values };
  /** Turns body values into column values (API names; defaults to as-is). */
  toColumns?(values: Values, now: Date): Values;
  /** Answer fields whose column has another name. */
  fromColumns?(row: Values): Values;
  /** The field a unique-index clash is reported on (default `code`). */
  uniqueField?: string;
  /** One row per site made elsewhere (site settings): list, detail and update only. */
  updateOnly?: boolean;
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
function sqlState(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

export function adminRoutes(kind: AdminKind) {
  const columns = getTableColumns(kind.table) as Record<string, Column>;
  const col = (field: string) => columns[camel(field)];
  const names = Object.keys(kind.fields);
  const item = obj(
    {
      id: { type: 'integer' },
      ...Object.fromEntries(names.map((n) => [n, kind.fields[n]])),
      ...(kind.extra?.schema ?? {}),
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    },
    ['id', ...names, 'created_at', 'updated_at'],
  );

  const answer = (row: Record<string, unknown>): Values => {
    const api: Values = { id: row.id };
    for (const n of names) api[n] = iso(row[camel(n)]);
    Object.assign(api, kind.fromColumns?.(row) ?? {}, kind.extra?.of(row) ?? {});
    return { ...api, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) };
  };
  const bySite = (site: SiteRow, ...more: (SQL | undefined)[]) => and(eq(columns.siteId, site.id), ...more);

  /** The stored row; in a write's transaction locked until it commits, so the audit's old values are the ones replaced. */
  async function find(db: Queryable, site: SiteRow, id: number, lock = false) {
    const query = db
      .select()
      .from(kind.table)
      .where(bySite(site, eq(columns.id, id)));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
    return row as Record<string, unknown>;
  }

  /** The write and its audit row in one transaction; answers the row after the write. */
  function audited(
    deps: Deps,
    request: FastifyRequest,
    id: number | null,
    write: (tx: Queryable, before: Values | null) => Promise<Values | null>,
    action?: 'delete',
  ) {
    return deps.db.transaction(async (tx) => {
      const before = id === null ? null : answer(await find(tx, request.site, id, true));
      const after = await write(tx, before);
      await recordChange(tx, {
        siteId: request.site.id,
        actorId: request.user!.id,
        kind: kind.path,
        entityId: id ?? (after?.id as number),
        before,
        after,
        at: deps.now(),
        action,
      });
      return after ?? before!;
    });
  }

  function toColumns(values: Values, now: Date): Record<string, unknown> {
    const mapped = kind.toColumns ? kind.toColumns(values, now) : values;
    return Object.fromEntries(Object.entries(mapped).map(([k, v]) => [camel(k), v]));
  }

  /** Unique code taken: the field error instead of a fault. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) !== undefined) throw scopedField(kind.scope, kind.uniqueField ?? 'code', 'taken');
      throw err;
    }
  }

  const tags = ['admin'];
  const security = [{ token: [] }];
  const one = responses(envelope(item));

  return async function routes(app: FastifyInstance) {
    const { deps } = app;
    // Checked before the schema (auth plugin): a non-admin is refused whatever it sends, and learns nothing of the fields.
    const admin = allow('admin');
    const base = `/admin/${kind.path}`;

    app.get<{ Querystring: Paging & { keyword?: string } & Values }>(
      `${base}/lst`,
      {
        schema: {
          tags,
          security,
          summary: `${kind.summary}: list (both languages)`,
          querystring: obj({ ...pagingQuery, keyword: keywordQuery, ...(kind.filters ?? {}) }),
          response: responses(envelope(listSchema(item))),
        },
        ...admin,
      },
      async (request) => {
        const q = request.query;
        const filters = Object.keys(kind.filters ?? {})
          .filter((f) => q[f] !== undefined)
          .map((f) => eq(col(f), q[f]));
        const search = keywordMatch(
          q.keyword,
          kind.search.filter((f) => col(f).columnType !== 'PgArray').map(col),
          kind.search.filter((f) => col(f).columnType === 'PgArray').map(col),
        );
        const where = bySite(request.site, search, ...filters);
        const [rows, [{ total }]] = await Promise.all([
          deps.db
            .select()
            .from(kind.table)
            .where(where)
            .orderBy(...kind.order.map((f) => asc(col(f))), asc(columns.id))
            .limit(q.page_size)
            .offset(offsetOf(q)),
          deps.db.select({ total: count() }).from(kind.table).where(where),
        ]);
        return ok(request, { list: rows.map((r) => answer(r as Record<string, unknown>)), total, page: q.page, page_size: q.page_size });
      },
    );

    app.get<{ Params: { id: number } }>(
      `${base}/detail/:id`,
      {
        schema: { tags, security, summary: `${kind.summary}: one (both languages)`, params: idParams, response: one },
        ...admin,
      },
      async (request) => ok(request, answer(await find(deps.db, request.site, request.params.id))),
    );

    if (!kind.updateOnly)
      app.post<{ Body: Values }>(
        `${base}/create`,
        {
          schema: { tags, security, summary: `${kind.summary}: create`, body: obj(kind.fields, kind.required), response: one },
          ...admin,
        },
        async (request) => {
          await kind.check?.(request.body, { deps, site: request.site });
          const now = deps.now();
          return ok(
            request,
            await writing(() =>
              audited(deps, request, null, async (tx) => {
                const [row] = await tx
                  .insert(kind.table)
                  .values({ ...toColumns(request.body, now), siteId: request.site.id, createdAt: now, updatedAt: now } as never)
                  .returning();
                return answer(row as Record<string, unknown>);
              }),
            ),
          );
        },
      );

    app.post<{ Params: { id: number }; Body: Values }>(
      `${base}/update/:id`,
      {
        schema: {
          tags,
          security,
          summary: `${kind.summary}: change the given fields`,
          params: idParams,
          body: obj(kind.fields),
          response: one,
        },
        ...admin,
      },
      async (request) => {
        const existing = answer(await find(deps.db, request.site, request.params.id));
        kind.guard?.(existing);
        await kind.check?.({ ...existing, ...request.body }, { deps, site: request.site, existing });
        if (Object.keys(request.body).length === 0) return ok(request, existing);
        return ok(
          request,
          await writing(() =>
            audited(deps, request, request.params.id, async (tx, before) => {
              kind.guard?.(before!); // published meanwhile: still refused
              const [row] = await tx
                .update(kind.table)
                .set({ ...toColumns(request.body, deps.now()), updatedAt: deps.now() } as never)
                .where(bySite(request.site, eq(columns.id, request.params.id)))
                .returning();
              return answer(row as Record<string, unknown>);
            }),
          ),
        );
      },
    );

    if (!kind.updateOnly)
      app.post<{ Params: { id: number } }>(
        `${base}/delete/:id`,
        {
          schema: {
            tags,
            security,
            params: idParams,
            response: one,
            summary: `${kind.summary}: delete${kind.softDelete ? ' (deactivates: the row stays for the records that use it)' : ''}`,
          },
          ...admin,
        },
        async (request) => {
          const existing = answer(await find(deps.db, request.site, request.params.id));
          kind.guard?.(existing);
          const where = bySite(request.site, eq(columns.id, request.params.id));
          if (kind.softDelete) {
            return ok(
              request,
              await audited(
                deps,
                request,
                request.params.id,
                async (tx) => {
                  const [row] = await tx
                    .update(kind.table)
                    .set({ active: false, updatedAt: deps.now() } as never)
                    .where(where)
                    .returning();
                  return answer(row as Record<string, unknown>);
                },
                'delete',
              ),
            );
          }
          try {
            return ok(
              request,
              await audited(deps, request, request.params.id, async (tx, before) => {
                kind.guard?.(before!);
                await tx.delete(kind.table).where(where);
                return null;
              }),
            );
          } catch (err) {
            // Rows of another kind point at it (items of an embargo category): they go first.
            if (sqlState(err) === '23503') throw new ApiError(ApiStatus.FORBIDDEN, 'content_in_use');
            throw err;
          }
        },
      );
  };
}
