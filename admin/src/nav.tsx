// The console's pages by area of the office: each names the staff area (types/staff.ts) whose roles may open it,
// and the navigation shows only those the signed-in account's roles open.
import type { ReactNode } from 'react';
import type { StaffArea } from '@contract/staff';
import { BankImport } from './pages/BankImport';
import { Parcels } from './pages/Parcels';
import { Payments } from './pages/Payments';
import { Waybills } from './pages/Waybills';

/** The navigation's groups, in its order (the office's areas). */
export const NAV_GROUPS = ['waybills', 'warehouse', 'customers', 'service', 'finance', 'content', 'settings', 'audit'] as const;

export interface Page {
  path: string;
  group: (typeof NAV_GROUPS)[number];
  /** i18n key of its title. */
  title: string;
  area: StaffArea;
  element: ReactNode;
}

export const PAGES: Page[] = [
  { path: '/waybills', group: 'waybills', title: 'waybills.title', area: 'waybills', element: <Waybills /> },
  { path: '/parcels', group: 'warehouse', title: 'parcels.title', area: 'waybills', element: <Parcels /> },
  { path: '/payments', group: 'finance', title: 'payments.title', area: 'refunds', element: <Payments /> },
  { path: '/bank', group: 'finance', title: 'bank.title', area: 'money', element: <BankImport /> },
];
