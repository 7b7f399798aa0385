/** Reading the audit log: the site's rows newest first, filtered by kind and row, actor, customer and days. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditQuery } from '@contract/audit';
import { auditLog, type SiteRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';

function filters(site: SiteRow, q: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(auditLog.siteId, site.id),
    q.kind === undefined ? undefined : eq(auditLog.kind, q.kind),
    q.entity_id === undefined ? undefined : eq(auditLog.entityId, q.entity_id),
    q.actor_id === undefined ? undefined : eq(auditLog.actorId, q.actor_id),
    q.customer_id === undefined ? undefined : eq(auditLog.customerId, q.customer_id),
    withinDays(auditLog.createdAt, dayRange(site, 'audit', q)),
  ];
  return and(...where);
}

const customers = alias(users, 'customers');

export async function auditPage(deps: Deps, site: SiteRow, q: AuditQuery) {
  const where = filters(site, q);
  const [rows, [{ total }], kinds] = await Promise.all([
    deps.db
      .select({ row: auditLog, username: users.username, nickname: users.nickname, memberCode: customers.memberCode })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(customers, eq(customers.id, auditLog.customerId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    deps.db.select({ total: count() }).from(auditLog).where(where),
    deps.db.selectDistinct({ kind: auditLog.kind }).from(auditLog).where(eq(auditLog.siteId, site.id)).orderBy(auditLog.kind),
  ]);
  return {
    list: rows.map(({ row, username, nickname, memberCode }) => ({
      id: row.id,
      kind: row.kind,
      entity_id: row.entityId,
      customer: row.customerId === null ? null : { id: row.customerId, member_code: memberCode ?? '' },
      label: row.label,
      action: row.action,
      actor: { id: row.actorId, name: username ?? nickname },
      changes: row.changes,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    kinds: kinds.map((k) => k.kind),
  };
}
