// Agents: applications to review (approve, or reject with a reason), approved agents with tier and commission
// totals, rejected ones; the commission settings below (admins save them). Pull to refresh, scroll for more.
import { Button, Input, Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import { toast } from '@/services/feedback';
import { useApi, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { AgentSettings, AgentStatus, AgentTier, StaffAgentRow } from '@contract/agent';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/staff';
import '@/locales/areas/agent';
import '@/locales/areas/cards';

const TABS: AgentStatus[] = ['pending', 'approved', 'rejected'];

function AgentCard({ a, onDecided }: { a: StaffAgentRow; onDecided(): void }) {
  const t = useT();
  const { session } = useStores();
  const api = useApi();
  const [reason, setReason] = useState('');
  const money = (minor: number) => formatMoney(minor, siteCurrency(session));
  const decide = async (outcome: 'approve' | 'reject') => {
    if (outcome === 'reject' && !reason.trim()) return toast(t('staffAgents.reasonRequired'));
    try {
      await api.agent.staffDecideAgent(a.id, outcome === 'approve' ? { outcome } : { outcome, reason: reason.trim() });
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

function Agents() {
  const t = useT();
  const api = useApi();
  const [tab, setTab] = useState<AgentStatus>('pending');
  const list = usePagedList<StaffAgentRow>(
    (page, pageSize) => api.agent.staffListAgents({ page, page_size: pageSize, status: tab }),
    [tab],
  );
  return (
    <>
      <View className="staff-tabs">
        {TABS.map((x) => (
          <View key={x} className={`staff-tab staff-agents-tab-${x}${x === tab ? ' staff-tab--active' : ''}`} onClick={() => setTab(x)}>
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
            <AgentCard key={a.id} a={a} onDecided={list.refresh} />
          ))}
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

const NUMBERS = [
  ['hold_days', 'holdDays'],
  ['min_withdraw', 'minWithdraw'],
  ['bank_fee', 'bankFee'],
  ['daily_cap', 'dailyCap'],
  ['dual_approval_above', 'dualAbove'],
] as const;

function Settings() {
  const t = useT();
  const { session } = useStores();
  const api = useApi();
  const [settings, setSettings] = useState<AgentSettings | null>(null);
  const [tiers, setTiers] = useState<AgentTier[]>([]);
  useEffect(() => {
    api.agent.staffAgentSettings().then(
      (a) => {
        setSettings(a.settings);
        setTiers(a.tiers);
      },
      () => {},
    );
  }, [api]);
  if (!settings) return null;
  const admin = session.userInfo?.role === 'admin';
  const save = () =>
    api.agent.saveAgentSettings(settings).then(
      (s) => {
        setSettings(s);
        toast(t('staffAgents.saved'));
      },
      () => {},
    );
  const release = () =>
    api.agent.releaseCommissions().then(
      (a) => toast(t('staffAgents.released', { n: a.released })),
      () => {},
    );
  return (
    <View className="staff-card staff-agent-settings">
      <View className="staff-card-title">{t('staffAgents.settings')}</View>
      <View className="staff-row">
        {t('staffAgents.autoApprove')}
        <Switch
          className="staff-agent-auto"
          checked={settings.auto_approve}
          disabled={!admin}
          onChange={(v) => setSettings({ ...settings, auto_approve: v })}
        />
      </View>
      <View className="staff-row">
        {t('staffAgents.secondLevel')}
        <Switch
          className="staff-agent-second"
          checked={settings.second_level}
          disabled={!admin}
          onChange={(v) => setSettings({ ...settings, second_level: v })}
        />
      </View>
      {NUMBERS.map(([key, label]) => (
        <View key={key} className="staff-row">
          {t(`staffAgents.${label}`)}
          <Input
            className={`staff-agent-${key}`}
            type="number"
            disabled={!admin}
            value={String(settings[key])}
            onChange={(v) => setSettings({ ...settings, [key]: Number(v.replace(/\D/g, '')) || 0 })}
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
              name: Taro.getStorageSync('lang') === 'en' ? x.name_en : x.name_zh,
              rate: x.rate_bp / 100,
              rate2: x.level2_rate_bp / 100,
            })}
          </View>
        ),
      )}
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

/** Admins change a tier's rates (in %, sent as basis points); channel overrides stay as they are. */
function TierEditor({ tier, onSaved }: { tier: AgentTier; onSaved(tier: AgentTier): void }) {
  const t = useT();
  const api = useApi();
  const [rates, setRates] = useState({ rate: String(tier.rate_bp / 100), rate2: String(tier.level2_rate_bp / 100) });
  const bp = (percent: string) => Math.round(Number(percent) * 100);
  const save = async () => {
    const [rate, rate2] = [bp(rates.rate), bp(rates.rate2)];
    if (![rate, rate2].every((r) => Number.isInteger(r) && r >= 0 && r <= 5000)) return toast(t('staffAgents.rateRange'));
    const { id, is_default: _default, ...body } = tier;
    try {
      onSaved(await api.agent.saveAgentTier({ ...body, rate_bp: rate, level2_rate_bp: rate2 }, id));
      toast(t('staffAgents.saved'));
    } catch {
      // toasted
    }
  };
  return (
    <View className={`staff-row staff-agent-tier staff-agent-tier-${tier.id}`}>
      <View>{Taro.getStorageSync('lang') === 'en' ? tier.name_en : tier.name_zh}</View>
      <Input className="staff-agent-tier-rate" type="digit" value={rates.rate} onChange={(v) => setRates({ ...rates, rate: v })} />
      <Input className="staff-agent-tier-rate2" type="digit" value={rates.rate2} onChange={(v) => setRates({ ...rates, rate2: v })} />
      <Button className="staff-agent-tier-save" size="small" onClick={save}>
        {t('staffAgents.save')}
      </Button>
    </View>
  );
}

function StaffAgentsPage() {
  usePage('staffAgents.title');
  return (
    <StaffGate className="staff-agents-page">
      {() => (
        <>
          <Agents />
          <Settings />
        </>
      )}
    </StaffGate>
  );
}

export default observer(StaffAgentsPage);
