/**
 * What a claim is on (my waybill or my declared parcel), what it is judged on (the snapshot) and which types
 * are offered now, with the reason when not: damaged/short within the rules' hours of delivery; lost once the
 * waybill is the rules' days past its line's longest transit time, until the filing limit after dispatch;
 * delayed from the rules' days past that time (delivered late counts); not_in_account for a parcel still only
 * declared the rules' days after declaring it. A type with a live claim is not offered again.
 */
import { and, desc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import {
  CLAIM_TYPES,
  type ClaimOption,
  type ClaimRules,
  type ClaimSnapshot,
  type ClaimTarget,
  type ClaimType,
  WAYBILL_CLAIM_TYPES,
} from '@contract/claim';
import type { Queryable } from '../../db/client';
import {
  channels,
  claims,
  type ParcelRow,
  parcels,
  type SiteRow,
  type UserRow,
  waybillIncidents,
  type WaybillRow,
  waybills,
} from '../../db/schema';
import { type Params, t } from '../../i18n';
import type { MessageKey } from '../../i18n/messages';
import { inLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { localTime } from '../../toolkit/time';
import { declaredValueOf, PARCEL_STATUS_TEXT, WAYBILL_STATUS_TEXT } from '../parcel/shared';
import { CLAIM_TYPE_TEXT } from './labels';
import { type RulesInForce, suggestedMax } from './rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Target = { kind: 'waybill'; row: WaybillRow; transitDaysMax: number; channelCode: string } | { kind: 'parcel'; row: ParcelRow };

export const claimNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'claim_not_found');

/** My waybill or my declared parcel; anyone else's, or none, is "not found". */
export async function loadTarget(q: Queryable, user: UserRow, ref: { waybill_id?: number; parcel_id?: number }): Promise<Target> {
  if (ref.waybill_id !== undefined) {
    const [row] = await q
      .select({ w: waybills, transit: channels.transitDaysMax, code: channels.code })
      .from(waybills)
      .innerJoin(channels, eq(channels.id, waybills.channelId))
      .where(and(eq(waybills.id, ref.waybill_id), eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id)));
    if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'waybill_not_found');
    return { kind: 'waybill', row: row.w, transitDaysMax: row.transit, channelCode: row.code };
  }
  const [row] = await q
    .select()
    .from(parcels)
    .where(
      and(eq(parcels.id, ref.parcel_id ?? 0), eq(parcels.siteId, user.siteId), eq(parcels.userId, user.id), isNull(parcels.deletedAt)),
    );
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'parcel_not_found');
  return { kind: 'parcel', row };
}

export function snapshotOf(target: Target, site: SiteRow, version: string): ClaimSnapshot {
  if (target.kind === 'parcel') {
    return {
      currency: site.currency,
      declared_value: declaredValueOf(target.row.goods),
      insured: false,
      insured_value: 0,
      freight: 0,
      channel_code: '',
      rules_version: version,
    };
  }
  const w = target.row;
  const breakdown = w.charge?.breakdown;
  return {
    currency: site.currency,
    declared_value: w.declaredValue,
    insured: w.insured,
    insured_value: w.insured ? w.insuredValue : 0,
    freight: breakdown ? breakdown.total - breakdown.insurance : 0,
    channel_code: target.channelCode,
    rules_version: version,
  };
}

type Refusal = { key: MessageKey; params?: Params };

/** Why a type is not offered on this target now, or null when it is. */
export function refusal(type: ClaimType, target: Target, rules: ClaimRules, site: SiteRow, now: Date): Refusal | null {
  const at = (d: Date) => localTime(site, d);
  if (target.kind === 'parcel') {
    if (type !== 'not_in_account') return { key: 'claim_off_waybill_only' };
    const p = target.row;
    if (p.status !== 'declared') return { key: 'claim_off_parcel_in' };
    const from = new Date((p.declaredAt ?? p.createdAt).getTime() + rules.arrival_days * DAY);
    return now < from ? { key: 'claim_off_parcel_early', params: { days: rules.arrival_days, at: at(from) } } : null;
  }
  if (type === 'not_in_account') return { key: 'claim_off_parcel_only' };
  const w = target.row;
  if (type === 'damaged' || type === 'short') {
    if (w.status !== 'delivered' || !w.deliveredAt) return { key: 'claim_off_not_delivered' };
    const until = new Date(w.deliveredAt.getTime() + rules.damage_hours * HOUR);
    return now > until ? { key: 'claim_off_damage_late', params: { hours: rules.damage_hours, at: at(until) } } : null;
  }
  if (!w.dispatchedAt) return { key: 'claim_off_not_dispatched' };
  const due = w.dispatchedAt.getTime() + target.transitDaysMax * DAY;
  if (type === 'lost') {
    if (w.status === 'delivered') return { key: 'claim_off_delivered' };
    const from = new Date(due + rules.lost_grace_days * DAY);
    if (now < from) return { key: 'claim_off_too_early', params: { at: at(from), days: rules.lost_grace_days } };
    return now.getTime() > w.dispatchedAt.getTime() + rules.lost_file_days * DAY
      ? { key: 'claim_off_lost_late', params: { days: rules.lost_file_days } }
      : null;
  }
  const from = new Date(due + rules.delay_grace_days * DAY);
  if (w.deliveredAt && w.deliveredAt < from) return { key: 'claim_off_delivered_on_time' };
  return now < from ? { key: 'claim_off_too_early', params: { at: at(from), days: rules.delay_grace_days } } : null;
}

