// Small helpers of the staff pages: role check, times, copy.
import Taro from '@tarojs/taro';
import type { Role } from '@contract/api';

export const isStaffRole = (role: Role | undefined | null) => role === 'staff' || role === 'admin';

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-21 14:30" in the device's time zone; '' for null. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Whether an ISO time falls on the device's today. */
export function isToday(iso: string | null | undefined, now = new Date()): boolean {
  if (!iso) return false;
  const d = new Date(iso);
  return d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
}

/**
 * A typed local time "YYYY-MM-DD HH:mm" -> ISO 8601 UTC; '' when empty; null when it is not a real time.
 */
export function localTimeToIso(text: string): string | null {
  const value = text.trim();
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const date = new Date(y, mo - 1, d, h, mi);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h || date.getMinutes() !== mi)
    return null;
  return date.toISOString();
}

export const copy = (data: string) => Taro.setClipboardData({ data });

/** A stopPropagation wrapper for actions inside a tappable card. */
export const inside = (fn: () => void) => (e: { stopPropagation: () => void }) => {
  e.stopPropagation();
  fn();
};
