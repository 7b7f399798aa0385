/** My member level (GET /api/user/level) and my points ledger (GET /api/user/points/lst). */
import { count, desc } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { MemberLevelInfo, MemberLevelSummary, PointsListData } from '@contract/member';
import { type ServiceCode, WAYBILL_SERVICES } from '@contract/waybill';
import { type MemberLevelRow, pointsEntries, type SiteRow, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { offsetOf, type Paging } from '../../toolkit/lists';
import { isoOrNull } from '../../toolkit/time';
import { ownPoints, pointsBalance, pointsExpiringBy } from './ledger';
import { activeLevels, paidFreight, pointsTerms, standing } from './levels';

const SOON_MS = 30 * 24 * 3600 * 1000;

function levelInfo(row: MemberLevelRow | null, lang: ApiLang): MemberLevelInfo | null {
  if (!row) return null;
  return {
    code: row.code,
    name: pickLang(lang, row.nameZh, row.nameEn),
    min_freight: row.minFreight,
    discount_bp: row.discountBp,
    free_services: row.freeServices.map((code) => {
      const s = WAYBILL_SERVICES[code as ServiceCode];
      return { code: code as ServiceCode, name: s ? pickLang(lang, s.zh, s.en) : code };
    }),
  };
}

/** How far from this level's threshold (0 without one) to the next's, in whole percent; 100 at the top. */
export function progressPct(paid: number, level: MemberLevelRow | null, next: MemberLevelRow | null): number {
  if (!next) return 100;
  const from = level?.minFreight ?? 0;
  return Math.min(100, Math.floor(((paid - from) * 100) / Math.max(1, next.minFreight - from)));
}

export async function levelSummary(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang): Promise<MemberLevelSummary> {
  const now = deps.now();
  const paid = await paidFreight(deps.db, site.id, user.id, now);
  const { level, next } = standing(await activeLevels(deps.db, site.id), paid);
  const terms = await pointsTerms(deps.db, site.id);
  const expiring = await pointsExpiringBy(deps.db, user.id, new Date(now.getTime() + SOON_MS));
  return {
    currency: site.currency,
    level: levelInfo(level, lang),
    next: levelInfo(next, lang),
    paid_freight: paid,
    to_next: next ? next.minFreight - paid : 0,
    progress_pct: progressPct(paid, level, next),
    points: {
      balance: await pointsBalance(deps.db, user.id),
      point_value: terms.pointValue,
      points_per_unit: terms.pointsPerUnit,
      expiring: expiring.points,
      expiring_at: isoOrNull(expiring.first),
    },
  };
}

export async function pointsList(deps: Deps, user: UserRow, lang: ApiLang, paging: Paging): Promise<PointsListData> {
  const where = ownPoints(user.siteId, user.id);
  const [{ total }] = await deps.db.select({ total: count() }).from(pointsEntries).where(where);
  const rows = await deps.db
    .select()
    .from(pointsEntries)
    .where(where)
    .orderBy(desc(pointsEntries.seq))
    .limit(paging.page_size)
    .offset(offsetOf(paging));
  return {
    list: rows.map((e) => ({
      id: e.id,
      kind: e.kind,
      points: e.amount,
      balance_after: e.balanceAfter,
      note: pickLang(lang, e.noteZh, e.noteEn),
      expires_at: isoOrNull(e.expiresAt),
      created_at: e.createdAt.toISOString(),
    })),
    total,
    page: paging.page,
    page_size: paging.page_size,
    balance: await pointsBalance(deps.db, user.id),
  };
}
