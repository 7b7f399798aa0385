// Shared formatting of the waybill pages: weights, the state steps, a party's address, money.
import { formatMoney } from '@/utils/money';
import { gramsToKg, mmToCm, shownKg } from '@contract/units';
import type { PartySnapshot, StateStep, WaybillDetail, WaybillMoney } from '@contract/waybill';
import '@/locales/areas/waybill';

export const kg = (g: number | null | undefined) => (g === null || g === undefined ? '' : shownKg(g));

export const cm = (mm: number | null | undefined) => (mm === null || mm === undefined ? '' : mmToCm(mm));

export type StepName = StateStep['status'];

const PACK_PATH: StepName[] = ['pending_pack', 'pending_payment', 'pending_dispatch', 'in_transit', 'handed_over', 'delivered'];
const SEND_PATH: StepName[] = [
  'pending_receipt',
  'received',
  'pending_payment',
  'pending_dispatch',
  'in_transit',
  'handed_over',
  'delivered',
];

/**
 * The vertical stepper: the states reached (with their time) and, unless cancelled, the states still ahead
 * (time null). A cancelled waybill shows only what happened.
 */
export function stepsOf(w: Pick<WaybillDetail, 'kind' | 'status' | 'history'>): { status: StepName; at: string | null }[] {
  const reached = new Map(w.history.map((s) => [s.status, s.at]));
  if (w.status === 'cancelled') return w.history.map((s) => ({ status: s.status, at: s.at }));
  const path = w.kind === 'send' ? SEND_PATH : PACK_PATH;
  return path.map((status) => ({ status, at: reached.get(status) ?? null }));
}

/** "name mobile full address postcode" for the clipboard. */
export function partyText(p: PartySnapshot): string {
  const place =
    p.country === 'CN'
      ? `${p.province}${p.city === p.province ? '' : p.city}${p.district}${p.address}`
      : [p.address, p.district, p.city, p.province].filter(Boolean).join(', ');
  return [p.name, p.mobile, place, p.postcode].filter(Boolean).join(' ');
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The list's money line: "应付 NZ$43.50" while due; "已付 NZ$70.00" (with the card grams that paid the rest)
 * once paid; refunding / refunded with the same amounts; null when there is none.
 */
export function moneyLine(m: WaybillMoney, currency: string, t: T): string | null {
  if (m.state === 'none') return null;
  if (m.state === 'due') return t('waybillList.amountDue', { amount: formatMoney(m.amount, currency) });
  const parts = [
    m.amount > 0 || m.card_grams === 0 ? formatMoney(m.amount, currency) : '',
    m.card_grams > 0 ? t('waybillList.cardGrams', { kg: gramsToKg(m.card_grams) }) : '',
  ];
  return t(`waybillList.money.${m.state}`, { amount: parts.filter(Boolean).join(' + ') });
}
