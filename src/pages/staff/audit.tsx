// The admin audit log: every change to reference data and settings, newest first, with who made it, when, and
// each field's old -> new value. Filters: the kind (chips of the kinds in the log), a range of days, and from an
// entry, the history of its row or the changes of its author.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { InLanguage, langOfField, Verbatim } from '@/components/InLanguage';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as adminService from '@/services/admin';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { AuditChange, AuditEntry } from '@contract/audit';
import type { Weekday } from '@contract/content';
import { gramsToKg } from '@contract/units';
import { TextField } from './AdminFields';
import { useFieldLabel } from './KindForm';
import { ListFoot } from './ListFoot';
import { AdminOnly, StaffGate } from './StaffGate';
import './admin.css';
import '@/locales/areas/admin';
import '@/locales/areas/staff';
import '@/locales/areas/cards';
import '@/locales/areas/reservation';
import '@/locales/areas/parcel';
import '@/locales/areas/claims';
import '@/locales/areas/returns';
import '@/locales/areas/waybill';

const isDay = (text: string) =>
  text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text);

/** Fields held in minor units (of the site's currency; `cny_limit` in fen) and in grams: shown as people read them. */
const MONEY = new Set([
  'first_price',
  'step_price',
  'insurance_min',
  'insurance_cap',
  'max_declared_value',
  'price',
  'min_spend',
  'max_off',
  'dual_approval_above',
  'daily_storage_fee',
  'return_handling_fee',
  'amount',
  'amount_due',
]);
const isGrams = (field: string) => /(^|_)g$/.test(field) || field === 'grams';

const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && !Number.isNaN(Date.parse(text));
/** A calendar day or a clock time of the depot's (a special day, a slot's start): already in the site's zone. */
const isWallTime = (text: string) => (text !== '' && isDay(text)) || /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
const isWeekday = (field: string, value: string) => field === 'weekday' && /^(mon|tue|wed|thu|fri|sat|sun)$/.test(value);

/** The statuses and steps of customers' records, by kind and field: the tables their own screens read them by. */
const VALUE_NAMES: Record<string, Record<string, string>> = {
  waybill: { status: 'staff.status' },
  parcel: { status: 'parcel.status' },
  claim: { status: 'afterService.status', action: 'adminArea.audit.claimAction', reason_code: 'staffClaims.reasons' },
  return: { status: 'returns.status', action: 'adminArea.audit.returnAction' },
  payment: { status: 'adminArea.audit.paymentStatus' },
  refund: { status: 'paidLines.refundStatus' },
  track_event: { incident: 'adminArea.audit.incident' },
};

/**
 * A value as it reads in a line: money and weights in their units, times through the one time formatter, yes / no,
 * a weekday or a record's status by its name, a bilingual field's text marked with its language, empty as "(empty)",
 * a group of fields (a refund) as its labelled parts, lists as JSON.
 */
function useShown() {
  const t = useT();
  const label = useFieldLabel();
  const { session } = useStores();
  const currency = siteCurrency(session);
  return function shown(kind: string, field: string, value: unknown): ReactNode {
    if (value === null || value === undefined || value === '') return t('adminArea.audit.none');
    if (typeof value === 'number' && MONEY.has(field)) return formatMoney(value, currency);
    if (typeof value === 'number' && field === 'cny_limit') return formatMoney(value, 'CNY');
    if (typeof value === 'number' && isGrams(field)) return `${gramsToKg(value)} kg`;
    if (typeof value === 'boolean') return t(value ? 'adminArea.audit.yes' : 'adminArea.audit.no');
    if (typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value).map(([k, v]) => (
        <View key={k} className={`audit-part audit-part-${k}`}>
          {label(k)}: {shown(kind, k, v)}
        </View>
      ));
    if (typeof value !== 'string') return JSON.stringify(value);
    if (isInstant(value)) return <Instant at={value} />;
    if (isWallTime(value)) return <Instant value={value} />;
    if (isWeekday(field, value)) return t(`reservation.weekday.${value as Weekday}`);
    const names = VALUE_NAMES[kind]?.[field];
    if (names) return t(`${names}.${value}`, { defaultValue: value });
    const lang = langOfField(field);
    return lang ? <InLanguage lang={lang}>{value}</InLanguage> : value;
  };
}

function ChangeLine({ kind, change }: { kind: string; change: AuditChange }) {
  const label = useFieldLabel();
  const shown = useShown();
  return (
    <View className={`audit-change audit-change-${change.field}`}>
      <View className="audit-field">{label(change.field)}</View>
      <View className="audit-values">
        <View className="audit-old">{shown(kind, change.field, change.old)}</View>
        <View className="audit-arrow">→</View>
        <View className="audit-new">{shown(kind, change.field, change.new)}</View>
      </View>
    </View>
  );
}

interface Focus {
  row?: { kind: string; id: number; label: string };
  actor?: { id: number; name: string };
}

