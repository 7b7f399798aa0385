/** Waybill rows as the customer and staff read them: list rows, the full detail, state history, actions. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type {
  PartySnapshot,
  ServiceCode,
  StaffWaybillDetail,
  StateStep,
  Waybill,
  WaybillAction,
  WaybillCharge,
  WaybillDetail,
  WaybillStatus,
} from '@contract/waybill';
import { WAYBILL_SERVICES } from '@contract/waybill';
import type { Queryable } from '../../db/client';
import {
  type ChannelRow,
  channels,
  type ChargeRow,
  parcels,
  type PartySnapshot as PartyRow,
  privateFiles,
  type SiteRow,
  users,
  warehouses,
  type WaybillRow,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { type Sealer, sealerOf } from '../../toolkit/seal';
import { isoOrNull } from '../../toolkit/time';
import { customerDeleted } from '../account/erased';
import { maskIdNumber } from '../address/id-card';
import { fileUrlSecret, photoLinks, signedFileUrl } from '../files/signed-urls';
import { toParcel } from '../parcel/service';
import { moneyOf, paymentLines, type SettledAmounts, settledOf } from './money';

export function actionsFor(status: WaybillStatus): WaybillAction[] {
  switch (status) {
    case 'pending_receipt':
    case 'pending_pack':
      return ['edit', 'cancel'];
    case 'pending_payment':
      return ['pay', 'cancel'];
    case 'pending_dispatch':
      return ['track', 'cancel'];
    case 'in_transit':
    case 'delivered':
      return ['track'];
    default:
      return [];
  }
}

/** The columns a list item is made of (the list reads only these). */
export type ListedWaybill = Pick<
  WaybillRow,
  | 'id'
  | 'no'
  | 'kind'
  | 'status'
  | 'declaredValue'
  | 'amountDue'
  | 'weightG'
  | 'problemZh'
  | 'problemEn'
  | 'problemAt'
  | 'createdAt'
  | 'updatedAt'
> & { recipient: Pick<WaybillRow['recipient'], 'name' | 'city'> };

