// Small helpers of the staff pages: role check, copy (times: components/Instant).
import Taro from '@tarojs/taro';
import type { Role } from '@contract/api';

export const isStaffRole = (role: Role | undefined | null) => role === 'staff' || role === 'admin';

export const copy = (data: string) => Taro.setClipboardData({ data });

/** A stopPropagation wrapper for actions inside a tappable card. */
export const inside = (fn: () => void) => (e: { stopPropagation: () => void }) => {
  e.stopPropagation();
  fn();
};