function Entry({ entry: e, onFocus }: { entry: AuditEntry; onFocus(focus: Focus): void }) {
  const t = useT();
  return (
    <View className={`staff-card audit-entry audit-entry-${e.id} audit-${e.action}`}>
      <View className="staff-row">
        <View className="audit-what">
          {/* The server names a row by its code or its English name (audit/record.ts labelOf). */}
          {t(`adminArea.kind.${e.kind}`, { defaultValue: e.kind })} · {e.label ? <InLanguage lang="en">{e.label}</InLanguage> : '-'}
          {e.entity_id !== null ? ` #${e.entity_id}` : ''}
        </View>
        <View className="staff-badge audit-action">{t(`adminArea.audit.action.${e.action}`)}</View>
      </View>
      <View className="staff-muted audit-who">
        <Verbatim className="audit-actor">{e.actor.name}</Verbatim> · <Instant at={e.created_at} />
      </View>
      {e.changes.map((c) => (
        <ChangeLine key={c.field} kind={e.kind} change={c} />
      ))}
      <View className="admin-actions">
        {e.entity_id !== null && (
          <>
            <View className="audit-copy" onClick={() => Taro.setClipboardData({ data: String(e.entity_id) })}>
              {t('adminArea.audit.copy')}
            </View>
            <View className="audit-only-row" onClick={() => onFocus({ row: { kind: e.kind, id: e.entity_id!, label: e.label } })}>
              {t('adminArea.audit.onlyRow')}
            </View>
          </>
        )}
        <View className="audit-only-actor" onClick={() => onFocus({ actor: e.actor })}>
          {t('adminArea.audit.onlyActor')}
        </View>
      </View>
    </View>
  );
}

function AuditLog() {
  const t = useT();
  const adminApi = useService(adminService);
  const [kind, setKind] = useState('');
  const [days, setDays] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState({ from: '', to: '' });
  const [kinds, setKinds] = useState<string[]>([]);
  const [focus, setFocus] = useState<Focus>({});
  const [error, setError] = useState('');
  const list = usePagedList<AuditEntry>(
    async (page, pageSize) => {
      const answer = await adminApi.listAudit({
        page,
        page_size: pageSize,
        ...(kind ? { kind } : {}),
        ...(applied.from ? { from: applied.from } : {}),
        ...(applied.to ? { to: applied.to } : {}),
        ...(focus.row ? { entity_id: focus.row.id } : {}),
        ...(focus.actor ? { actor_id: focus.actor.id } : {}),
      });
      setKinds(answer.kinds);
      return answer;
    },
    [kind, applied.from, applied.to, focus.row?.id, focus.actor?.id],
  );
  /** A row's history is within its kind. */
  const focusOn = (next: Focus) => {
    if (next.row) setKind(next.row.kind);
    setFocus((now) => ({ ...now, ...next }));
  };
  const pickKind = (k: string) => {
    setKind(k);
    if (focus.row && focus.row.kind !== k) setFocus((now) => ({ ...now, row: undefined }));
  };

  const filter = () => {
    const [from, to] = [days.from.trim(), days.to.trim()];
    if (!isDay(from) || !isDay(to) || (from && to && to < from)) return setError(t('adminArea.audit.badDays'));
    setError('');
    setApplied({ from, to });
  };

  return (
    <>
      <View className="admin-kind-tabs audit-kinds">
        {['', ...kinds].map((k) => (
          <View
            key={k || 'all'}
            className={`admin-chip audit-kind audit-kind-${k || 'all'}${k === kind ? ' admin-chip--on' : ''}`}
            onClick={() => pickKind(k)}
          >
            {k ? t(`adminArea.kind.${k}`, { defaultValue: k }) : t('adminArea.audit.all')}
          </View>
        ))}
      </View>
      {(focus.row || focus.actor) && (
        <View className="admin-kind-tabs audit-focus">
          {focus.row && (
            <View className="admin-chip admin-chip--on audit-focus-row" onClick={() => setFocus((now) => ({ ...now, row: undefined }))}>
              {t('adminArea.audit.row', { label: focus.row.label || '-', id: focus.row.id })} ×
            </View>
          )}
          {focus.actor && (
            <View className="admin-chip admin-chip--on audit-focus-actor" onClick={() => setFocus((now) => ({ ...now, actor: undefined }))}>
              {t('adminArea.audit.actor', { name: focus.actor.name })} ×
            </View>
          )}
        </View>
      )}
      <View className="staff-card audit-filter">
        <TextField
          name="audit-from"
          label={t('adminArea.audit.from')}
          value={days.from}
          onChange={(v) => setDays((d) => ({ ...d, from: v }))}
          placeholder="YYYY-MM-DD"
          maxLength={10}
        />
        <TextField
          name="audit-to"
          label={t('adminArea.audit.to')}
          value={days.to}
          onChange={(v) => setDays((d) => ({ ...d, to: v }))}
          placeholder="YYYY-MM-DD"
          maxLength={10}
        />
        <View className="form-error staff-error audit-error">{error}</View>
        <Button className="audit-apply" type="primary" block onClick={filter}>
          {t('adminArea.audit.filter')}
        </Button>
      </View>
      {list.loading ? (
        <View className="audit-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="audit-empty" text={t('adminArea.audit.empty')} />
      ) : (
        <View className="audit-entries">
          {list.items.map((e) => (
            <Entry key={e.id} entry={e} onFocus={focusOn} />
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffAuditPage() {
  usePage('adminArea.auditTitle');
  return <StaffGate className="staff-audit-page">{() => <AdminOnly>{() => <AuditLog />}</AdminOnly>}</StaffGate>;
}