export function toWaybill(
  row: ListedWaybill,
  channel: Pick<ChannelRow, 'code' | 'nameZh' | 'nameEn'>,
  site: SiteRow,
  lang: ApiLang,
  parcelCount: number,
  settled: SettledAmounts | undefined,
): Waybill {
  return {
    id: row.id,
    no: row.no,
    kind: row.kind,
    status: row.status,
    channel: { code: channel.code, name: pickLang(lang, channel.nameZh, channel.nameEn) },
    recipient_name: row.recipient.name,
    recipient_city: row.recipient.city,
    declared_value: row.declaredValue,
    currency: site.currency,
    amount_due: row.amountDue,
    money: moneyOf(row, settled),
    weight_g: row.weightG,
    parcel_count: parcelCount,
    problem:
      row.problemZh !== null && row.problemAt
        ? { reason: pickLang(lang, row.problemZh, row.problemEn ?? row.problemZh), at: row.problemAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The snapshot holds the ID number sealed as the address book did; shown masked (staff: "show ID"). */
function party(p: PartyRow, sealer: Sealer): PartySnapshot {
  const id = sealer.openOrNull(p.id_number) ?? '';
  return {
    address_id: p.address_id,
    name: p.name,
    mobile: p.mobile,
    country: p.country,
    province: p.province,
    city: p.city,
    district: p.district,
    address: p.address,
    postcode: p.postcode,
    id_number: maskIdNumber(id),
  };
}

export function historyOf(row: WaybillRow): StateStep[] {
  const steps: [StateStep['status'], Date | null][] = [
    [row.kind === 'send' ? 'pending_receipt' : 'pending_pack', row.createdAt],
    ['received', row.receivedAt],
    ['pending_payment', row.packedAt],
    ['pending_dispatch', row.paidAt],
    ['in_transit', row.dispatchedAt],
    ['handed_over', row.handedOverAt],
    ['delivered', row.deliveredAt],
    ['cancelled', row.cancelledAt],
  ];
  return steps.filter(([, at]) => at).map(([status, at]) => ({ status, at: at!.toISOString() }));
}

const serviceList = (codes: string[], lang: ApiLang) =>
  codes.map((code) => {
    const s = WAYBILL_SERVICES[code as ServiceCode];
    return { code: code as ServiceCode, name: pickLang(lang, s.zh, s.en), fee: s.fee };
  });

/** The frozen charge as the customer reads it: each service named, at the fee it was charged (0: the level's free one). */
export function chargeView(charge: ChargeRow, lang: ApiLang): WaybillCharge {
  return {
    ...charge,
    services: charge.services.map((s) => ({
      ...serviceList([s.code], lang)[0],
      fee: s.fee,
      ...(s.free ? { free: true } : {}),
    })),
  };
}

/** The waybill's parcels, channel and depot, then everything the detail page shows. */
export async function toDetail(
  deps: Deps,
  q: Queryable,
  row: WaybillRow,
  site: SiteRow,
  lang: ApiLang,
  origin: string,
): Promise<WaybillDetail> {
  const [channel] = await q.select().from(channels).where(eq(channels.id, row.channelId));
  const parcelRows = await q
    .select()
    .from(parcels)
    .where(and(eq(parcels.siteId, row.siteId), eq(parcels.waybillId, row.id)))
    .orderBy(asc(parcels.id));
  const [depot] = row.depotId ? await q.select().from(warehouses).where(eq(warehouses.id, row.depotId)) : [];
  const settled = (await settledOf(q, [row.id])).get(row.id);
  const charge = row.charge ? chargeView(row.charge, lang) : null;
  return {
    ...toWaybill(row, channel, site, lang, parcelRows.length, settled),
    recipient: party(row.recipient, sealerOf(deps.config)),
    sender: row.sender ? party(row.sender, sealerOf(deps.config)) : null,
    goods: row.goods,
    insured: row.insured,
    insured_value: row.insuredValue,
    services: serviceList(row.services, lang),
    depot: depot ? { id: depot.id, name: pickLang(lang, depot.nameZh, depot.nameEn) } : null,
    note: row.note,
    estimate: { weight_g: row.estWeightG, length_mm: row.estLengthMm, width_mm: row.estWidthMm, height_mm: row.estHeightMm },
    dimensions: { length_mm: row.lengthMm, width_mm: row.widthMm, height_mm: row.heightMm },
    photos: photoLinks(deps, origin, row.photoKeys),
    charge,
    parcels: parcelRows.map((p) => toParcel(p, site, row.no)),
    carrier:
      row.carrierCode && row.carrierNo && row.handedOverAt
        ? { code: row.carrierCode, no: row.carrierNo, handed_over_at: row.handedOverAt.toISOString() }
        : null,
    history: historyOf(row),
    actions: actionsFor(row.status),
    ...(await paymentLines(q, settled, row.no, lang)),
  };
}

/** Staff also see the owner's member code and the recipient's ID photos (for customs); the full number through "show ID". */
export async function toStaffDetail(
  deps: Deps,
  row: WaybillRow,
  site: SiteRow,
  lang: ApiLang,
  origin: string,
): Promise<StaffWaybillDetail> {
  const detail = await toDetail(deps, deps.db, row, site, lang, origin);
  const [owner] = await deps.db
    .select({ memberCode: users.memberCode, deleted: customerDeleted })
    .from(users)
    .where(eq(users.id, row.userId));
  const ids = [row.recipient.id_front_file_id, row.recipient.id_back_file_id].filter((id): id is number => id !== null);
  const files = ids.length
    ? await deps.db.select({ id: privateFiles.id, key: privateFiles.key }).from(privateFiles).where(inArray(privateFiles.id, ids))
    : [];
  const secret = fileUrlSecret(deps.config);
  const link = (id: number | null) => {
    const key = files.find((f) => f.id === id)?.key;
    return key ? signedFileUrl(origin, secret, key, deps.now()) : null;
  };
  const front = link(row.recipient.id_front_file_id);
  const back = link(row.recipient.id_back_file_id);
  return {
    ...detail,
    user_id: row.userId,
    member_code: owner?.memberCode ?? '',
    customer_deleted: owner?.deleted ?? false,
    id_photos: { front: front?.url ?? null, back: back?.url ?? null, expires_at: isoOrNull(front?.expiresAt ?? back?.expiresAt ?? null) },
  };
}
