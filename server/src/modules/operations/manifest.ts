/**
 * The customs manifest of a dispatch batch, in the columns a China customs broker asks for: one row per goods
 * line, the waybill's fields on each row. Unit values in the site currency and in CNY at the channel's rate
 * (the same rounding up as the CNY limit check). Only waybills of the batch's own site are read, whatever
 * the batch table says.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { channels, type DispatchBatchRow, type SiteRow, waybills } from '../../db/schema';
import type { Sealer } from '../../toolkit/seal';
import { type SheetColumn, sheetCsv, type SheetRow, sheetXlsx } from '../../toolkit/sheet';
import { toCnyFen } from '../pricing/price';
import { pricingChannel } from '../pricing/service';
import { batchWaybillIds } from './batches';

export const MANIFEST_COLUMNS = [
  ['waybill_no', '运单号 Waybill no.'],
  ['recipient', '收件人 Recipient'],
  ['id_number', '身份证号 ID number'],
  ['phone', '电话 Phone'],
  ['address', '收件地址 Full address'],
  ['postcode', '邮编 Postcode'],
  ['goods', '品名 Goods'],
  ['category', '类别 Category'],
  ['quantity', '数量 Quantity'],
  ['unit_value', '单价 Unit value ({currency})'],
  ['unit_value_cny', '单价 Unit value (CNY)'],
  ['gross_weight_kg', '毛重 Gross weight (kg)'],
  ['channel', '线路 Channel'],
  ['clearance', '清关方式 Clearance'],
] as const;

type ManifestKey = (typeof MANIFEST_COLUMNS)[number][0];
export type ManifestRow = SheetRow<ManifestKey>;

const amount = (minor: number) => Number((minor / 100).toFixed(2));

/** Customs needs the ID numbers: the one export where they are opened (each download is logged). */
export async function manifestRows(q: Queryable, sealer: Sealer, site: SiteRow, batch: DispatchBatchRow): Promise<ManifestRow[]> {
  const ids = await batchWaybillIds(q, batch.id);
  if (ids.length === 0) return [];
  const rows = await q
    .select({ waybill: waybills, channel: channels })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .where(and(eq(waybills.siteId, site.id), inArray(waybills.id, ids)))
    .orderBy(asc(waybills.no));
  return rows.flatMap(({ waybill: w, channel }) => {
    const r = w.recipient;
    const base = {
      waybill_no: w.no,
      recipient: r.name,
      id_number: sealer.openOrNull(r.id_number) ?? '',
      phone: r.mobile,
      address: [r.province, r.city, r.district, r.address].filter(Boolean).join(' '),
      postcode: r.postcode ?? '',
      gross_weight_kg: Number(((w.weightG ?? w.estWeightG ?? 0) / 1000).toFixed(3)),
      channel: channel.nameZh,
      clearance: channel.clearance,
    };
    return w.goods.map((g) => ({
      ...base,
      goods: g.name,
      category: g.category,
      quantity: g.quantity,
      unit_value: amount(g.unit_value),
      unit_value_cny: amount(toCnyFen(pricingChannel(channel, site), g.unit_value)),
    }));
  });
}

/** The columns with the site's currency in the unit value's header; identifiers stay text. */
const columns = (site: SiteRow): SheetColumn<ManifestKey>[] =>
  MANIFEST_COLUMNS.map(([key, title]) => ({
    key,
    header: title.replace('{currency}', site.currency),
    width: key === 'address' ? 40 : 16,
    text: (['waybill_no', 'id_number', 'phone', 'postcode'] as string[]).includes(key),
  }));

export const manifestXlsx = (site: SiteRow, batch: DispatchBatchRow, rows: ManifestRow[]): Promise<Buffer> =>
  sheetXlsx(batch.no, columns(site), rows, batch.createdAt);

export const manifestCsv = (site: SiteRow, rows: ManifestRow[]): Buffer => sheetCsv(columns(site), rows);