/** Live claims (not withdrawn) on the target, by type. */
export async function liveClaims(q: Queryable, target: Target): Promise<Map<ClaimType, string>> {
  const on = target.kind === 'waybill' ? eq(claims.waybillId, target.row.id) : eq(claims.parcelId, target.row.id);
  const rows = await q
    .select({ type: claims.type, no: claims.no })
    .from(claims)
    .where(and(on, ne(claims.status, 'withdrawn')));
  return new Map(rows.map((r) => [r.type, r.no]));
}

export async function claimOptions(
  q: Queryable,
  target: Target,
  inForce: RulesInForce,
  site: SiteRow,
  lang: ApiLang,
  now: Date,
): Promise<ClaimOption[]> {
  const snapshot = snapshotOf(target, site, inForce.version);
  const live = await liveClaims(q, target);
  const types = target.kind === 'waybill' ? WAYBILL_CLAIM_TYPES : CLAIM_TYPES.filter((c) => c === 'not_in_account');
  return types.map((type) => {
    const open = live.get(type);
    const why: Refusal | null = open ? { key: 'claim_off_exists', params: { no: open } } : refusal(type, target, inForce.rules, site, now);
    return {
      type,
      offered: !why,
      reason: why ? t(lang, why.key, why.params) : '',
      max: why ? null : suggestedMax(inForce.rules, type, snapshot, lang),
    };
  });
}

/** The refusal of one type as the 45002 error a create answers. */
export function notOffered(type: ClaimType, why: Refusal, lang: ApiLang): ApiError {
  return new ApiError(ApiStatus.CLAIM_NOT_OFFERED, 'claim_not_offered', {
    type: inLang(lang, CLAIM_TYPE_TEXT[type]),
    reason: t(lang, why.key, why.params),
  });
}

/** My waybills that can carry a claim (dispatched in the last 90 days, or delivered) and my declared parcels. */
export async function claimTargets(q: Queryable, user: UserRow, lang: ApiLang, now: Date): Promise<ClaimTarget[]> {
  const since = new Date(now.getTime() - 90 * DAY);
  const ws = await q
    .select({ w: waybills, incident: waybillIncidents.kind })
    .from(waybills)
    .leftJoin(waybillIncidents, eq(waybillIncidents.waybillId, waybills.id))
    .where(
      and(
        eq(waybills.siteId, user.siteId),
        eq(waybills.userId, user.id),
        inArray(waybills.status, ['in_transit', 'delivered']),
        or(gte(waybills.dispatchedAt, since), gte(waybills.deliveredAt, since)),
      ),
    )
    .orderBy(desc(waybills.dispatchedAt))
    .limit(50);
  const ps = await q
    .select()
    .from(parcels)
    .where(and(eq(parcels.siteId, user.siteId), eq(parcels.userId, user.id), eq(parcels.status, 'declared'), isNull(parcels.deletedAt)))
    .orderBy(desc(parcels.createdAt))
    .limit(50);
  const seen = new Set<number>();
  const list: ClaimTarget[] = [];
  for (const { w, incident } of ws) {
    if (seen.has(w.id)) continue; // a waybill marked both lost and damaged: one row, the first mark
    seen.add(w.id);
    list.push({
      kind: 'waybill',
      id: w.id,
      no: w.no,
      status: w.status,
      status_text: inLang(lang, WAYBILL_STATUS_TEXT[w.status]),
      incident,
      incident_text: incident ? t(lang, incident === 'lost' ? 'claim_incident_lost' : 'claim_incident_damaged') : '',
      created_at: w.createdAt.toISOString(),
    });
  }
  for (const p of ps) {
    list.push({
      kind: 'parcel',
      id: p.id,
      no: p.trackingNo,
      status: p.status,
      status_text: inLang(lang, PARCEL_STATUS_TEXT[p.status]),
      incident: null,
      incident_text: '',
      created_at: p.createdAt.toISOString(),
    });
  }
  return list;
}
