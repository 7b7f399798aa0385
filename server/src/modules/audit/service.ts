/** Reading the audit log: the site's rows newest first, filtered by kind and row, actor, customer and days. */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditQuery } from '@contract/audit';
import { auditLog, type SiteRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { FieldError } from '../../lib/errors';
import { RelatedFieldError } from '../../toolkit/fields';
import { offsetOf } from '../../toolkit/lists';
import { zonedInstant } from '../reservation/time';

/** The instant a day of the site's zone starts; a day that does not exist is the field's error. */
function dayStart(site: SiteRow, field: string, day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new FieldError(`audit.${field}`, 'invalid_date');
  return zonedInstant(day, '00:00', site.timeZone);
}

/** The instant the day after `day` starts: the end of a range that includes `day`. */
function dayEnd(site: SiteRow, field: string, day: string): Date {
  dayStart(site, field, day);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return zonedInstant(next, '00:00', site.timeZone);
}

function filters(site: SiteRow, q: AuditQuery): SQL | undefined {
  if (q.from && q.to && q.to < q.from) throw new RelatedFieldError('audit.to', 'not_below', 'audit.from');
  const where: (SQL | undefined)[] = [
    eq(auditLog.siteId, site.id),
    q.kind === undefined ? undefined : eq(auditLog.kind, q.kind),
    q.entity_id === undefined ? undefined : eq(auditLog.entityId, q.entity_id),
    q.actor_id === undefined ? undefined : eq(auditLog.actorId, q.actor_id),
    q.customer_id === undefined ? undefined : eq(auditLog.customerId, q.customer_id),
    q.from === undefined ? undefined : gte(auditLog.createdAt, dayStart(site, 'from', q.from)),
    q.to === undefined ? undefined : lt(auditLog.createdAt, dayEnd(site, 'to', q.to)),
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
