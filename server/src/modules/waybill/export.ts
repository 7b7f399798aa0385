/** A console selection of the site's waybills as a spreadsheet (.xlsx or CSV), headers in the caller's language. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { channels, type SiteRow, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { type SheetColumn, sheetCsv, type SheetRow, sheetXlsx } from '../../toolkit/sheet';
import { localDate, localTime } from '../../toolkit/time';
import { WAYBILL_STATUS_TEXT } from '../parcel/shared';
import { waybillNotFound } from './service';

const COLUMNS = [
  ['no', '运单号', 'Waybill no.', true],
  ['status', '状态', 'Status', false],
  ['member', '会员号', 'Member code', true],
  ['recipient', '收件人', 'Recipient', false],
  ['city', '城市', 'City', false],
  ['channel', '线路', 'Line', false],
  ['weight_kg', '重量 (kg)', 'Weight (kg)', false],
  ['amount', '应付', 'Due', false],
  ['currency', '币种', 'Currency', false],
  ['created', '创建时间', 'Created', false],
] as const;
type Key = (typeof COLUMNS)[number][0];

export interface WaybillSheet {
  bytes: Buffer;
  fileName: string;
  type: string;
}

export async function exportWaybills(
  deps: Deps,
  site: SiteRow,
  lang: ApiLang,
  ids: number[],
  format: 'csv' | 'xlsx',
): Promise<WaybillSheet> {
  const rows = await deps.db
    .select({ waybill: waybills, channel: channels.code, member: users.memberCode })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .innerJoin(users, eq(users.id, waybills.userId))
    .where(and(eq(waybills.siteId, site.id), inArray(waybills.id, ids)))
    .orderBy(asc(waybills.no));
  if (rows.length !== ids.length) throw waybillNotFound();
  const columns: SheetColumn<Key>[] = COLUMNS.map(([key, zh, en, text]) => ({ key, header: pickLang(lang, zh, en), text }));
  const sheet: SheetRow<Key>[] = rows.map(({ waybill: w, channel, member }) => ({
    no: w.no,
    status: pickLang(lang, WAYBILL_STATUS_TEXT[w.status].zh, WAYBILL_STATUS_TEXT[w.status].en),
    member,
    recipient: w.recipient.name,
    city: [w.recipient.province, w.recipient.city].filter(Boolean).join(' '),
    channel,
    weight_kg: Number(((w.weightG ?? w.estWeightG ?? 0) / 1000).toFixed(3)),
    amount: w.amountDue === null ? '' : Number((w.amountDue / 100).toFixed(2)),
    currency: site.currency,
    created: localTime(site, w.createdAt),
  }));
  const name = `waybills-${localDate(site, deps.now())}`;
  return format === 'xlsx'
    ? {
        bytes: await sheetXlsx(name, columns, sheet, deps.now()),
        fileName: `${name}.xlsx`,
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }
    : { bytes: sheetCsv(columns, sheet), fileName: `${name}.csv`, type: 'text/csv; charset=utf-8' };
}
