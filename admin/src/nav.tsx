// The console's pages by area of the office: each names the staff area (types/staff.ts) whose roles may open it,
// and the navigation shows only those the signed-in account's roles open.
import type { ReactNode } from 'react';
import type { StaffArea } from '@contract/staff';
import { Agents } from './pages/Agents';
import { Audit } from './pages/Audit';
import { BankImport } from './pages/BankImport';
import { Bookings } from './pages/Bookings';
import { Claims } from './pages/Claims';
import { Customers } from './pages/Customers';
import { DeadJobs } from './pages/DeadJobs';
import { Invoices } from './pages/Invoices';
import { Parcels } from './pages/Parcels';
import { Payments } from './pages/Payments';
import { Refunds } from './pages/Refunds';
import { Returns } from './pages/Returns';
import { Waybills } from './pages/Waybills';
import { Withdrawals } from './pages/Withdrawals';

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
  { path: '/bookings', group: 'warehouse', title: 'bookings.title', area: 'floor', element: <Bookings /> },
  { path: '/customers', group: 'customers', title: 'customers.title', area: 'service', element: <Customers /> },
  { path: '/agents', group: 'customers', title: 'agents.title', area: 'service', element: <Agents /> },
  { path: '/claims', group: 'service', title: 'claims.title', area: 'service', element: <Claims /> },
  { path: '/returns', group: 'service', title: 'returns.title', area: 'waybills', element: <Returns /> },
  { path: '/refunds', group: 'service', title: 'refunds.title', area: 'refunds', element: <Refunds /> },
  { path: '/payments', group: 'finance', title: 'payments.title', area: 'refunds', element: <Payments /> },
  { path: '/withdrawals', group: 'finance', title: 'withdrawals.title', area: 'money', element: <Withdrawals /> },
  { path: '/invoices', group: 'finance', title: 'invoices.title', area: 'money', element: <Invoices /> },
  { path: '/dead-jobs', group: 'settings', title: 'deadJobs.title', area: 'service', element: <DeadJobs /> },
  { path: '/audit', group: 'audit', title: 'audit.title', area: 'admin', element: <Audit /> },
  { path: '/bank', group: 'finance', title: 'bank.title', area: 'money', element: <BankImport /> },
];
