/**
 * What a waybill refers to (recipient, sender, channel, depot), the declaration check and the charge at
 * packing. Declarations are checked by the pricing module's own priceParcel (categories, per-box counts,
 * value vs the channel limit and the CNY limit), so the estimator and the waybill never disagree;
 * only the recipient's ID requirement is checked here (priceParcel knows no addresses).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { GoodsLine } from '@contract/parcel';
import { type ServiceCode, WAYBILL_SERVICES } from '@contract/waybill';
import type { Queryable } from '../../db/client';
import {
  addresses,
  type AddressRow,
  type ChannelRow,
  channels,
  type ChargeRow,
  type PartySnapshot,
  type SiteRow,
  type UserRow,
  warehouses,
} from '../../db/schema';
import { goodsCategories } from '../../db/schema';
import { t } from '../../i18n';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { addressNotFound } from '../address/service';
import { type CategoryNames, insurancePremium, type Parcel, priceParcel } from '../pricing/price';
import { pricingChannel } from '../pricing/service';

/** 42010 naming the rule that was broken, in the caller's language. */
export class DeclarationRejected extends ApiError {
  constructor(
    readonly code: string,
    readonly reason: { zh: string; en: string },
  ) {
    super(ApiStatus.DECLARATION_REJECTED, 'declaration_rejected');
  }

  translate(lang: ApiLang): string {
    return t(lang, 'declaration_rejected', { reason: lang === 'en' ? this.reason.en : this.reason.zh });
  }
}

const ID_REQUIRED = {
  zh: '该线路清关需要收件人身份证号,请先在收件地址中填写',
  en: "this line needs the recipient's ID number for customs: add it to the recipient address first",
};

async function ownAddress(q: Queryable, user: UserRow, id: number): Promise<AddressRow> {
  const [row] = await q
    .select()
    .from(addresses)
    .where(and(eq(addresses.siteId, user.siteId), eq(addresses.userId, user.id), eq(addresses.id, id), isNull(addresses.deletedAt)));
  if (!row) throw addressNotFound();
  return row;
}

export async function recipientOf(q: Queryable, user: UserRow, id: number): Promise<AddressRow> {
  const row = await ownAddress(q, user, id);
  if (row.type !== 'recipient' || row.country !== 'CN') throw scopedField('order', 'address_id', 'recipient_cn');
  return row;
}

export async function senderOf(q: Queryable, user: UserRow, id: number): Promise<AddressRow> {
  const row = await ownAddress(q, user, id);
  if (row.type !== 'sender') throw scopedField('order', 'sender_address_id', 'sender_only');
  return row;
}

export async function channelOf(q: Queryable, site: SiteRow, code: string): Promise<ChannelRow> {
  const [row] = await q
    .select()
    .from(channels)
    .where(and(eq(channels.siteId, site.id), eq(channels.code, code), eq(channels.active, true)));
  if (!row) throw scopedField('order', 'channel_code', 'unknown_channel', { value: code });
  return row;
}

export async function depotOf(q: Queryable, site: SiteRow, id: number): Promise<number> {
  const [row] = await q
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.siteId, site.id), eq(warehouses.id, id), eq(warehouses.kind, 'depot'), eq(warehouses.active, true)));
  if (!row) throw scopedField('order', 'depot_id', 'depot_only');
  return row.id;
}

export function snapshot(row: AddressRow): PartySnapshot {
  return {
    address_id: row.id,
    name: row.name,
    mobile: row.mobile,
    country: row.country,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    postcode: row.postcode,
    id_number: row.idNumber,
    id_front_file_id: row.idFrontFileId,
    id_back_file_id: row.idBackFileId,
  };
}

export async function categoryNamesOf(q: Queryable, siteId: number): Promise<CategoryNames> {
  const rows = await q.select().from(goodsCategories).where(eq(goodsCategories.siteId, siteId));
  return Object.fromEntries(rows.map((r) => [r.code, { zh: r.nameZh, en: r.nameEn }]));
}

export interface Measured {
  weightG: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
}

export interface Declaration {
  channel: ChannelRow;
  recipient: PartySnapshot;
  goods: GoodsLine[];
  declaredValue: number;
  insured: boolean;
  insuredValue: number;
  services: string[];
}

function parcelFor(d: Declaration, measured: Measured): Parcel {
  return {
    ...measured,
    declaredValue: d.declaredValue,
    category: d.goods[0]?.category ?? '',
    items: d.goods.map((g) => ({ category: g.category, quantity: g.quantity })),
    // Insurance is priced below on the insured value, which may be less than the declared value.
    insured: false,
  };
}

/**
 * Throws 42010 when the channel refuses the declaration. Before packing the weight is the customer's
 * estimate (0 when none), so only the weight-free rules can refuse it.
 */
export function checkDeclaration(site: SiteRow, d: Declaration, names: CategoryNames, estimate: Measured = { weightG: 0 }): void {
  const result = priceParcel(pricingChannel(d.channel, site), parcelFor(d, estimate), names);
  if (!result.ok) throw new DeclarationRejected(result.reason.code, result.reason);
  if (d.channel.requiresId && !d.recipient.id_number) throw new DeclarationRejected('id_required', ID_REQUIRED);
}

/** What the customer's member level gives on a waybill packed now (modules/member). */
export interface MemberTerms {
  discountBp: number;
  freeServices: string[];
}

/**
 * The charge frozen on a packed waybill: priceParcel's breakdown (insurance on the insured value, the member
 * discount off the freight) + services (the level's free ones at no fee).
 */
export function chargeFor(
  site: SiteRow,
  d: Declaration,
  measured: Measured,
  names: CategoryNames,
  storage?: Parcel['storage'],
  member: MemberTerms = { discountBp: 0, freeServices: [] },
): ChargeRow {
  const channel = pricingChannel(d.channel, site);
  const result = priceParcel(channel, { ...parcelFor(d, measured), storage, memberDiscountBp: member.discountBp }, names);
  if (!result.ok) throw new DeclarationRejected(result.reason.code, result.reason);
  const insurance = d.insured ? insurancePremium(channel, d.insuredValue) : 0;
  const breakdown = { ...result.breakdown, insurance, total: result.breakdown.total + insurance };
  const services = d.services.map((code) =>
    member.freeServices.includes(code) ? { code, fee: 0, free: true } : { code, fee: WAYBILL_SERVICES[code as ServiceCode].fee },
  );
  const servicesFee = services.reduce((sum, s) => sum + s.fee, 0);
  return { breakdown, services, services_fee: servicesFee, total: breakdown.total + servicesFee };
}

/** Insured value: what the customer asked for (default the declared value), never above the declared value. */
export function insuredValueOf(insured: boolean, asked: number | undefined, declaredValue: number): number {
  if (!insured) return 0;
  if (asked !== undefined && asked > declaredValue) throw scopedField('order', 'insured_value', 'over_declared');
  return asked ?? declaredValue;
}
