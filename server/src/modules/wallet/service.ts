/**
 * My wallet: balance (the ledger's last running sum), the ledger with each movement's reason and reference
 * number, and the payback log (refunds and compensation credited to me).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { PaybackItem, PaybackListData, WalletEntryListData, WalletSummary } from '@contract/payment';
import { payments, refunds, type SiteRow, type UserRow, walletEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { offsetOf } from '../../toolkit/lists';
import { TOPUP_LIMITS } from '../payment/attempt';
import { refundQuery, toRefund } from '../payment/view';
import { ownEntries, walletBalance } from './ledger';

interface Paging {
  page: number;
  page_size: number;
}

export async function walletSummary(deps: Deps, user: UserRow, site: SiteRow): Promise<WalletSummary> {
  return {
    balance: await walletBalance(deps.db, user.id),
    currency: site.currency,
    topup_amounts: TOPUP_LIMITS.presets,
    min_topup: TOPUP_LIMITS.min,
    max_topup: TOPUP_LIMITS.max,
  };
}

/** The number an entry belongs to: its payment's or refund's, else the claim/withdrawal id. */
const refNo = sql<string>`coalesce(
  (select ${payments.no} from ${payments} where ${walletEntries.refType} = 'payment' and ${payments.id} = ${walletEntries.refId}),
  (select ${refunds.no} from ${refunds} where ${walletEntries.refType} = 'refund' and ${refunds.id} = ${walletEntries.refId}),
  ${walletEntries.refId}::text)`;

export async function walletEntryList(deps: Deps, user: UserRow, lang: ApiLang, paging: Paging): Promise<WalletEntryListData> {
  const where = ownEntries(user.siteId, user.id);
  const [{ total }] = await deps.db.select({ total: count() }).from(walletEntries).where(where);
  const rows = await deps.db
    .select({ entry: walletEntries, refNo })
    .from(walletEntries)
    .where(where)
    .orderBy(desc(walletEntries.seq))
    .limit(paging.page_size)
    .offset(offsetOf(paging));
  return {
    list: rows.map(({ entry, refNo: no }) => ({
      id: entry.id,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      kind: entry.kind,
      reason: (lang === 'en' ? entry.noteEn : entry.noteZh) || t(lang, 'wallet_reason_compensation'),
      ref_no: no,
      created_at: entry.createdAt.toISOString(),
    })),
    total,
    page: paging.page,
    page_size: paging.page_size,
    balance: await walletBalance(deps.db, user.id),
  };
}

/** Refunds and compensation entries, newest first, paged over both together. */
export async function paybackList(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang, paging: Paging): Promise<PaybackListData> {
  const union = sql`
    select 'refund' as type, ${refunds.id} as id, ${refunds.createdAt} as created_at from ${refunds}
      where ${refunds.siteId} = ${user.siteId} and ${refunds.userId} = ${user.id}
    union all
    select 'compensation', ${walletEntries.id}, ${walletEntries.createdAt} from ${walletEntries}
      where ${walletEntries.siteId} = ${user.siteId} and ${walletEntries.userId} = ${user.id} and ${walletEntries.kind} = 'compensation'`;
  const totalRows = rowsOf(await deps.db.execute(sql`select count(*)::int as n from (${union}) u`));
  const page = rowsOf(
    await deps.db.execute(sql`select type, id from (${union}) u order by created_at desc, id desc
    limit ${paging.page_size} offset ${offsetOf(paging)}`),
  );
  const list: PaybackItem[] = [];
  for (const item of page) {
    const id = Number(item.id);
    if (item.type === 'refund') {
      const [r] = await refundQuery(deps.db).where(eq(refunds.id, id));
      list.push({ type: 'refund', ...toRefund(r.refund, r.payment, r.waybillNo, lang) });
    } else {
      const [e] = await deps.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.id, id)));
      list.push({
        type: 'compensation',
        id: e.id,
        no: String(e.refId),
        amount: e.amount,
        currency: site.currency,
        reason_text: (lang === 'en' ? e.noteEn : e.noteZh) || t(lang, 'wallet_reason_compensation'),
        waybill_no: null,
        created_at: e.createdAt.toISOString(),
      });
    }
  }
  return { list, total: Number(totalRows[0]?.n ?? 0), page: paging.page, page_size: paging.page_size };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}
