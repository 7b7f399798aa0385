/**
 * The agent settings of a site (defaults until an admin saves them) and the commission tiers. A site always
 * has a default tier: made the first time it is needed, 5 % first level and 2 % second level.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AgentSettings, AgentTier } from '@contract/agent';
import type { Queryable } from '../../db/client';
import { agentSettings, type AgentSettingsRow, type AgentTierRow, agentTiers } from '../../db/schema';

export const DEFAULT_SETTINGS: Omit<AgentSettingsRow, 'siteId' | 'updatedAt'> = {
  autoApprove: false,
  secondLevel: false,
  holdDays: 14,
  minWithdraw: 5_000,
  bankFee: 200,
  dailyCap: 500_000,
  dualApprovalAbove: 100_000,
};

export async function settingsOf(q: Queryable, siteId: number): Promise<Omit<AgentSettingsRow, 'siteId' | 'updatedAt'>> {
  const [row] = await q.select().from(agentSettings).where(eq(agentSettings.siteId, siteId));
  return row ?? DEFAULT_SETTINGS;
}

export function settingsView(s: Omit<AgentSettingsRow, 'siteId' | 'updatedAt'>): AgentSettings {
  return {
    auto_approve: s.autoApprove,
    second_level: s.secondLevel,
    hold_days: s.holdDays,
    min_withdraw: s.minWithdraw,
    bank_fee: s.bankFee,
    daily_cap: s.dailyCap,
    dual_approval_above: s.dualApprovalAbove,
  };
}

export async function saveSettings(q: Queryable, siteId: number, body: AgentSettings, now: Date): Promise<AgentSettings> {
  const values = {
    autoApprove: body.auto_approve,
    secondLevel: body.second_level,
    holdDays: body.hold_days,
    minWithdraw: body.min_withdraw,
    bankFee: body.bank_fee,
    dailyCap: body.daily_cap,
    dualApprovalAbove: body.dual_approval_above,
    updatedAt: now,
  };
  await q
    .insert(agentSettings)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: agentSettings.siteId, set: values });
  return settingsView(await settingsOf(q, siteId));
}

export async function defaultTier(q: Queryable, siteId: number, now: Date): Promise<AgentTierRow> {
  const where = and(eq(agentTiers.siteId, siteId), eq(agentTiers.isDefault, true));
  const [found] = await q.select().from(agentTiers).where(where);
  if (found) return found;
  await q
    .insert(agentTiers)
    .values({ siteId, nameZh: '标准代理', nameEn: 'Standard', rateBp: 500, level2RateBp: 200, isDefault: true, createdAt: now })
    .onConflictDoNothing();
  const [made] = await q.select().from(agentTiers).where(where);
  return made;
}

export async function tiersOf(q: Queryable, siteId: number, now: Date): Promise<AgentTierRow[]> {
  await defaultTier(q, siteId, now);
  return q.select().from(agentTiers).where(eq(agentTiers.siteId, siteId)).orderBy(asc(agentTiers.id));
}

export const tierView = (t: AgentTierRow): AgentTier => ({
  id: t.id,
  name_zh: t.nameZh,
  name_en: t.nameEn,
  rate_bp: t.rateBp,
  level2_rate_bp: t.level2RateBp,
  channel_rates: t.channelRates,
  is_default: t.isDefault,
});

export type TierInput = Omit<AgentTier, 'id' | 'is_default'>;

export async function saveTier(
  q: Queryable,
  siteId: number,
  id: number | null,
  body: TierInput,
  now: Date,
): Promise<AgentTierRow | undefined> {
  const values = {
    nameZh: body.name_zh,
    nameEn: body.name_en,
    rateBp: body.rate_bp,
    level2RateBp: body.level2_rate_bp,
    channelRates: body.channel_rates,
  };
  if (id === null)
    return (
      await q
        .insert(agentTiers)
        .values({ siteId, ...values, createdAt: now })
        .returning()
    )[0];
  return (
    await q
      .update(agentTiers)
      .set(values)
      .where(and(eq(agentTiers.siteId, siteId), eq(agentTiers.id, id)))
      .returning()
  )[0];
}
