/** My payments, and the staff's payments and refunds lists (filters in the site's time zone, a filtered sum). */
import { and, count, desc, eq, ilike, inArray, or, type SQL, sum } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import {
  type OnlineMethod,
  type Payment,
  PAYMENT_STATUSES,
  type PaymentListData,
  type PaymentPurpose,
  type PaymentStatus,
  REFUND_STATUSES,
  type StaffPaymentListData,
  type StaffPaymentSort,
  type StaffRefundListData,
  type StaffRefundQuery,
} from '@contract/payment';
import { payments, refunds, type SiteRow, type UserRow, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { containsPattern, offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { paymentNotFound } from './common';
import { loadPayment, ownPayment, paymentQuery, refundQuery, toPayment, toRefund } from './view';

interface Paging {
  page: number;
  page_size: number;
}

export async function myPayments(
  deps: Deps,
  user: UserRow,
  lang: ApiLang,
  query: Paging & { purpose?: PaymentPurpose },
): Promise<PaymentListData> {
  const where = and(ownPayment(user), query.purpose ? eq(payments.purpose, query.purpose) : undefined);
  const [{ total }] = await deps.db.select({ total: count() }).from(payments).where(where);
  const rows = await paymentQuery(deps.db)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  return { list: rows.map((r) => toPayment(r.payment, r, lang)), total, page: query.page, page_size: query.page_size };
}

export async function myPayment(deps: Deps, user: UserRow, lang: ApiLang, id: number): Promise<Payment> {
  const found = await loadPayment(deps.db, and(ownPayment(user), eq(payments.id, id)), lang);
  if (!found) throw paymentNotFound();
  return found;
}

export interface StaffPaymentQuery extends Paging {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
  method?: OnlineMethod;
  keyword?: string;
  from?: string;
  to?: string;
  sort?: StaffPaymentSort;
  order?: 'asc' | 'desc';
}

/** The staff list's sort columns (the id breaks ties). */
const STAFF_SORTS = { created_at: payments.createdAt, no: payments.no, amount: payments.amount } as const;

function staffFilter(site: SiteRow, q: StaffPaymentQuery): SQL | undefined {
  const like = containsPattern(q.keyword);
  const compact = containsPattern(q.keyword?.replace(/\s+/g, '').toUpperCase());
  return and(
    eq(payments.siteId, site.id),
    q.status ? eq(payments.status, q.status) : undefined,
    q.purpose ? eq(payments.purpose, q.purpose) : undefined,
    q.method ? eq(payments.provider, q.method) : undefined,
    like ? or(ilike(payments.no, compact!), ilike(waybills.no, compact!), ilike(users.memberCode, like)) : undefined,
    withinDays(payments.createdAt, dayRange(site, 'pay', q)),
  );
}

export async function staffPayments(deps: Deps, site: SiteRow, lang: ApiLang, q: StaffPaymentQuery): Promise<StaffPaymentListData> {
  const where = staffFilter(site, q);
  // Per state: a pending or failed payment is no money taken, so it never adds to the paid total.
  const byStatus = await deps.db
    .select({ status: payments.status, count: count(), amount: sum(payments.amount) })
    .from(payments)
    .leftJoin(waybills, eq(waybills.id, payments.waybillId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .groupBy(payments.status);
  const totals = PAYMENT_STATUSES.map((status) => {
    const found = byStatus.find((row) => row.status === status);
    return { status, count: found?.count ?? 0, amount: Number(found?.amount ?? 0) };
  }).filter((row) => row.count > 0);
  const rows = await paymentQuery(deps.db)
    .where(where)
    .orderBy(...sortedBy(STAFF_SORTS, payments.id, q, 'created_at'))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const ids = rows.map((r) => r.payment.id);
  const refundRows = ids.length ? await refundQuery(deps.db).where(inArray(refunds.paymentId, ids)) : [];
  return {
    list: rows.map((r) => {
      const refund = refundRows.find((f) => f.refund.paymentId === r.payment.id);
      return {
        ...toPayment(r.payment, r, lang),
        member_code: r.memberCode,
        customer_deleted: r.customerDeleted,
        refund: refund ? toRefund(refund.refund, refund.payment, refund.waybillNo, lang) : null,
      };
    }),
    total: totals.reduce((n, row) => n + row.count, 0),
    page: q.page,
    page_size: q.page_size,
    sum_amount: totals.find((row) => row.status === 'paid')?.amount ?? 0,
    by_status: totals,
  };
}

const REFUND_SORTS = { created_at: refunds.createdAt, completed_at: refunds.completedAt };

export async function staffRefunds(deps: Deps, site: SiteRow, lang: ApiLang, q: StaffRefundQuery): Promise<StaffRefundListData> {
  const where = and(
    eq(refunds.siteId, site.id),
    q.status ? eq(refunds.status, q.status) : undefined,
    withinDays(refunds.createdAt, dayRange(site, 'pay', q)),
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(refunds).where(where);
  const rows = await refundQuery(deps.db)
    .where(where)
    .orderBy(...sortedBy(REFUND_SORTS, refunds.id, q, 'created_at'))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const byState = await deps.db
    .select({ status: refunds.status, n: count() })
    .from(refunds)
    .where(eq(refunds.siteId, site.id))
    .groupBy(refunds.status);
  return {
    list: rows.map((r) => ({
      ...toRefund(r.refund, r.payment, r.waybillNo, lang),
      member_code: r.memberCode,
      customer_deleted: r.customerDeleted,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: Object.fromEntries(
      REFUND_STATUSES.map((s) => [s, byState.find((b) => b.status === s)?.n ?? 0]),
    ) as StaffRefundListData['counts'],
  };
}

/** One refund as staff see it (after a refund or a retry). */
export async function staffRefund(deps: Deps, site: SiteRow, lang: ApiLang, id: number) {
  const [r] = await refundQuery(deps.db).where(and(eq(refunds.siteId, site.id), eq(refunds.id, id)));
  return { ...toRefund(r.refund, r.payment, r.waybillNo, lang), member_code: r.memberCode, customer_deleted: r.customerDeleted };
}
