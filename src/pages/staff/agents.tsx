// Agents: applications to review (approve, or reject with a reason), approved agents with tier and commission
// totals (staff move them to another tier), rejected ones; the commission settings and tiers below (admins save
// them and add tiers). Pull to refresh, scroll for more.
import { Button, Input, Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useShownLang, useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import { currencySymbol, formatMoney, toMinorUnits } from '@/utils/money';
import type { AgentSettings, AgentStatus, AgentTier, StaffAgentRow } from '@contract/agent';
import { mayUse } from './format';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/staff';
import '@/locales/areas/agent';
import '@/locales/areas/cards';

const TABS: AgentStatus[] = ['pending', 'approved', 'rejected'];

/** A tier's name in the language shown (not the stored setting, which a browser's language may stand in for). */
function useTierName() {
  const lang = useShownLang();
  return (tier: AgentTier) => (lang === 'en' ? tier.name_en : tier.name_zh);
}

function AgentCard({ a, tiers, onDecided }: { a: StaffAgentRow; tiers: AgentTier[]; onDecided(): void }) {
  const tierName = useTierName();
  const t = useT();
  const { session } = useStores();
  const agentApi = useService(agentService);
  const [reason, setReason] = useState('');
  const money = (minor: number) => formatMoney(minor, siteCurrency(session));
  const decide = async (outcome: 'approve' | 'reject') => {
    if (outcome === 'reject' && !reason.trim()) return toast(t('staffAgents.reasonRequired'));
    try {
      await agentApi.staffDecideAgent(a.id, outcome === 'approve' ? { outcome } : { outcome, reason: reason.trim() });
      onDecided();
    } catch {
      // toasted
    }
  };
  const moveTo = async (tierId: number) => {
    try {
      await agentApi.staffSetAgentTier(a.id, tierId);
      toast(t('staffAgents.tierMoved'));
      onDecided();
    } catch {
      // toasted
    }
  };
  return (
    <View className={`staff-card staff-agent-card staff-agent-${a.id}`}>
      <View className="staff-row">
        <View>
          {a.name} · {a.member_code}
        </View>
        <View className="staff-muted">{a.tier}</View>
      </View>
      <View className="staff-row staff-muted">
        <View>{a.contact}</View>
        <View>{a.mobile}</View>
      </View>
      <View className="staff-muted">{t('staffAgents.promotion', { text: a.promotion })}</View>
      {a.status === 'approved' && (
        <View className="staff-muted staff-agent-totals">
          {t('staffAgents.totals', {
            team: a.team_size,
            pending: money(a.pending),
            available: money(a.available),
            withdrawn: money(a.withdrawn),
          })}
        </View>
      )}
      {a.status === 'approved' && tiers.length > 1 && (
        <View className="staff-row staff-agent-tiers">
          {tiers.map((x) => (
            <Button
              key={x.id}
              className={`staff-agent-set-tier staff-agent-set-tier-${x.id}`}
              size="small"
              type={x.id === a.tier_id ? 'primary' : 'default'}
              disabled={x.id === a.tier_id}
              onClick={() => moveTo(x.id)}
            >
              {tierName(x)}
            </Button>
          ))}
        </View>
      )}
      {a.status === 'pending' && (
        <>
          <Input
            className="staff-agent-reason"
            value={reason}
            onChange={setReason}
            maxLength={200}
            placeholder={t('staffAgents.reasonPlaceholder')}
          />
          <View className="staff-row">
            <Button className="staff-agent-approve" type="primary" size="small" onClick={() => decide('approve')}>
              {t('staffAgents.approve')}
            </Button>
            <Button className="staff-agent-reject" size="small" onClick={() => decide('reject')}>
              {t('staffAgents.reject')}
            </Button>
          </View>
        </>
      )}
    </View>
  );
}

function Agents({ tiers }: { tiers: AgentTier[] }) {
  const t = useT();
  const agentApi = useService(agentService);
  const [tab, setTab] = useState<AgentStatus>('pending');
  const list = usePagedList<StaffAgentRow>((page, pageSize) => agentApi.staffListAgents({ page, page_size: pageSize, status: tab }), [tab]);
  return (
    <>
      <View className="staff-tabs" {...tabList(t('common.statusTabs'))}>
        {TABS.map((x) => (
          <View
            key={x}
            className={`staff-tab staff-agents-tab-${x}${x === tab ? ' staff-tab--active' : ''}`}
            {...tabItem(x === tab, () => setTab(x))}
          >
            {t(`staffAgents.tabs.${x}`)}
          </View>
        ))}
      </View>
      {list.loading ? (
        <Skeleton rows={4} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="staff-agents-empty" text={t('staffAgents.empty')} />
      ) : (
        <View className="staff-agents-list">
          {list.items.map((a) => (
            <AgentCard key={a.id} a={a} tiers={tiers} onDecided={list.refresh} />
          ))}
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

/** Money settings are typed in the site's currency (NZ$ 5.00) and sent in minor units. */
const MONEY = [
  ['min_withdraw', 'minWithdraw'],
  ['bank_fee', 'bankFee'],
  ['daily_cap', 'dailyCap'],
  ['dual_approval_above', 'dualAbove'],
] as const;
type MoneyKey = (typeof MONEY)[number][0];

const moneyDrafts = (s: AgentSettings) =>
  Object.fromEntries(MONEY.map(([key]) => [key, (s[key] / 100).toFixed(2)])) as Record<MoneyKey, string>;

function Settings({ loaded, tiers, setTiers }: { loaded: AgentSettings; tiers: AgentTier[]; setTiers(tiers: AgentTier[]): void }) {
  const tierName = useTierName();
  const t = useT();
  const { session } = useStores();
  const agentApi = useService(agentService);
  const [settings, setSettings] = useState<AgentSettings>(loaded);
  const [drafts, setDrafts] = useState(() => moneyDrafts(loaded));
  const admin = mayUse(session.userInfo, 'admin');
  const symbol = currencySymbol(siteCurrency(session)).trim();
  const save = () => {
    const bad = MONEY.find(([key]) => Number.isNaN(toMinorUnits(drafts[key])));
    if (bad) return toast(t('staffAgents.badAmount', { field: t(`staffAgents.${bad[1]}`, { symbol }) }));
    const amounts = Object.fromEntries(MONEY.map(([key]) => [key, toMinorUnits(drafts[key])]));
    return agentApi.saveAgentSettings({ ...settings, ...amounts }).then(
      (s) => {
        setSettings(s);
        setDrafts(moneyDrafts(s));
        toast(t('staffAgents.saved'));
      },
      () => {},
    );
  };
  const release = () =>
    agentApi.releaseCommissions().then(
      (a) => toast(t('staffAgents.released', { n: a.released })),
      () => {},
    );
  return (
    <View className="staff-card staff-agent-settings">
      <View className="staff-card-title">{t('staffAgents.settings')}</View>
      <View className="staff-row staff-switch-row">
        {t('staffAgents.autoApprove')}
        <Switch
          className="staff-agent-auto"
          ariaLabel={t('staffAgents.autoApprove')}
          checked={settings.auto_approve}
          disabled={!admin}
          onChange={(v) => setSettings({ ...settings, auto_approve: v })}
        />
      </View>
      <View className="staff-row staff-switch-row">
        {t('staffAgents.secondLevel')}
        <Switch
          className="staff-agent-second"
          ariaLabel={t('staffAgents.secondLevel')}
          checked={settings.second_level}
          disabled={!admin}
          onChange={(v) => setSettings({ ...settings, second_level: v })}
        />
      </View>
      <View className="staff-row">
        {t('staffAgents.holdDays')}
        <Input
          className="staff-agent-hold_days"
          type="number"
          disabled={!admin}
          value={String(settings.hold_days)}
          onChange={(v) => setSettings({ ...settings, hold_days: Number(v.replace(/\D/g, '')) || 0 })}
        />
      </View>
      {MONEY.map(([key, label]) => (
        <View key={key} className="staff-row">
          {t(`staffAgents.${label}`, { symbol })}
          <Input
            className={`staff-agent-${key}`}
            type="digit"
            disabled={!admin}
            value={drafts[key]}
            onChange={(v) => setDrafts({ ...drafts, [key]: v })}
          />
        </View>
      ))}
      <View className="staff-card-title">{t('staffAgents.tiers')}</View>
      {tiers.map((x) =>
        admin ? (
          <TierEditor key={x.id} tier={x} onSaved={(saved) => setTiers(tiers.map((y) => (y.id === saved.id ? saved : y)))} />
        ) : (
          <View key={x.id} className="staff-muted">
            {t('staffAgents.tierLine', {
              name: tierName(x),
              rate: x.rate_bp / 100,
              rate2: x.level2_rate_bp / 100,
            })}
          </View>
        ),
      )}
      {admin && <NewTier onAdded={(tier) => setTiers([...tiers, tier])} />}
      {admin && (
        <View className="staff-row">
          <Button className="staff-agent-save" type="primary" size="small" onClick={save}>
            {t('staffAgents.save')}
          </Button>
          <Button className="staff-agent-release" size="small" onClick={release}>
            {t('staffAgents.release')}
          </Button>
        </View>
      )}
    </View>
  );
}

const bp = (percent: string) => Math.round(Number(percent) * 100);
const inRange = (rates: number[]) => rates.every((r) => Number.isInteger(r) && r >= 0 && r <= 5000);

/** Admins change a tier's rates (in %, sent as basis points); channel overrides stay as they are. */
function TierEditor({ tier, onSaved }: { tier: AgentTier; onSaved(tier: AgentTier): void }) {
  const tierName = useTierName();
  const t = useT();
  const agentApi = useService(agentService);
  const [rates, setRates] = useState({ rate: String(tier.rate_bp / 100), rate2: String(tier.level2_rate_bp / 100) });
  const save = async () => {
    const [rate, rate2] = [bp(rates.rate), bp(rates.rate2)];
    if (!inRange([rate, rate2])) return toast(t('staffAgents.rateRange'));
    const { id, is_default: _default, ...body } = tier;
    try {
      onSaved(await agentApi.saveAgentTier({ ...body, rate_bp: rate, level2_rate_bp: rate2 }, id));
      toast(t('staffAgents.saved'));
    } catch {
      // toasted
    }
  };
  return (
    <View className={`staff-row staff-agent-tier staff-agent-tier-${tier.id}`}>
      <View>{tierName(tier)}</View>
      <Input className="staff-agent-tier-rate" type="digit" value={rates.rate} onChange={(v) => setRates({ ...rates, rate: v })} />
      <Input className="staff-agent-tier-rate2" type="digit" value={rates.rate2} onChange={(v) => setRates({ ...rates, rate2: v })} />
      <Button className="staff-agent-tier-save" size="small" onClick={save}>
        {t('staffAgents.save')}
      </Button>
    </View>
  );
}

/** Admins add a tier: its two names and rates in %; per-channel overrides are set through the API. */
function NewTier({ onAdded }: { onAdded(tier: AgentTier): void }) {
  const t = useT();
  const agentApi = useService(agentService);
  const empty = { name_zh: '', name_en: '', rate: '', rate2: '' };
  const [form, setForm] = useState(empty);
  const add = async () => {
    const [name_zh, name_en] = [form.name_zh.trim(), form.name_en.trim()];
    if (!name_zh || !name_en) return toast(t('staffAgents.namesRequired'));
    const [rate, rate2] = [bp(form.rate), bp(form.rate2)];
    if (!form.rate.trim() || !form.rate2.trim() || !inRange([rate, rate2])) return toast(t('staffAgents.rateRange'));
    try {
      onAdded(await agentApi.saveAgentTier({ name_zh, name_en, rate_bp: rate, level2_rate_bp: rate2, channel_rates: {} }));
      setForm(empty);
      toast(t('staffAgents.saved'));
    } catch {
      // toasted
    }
  };
  const field = (key: keyof typeof empty, className: string, placeholder: string, type: 'text' | 'digit') => (
    <Input className={className} type={type} value={form[key]} placeholder={placeholder} onChange={(v) => setForm({ ...form, [key]: v })} />
  );
  return (
    <View className="staff-agent-new-tier">
      <View className="staff-muted">{t('staffAgents.newTier')}</View>
      <View className="staff-row">
        {field('name_zh', 'staff-agent-new-tier-zh', t('staffAgents.nameZh'), 'text')}
        {field('name_en', 'staff-agent-new-tier-en', t('staffAgents.nameEn'), 'text')}
      </View>
      <View className="staff-row">
        {field('rate', 'staff-agent-new-tier-rate', '%', 'digit')}
        {field('rate2', 'staff-agent-new-tier-rate2', '%', 'digit')}
        <Button className="staff-agent-add-tier" size="small" onClick={add}>
          {t('staffAgents.addTier')}
        </Button>
      </View>
    </View>
  );
}

/** The settings and tiers, loaded once: the agent cards offer the tiers, the settings card edits them. */
function Body() {
  const agentApi = useService(agentService);
  const [loaded, setLoaded] = useState<{ settings: AgentSettings; tiers: AgentTier[] } | null>(null);
  useEffect(() => {
    agentApi.staffAgentSettings().then(setLoaded, () => {});
  }, [agentApi]);
  const tiers = loaded?.tiers ?? [];
  return (
    <>
      <Agents tiers={tiers} />
      {loaded && <Settings loaded={loaded.settings} tiers={tiers} setTiers={(next) => setLoaded({ ...loaded, tiers: next })} />}
    </>
  );
}

function StaffAgentsPage() {
  usePage('staffAgents.title');
  return <StaffGate className="staff-agents-page">{() => <Body />}</StaffGate>;
}

export default observer(StaffAgentsPage);
