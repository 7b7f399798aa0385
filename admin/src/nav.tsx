// The console's pages by area of the office: each names the staff area (types/staff.ts) whose roles may open it,
// and the navigation shows only those the signed-in account's roles open.
import type { ReactNode } from 'react';
import type { StaffArea } from '@contract/staff';
import { Agents } from './pages/Agents';
import { Audit } from './pages/Audit';
import { BankImport } from './pages/BankImport';
import { Batches } from './pages/Batches';
import { Bookings } from './pages/Bookings';
import { Claims } from './pages/Claims';
import { Content, Prices, Settings } from './pages/Content';
import { Customers } from './pages/Customers';
import { DeadJobs } from './pages/DeadJobs';
import { Finance } from './pages/Finance';
import { Invoices } from './pages/Invoices';
import { Notifications } from './pages/Notifications';
import { Parcels } from './pages/Parcels';
import { Payments } from './pages/Payments';
import { Refunds } from './pages/Refunds';
import { Returns } from './pages/Returns';
import { Storage } from './pages/Storage';
import { Waybills } from './pages/Waybills';
import { Withdrawals } from './pages/Withdrawals';

/** The navigation's groups, in its order (the office's areas). */
export const NAV_GROUPS = ['waybills', 'warehouse', 'customers', 'service', 'finance', 'content', 'settings', 'audit'] as const;

export interface Page {
  path: string;
  group: (typeof NAV_GROUPS)[number];
  /** i18n key of its title. */
  title: string;
  /** The route when the page has more in its path than the navigation's entry (`/content/:kind?`). */
  route?: string;
  area: StaffArea;
  element: ReactNode;
}

export const PAGES: Page[] = [
  { path: '/waybills', group: 'waybills', title: 'waybills.title', area: 'waybills', element: <Waybills /> },
  { path: '/parcels', group: 'warehouse', title: 'parcels.title', area: 'waybills', element: <Parcels /> },
  { path: '/storage', group: 'warehouse', title: 'storage.title', area: 'waybills', element: <Storage /> },
  { path: '/batches', group: 'warehouse', title: 'batches.title', area: 'floor', element: <Batches /> },
  { path: '/bookings', group: 'warehouse', title: 'bookings.title', area: 'floor', element: <Bookings /> },
  { path: '/customers', group: 'customers', title: 'customers.title', area: 'service', element: <Customers /> },
  { path: '/agents', group: 'customers', title: 'agents.title', area: 'service', element: <Agents /> },
  { path: '/notifications', group: 'customers', title: 'notifications.title', area: 'service', element: <Notifications /> },
  { path: '/claims', group: 'service', title: 'claims.title', area: 'service', element: <Claims /> },
  { path: '/returns', group: 'service', title: 'returns.title', area: 'waybills', element: <Returns /> },
  { path: '/refunds', group: 'service', title: 'refunds.title', area: 'refunds', element: <Refunds /> },
  { path: '/payments', group: 'finance', title: 'payments.title', area: 'refunds', element: <Payments /> },
  { path: '/withdrawals', group: 'finance', title: 'withdrawals.title', area: 'money', element: <Withdrawals /> },
  { path: '/invoices', group: 'finance', title: 'invoices.title', area: 'money', element: <Invoices /> },
  { path: '/settings', route: '/settings/:kind?', group: 'settings', title: 'kinds.settingsTitle', area: 'admin', element: <Settings /> },
  { path: '/dead-jobs', group: 'settings', title: 'deadJobs.title', area: 'service', element: <DeadJobs /> },
  { path: '/audit', group: 'audit', title: 'audit.title', area: 'admin', element: <Audit /> },
  { path: '/bank', group: 'finance', title: 'bank.title', area: 'money', element: <BankImport /> },
  { path: '/prices', group: 'content', title: 'kinds.pricesTitle', area: 'admin', element: <Prices /> },
  { path: '/content', route: '/content/:kind?', group: 'content', title: 'kinds.contentTitle', area: 'admin', element: <Content /> },
  { path: '/finance', group: 'finance', title: 'close.title', area: 'money', element: <Finance /> },
];
