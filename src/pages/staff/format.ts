// Small helpers of the staff pages: role check, copy (times: components/Instant).
import Taro from '@tarojs/taro';
import type { Role, UserInfo } from '@contract/api';
import { mayWorkIn, type StaffArea } from '@contract/staff';

export const isStaffRole = (role: Role | undefined | null) => role === 'staff' || role === 'admin';

/** Whether the signed-in staff account's roles open `area` (types/staff.ts; the server checks the same table). */
export const mayUse = (user: UserInfo | null | undefined, area: StaffArea) => mayWorkIn(user?.staff_roles ?? [], area);

export const copy = (data: string) => Taro.setClipboardData({ data });

/** A stopPropagation wrapper for actions inside a tappable card. */
export const inside = (fn: () => void) => (e: { stopPropagation: () => void }) => {
  e.stopPropagation();
  fn();
};
