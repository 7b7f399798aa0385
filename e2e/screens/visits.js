// The visits of the screen check: every route of src/app.config.ts at least once, as the user who sees it filled
// (ids from the seeded world, e2e/screens/world.js), and once per state that changes what a page shows.
const fs = require('fs');
const path = require('path');

const APP_CONFIG = path.resolve(__dirname, '..', '..', 'src', 'app.config.ts');
const CONSOLE_NAV = path.resolve(__dirname, '..', '..', 'admin', 'src', 'nav.tsx');

const quoted = (text) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);

/** Every route string of src/app.config.ts: the main `pages`, then each sub-package's root + page. */
function routesOfAppConfig(file = APP_CONFIG) {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const at = source.indexOf('subPackages:');
  if (at < 0) throw new Error(`no subPackages in ${file}`);
  const main = /pages:\s*\[([^\]]*)\]/.exec(source.slice(0, at));
  if (!main) throw new Error(`no pages in ${file}`);
  const packages = [...source.slice(at).matchAll(/root:\s*'([^']+)',\s*pages:\s*\[([^\]]*)\]/g)];
  return [...quoted(main[1]), ...packages.flatMap(([, root, pages]) => quoted(pages).map((page) => `${root}/${page}`))];
}

const visit = (name, route, as, query = {}) => ({ name, route, query, as, desktop: route.startsWith('pages/staff/') });

/** Every visit the screen check makes, for a world built by buildWorld. */
function visits(world) {
  const { ids } = world;
  const w = ids.waybills;
  const claimResult = {
    no: ids.claimNos.open,
    status: 'success',
    title: 'result.claim.title',
    text: 'result.claim.text',
    primary: 'result.claim.view',
    primary_url: `/pages/mine/after-service/detail?id=${ids.claims.open}`,
    secondary: 'result.claim.list',
    secondary_url: '/pages/mine/after-service/index',
  };
  return [
    // Signed out: the first pages a visitor from a share card meets.
    visit('login', 'pages/login/index', 'anon'),
    visit('register', 'pages/register/index', 'anon'),
    visit('register-invited', 'pages/register/index', 'anon', { invite_code: ids.inviteCode }),
    visit('home-signed-out', 'pages/home/index', 'anon'),
    visit('mine-signed-out', 'pages/mine/index', 'anon'),
    visit('track-public', 'pages/mine/track-log/index', 'anon', { no: ids.waybillNos.transit }),
    visit('not-found', 'pages/not-found/index', 'anon'),
    visit('waybill-detail-signed-out', 'pages/waybill/detail', 'anon', { id: w.pendingPayment }),

    // Tabs.
    visit('home', 'pages/home/index', 'customer'),
    visit('home-fresh', 'pages/home/index', 'fresh'),
    visit('express', 'pages/express/index', 'customer'),
    visit('waybill-list', 'pages/waybill/index', 'customer'),
    visit('waybill-list-fresh', 'pages/waybill/index', 'fresh'),
    visit('mine', 'pages/mine/index', 'customer'),
    visit('mine-fresh', 'pages/mine/index', 'fresh'),

    // Waybills: the detail in each state, and the pages around it.
    visit('waybill-detail-awaiting-receipt', 'pages/waybill/detail', 'customer', { id: w.send }),
    visit('waybill-detail-awaiting-pack', 'pages/waybill/detail', 'customer', { id: w.pendingPack }),
    visit('waybill-detail-awaiting-payment', 'pages/waybill/detail', 'customer', { id: w.pendingPayment }),
    visit('waybill-detail-paid', 'pages/waybill/detail', 'customer', { id: w.paid }),
    visit('waybill-detail-problem', 'pages/waybill/detail', 'customer', { id: w.problem }),
    visit('waybill-detail-in-transit', 'pages/waybill/detail', 'customer', { id: w.transit }),
    visit('waybill-detail-delivered', 'pages/waybill/detail', 'customer', { id: w.delivered }),
    visit('waybill-detail-cancelled', 'pages/waybill/detail', 'customer', { id: w.cancelled }),
    visit('waybill-detail-refunded', 'pages/waybill/detail', 'customer', { id: w.refunded }),
    visit('waybill-detail-not-found', 'pages/waybill/detail', 'customer', { id: 999999 }),
    visit('waybill-edit', 'pages/waybill/edit', 'customer', { id: w.pendingPack }),
    visit('waybill-logistics-in-transit', 'pages/waybill/logistics', 'customer', { id: w.transit }),
    visit('waybill-logistics-delivered', 'pages/waybill/logistics', 'customer', { id: w.delivered }),
    visit('waybill-pack', 'pages/waybill/pack', 'customer', { ids: `${ids.parcels.shelfScarf},${ids.parcels.shelfBoots}` }),
    visit('waybill-send', 'pages/waybill/send', 'customer'),
    visit('waybill-payment-awaiting-payment', 'pages/waybill/payment', 'customer', { id: w.pendingPayment }),
    visit('waybill-payment-paid', 'pages/waybill/payment', 'customer', { id: w.paid }),
    visit('waybill-payment-awaiting-transfer', 'pages/waybill/payment', 'payer', { id: ids.transferWaybill }),

    // Account, addresses, agreement.
    visit('bind-tel', 'pages/bind-tel/index', 'customer'),
    visit('user-info', 'pages/mine/user-info/index', 'customer'),
    visit('addresses', 'pages/mine/user-address/index', 'customer'),
    visit('addresses-sender', 'pages/mine/user-address/index', 'customer', { type: 'sender' }),
    visit('addresses-fresh', 'pages/mine/user-address/index', 'fresh'),
    visit('address-edit', 'pages/mine/user-address/edit', 'customer', { id: ids.addresses.zhangwei }),
    visit('address-new', 'pages/mine/user-address/edit', 'customer'),
    visit('agreement-signed', 'pages/signature/agreement', 'customer'),
    visit('agreement-unsigned', 'pages/signature/agreement', 'fresh'),
    visit('signature-pad', 'pages/signature/index', 'fresh', { version: ids.agreementVersion }),
    visit('preview-agreement', 'pages/preview-file/index', 'customer', { type: 'agreement' }),
    visit('preview-invoice', 'pages/preview-file/index', 'customer', { type: 'invoice', id: ids.invoice }),

    // Reference pages.
    visit('embargo', 'pages/embargo/index', 'customer'),
    visit('embargo-detail', 'pages/embargo/detail', 'customer', { id: ids.embargo }),
    visit('store-address', 'pages/store-address/index', 'customer'),
    visit('freight-trial', 'pages/freight-trial/index', 'customer'),
    visit('time-price', 'pages/time-price/index', 'customer'),
    visit('food-query', 'pages/mine/food-query/index', 'customer'),
    visit('pack-rule', 'pages/mine/pack-rule/index', 'customer'),
    visit('transport-protocol', 'pages/mine/transport-protocol/index', 'customer'),
    visit('privacy-policy', 'pages/mine/privacy/policy', 'anon'),
    visit('privacy-centre', 'pages/mine/privacy/index', 'customer'),
    visit('privacy-delete', 'pages/mine/privacy/delete', 'customer'),
    visit('privacy-consent', 'pages/mine/privacy/consent', 'customer'),
    visit('guide', 'pages/mine/guide/index', 'customer'),
    visit('ask-question', 'pages/mine/ask-question/index', 'customer'),
    visit('ask-question-mine', 'pages/mine/ask-question/index', 'customer', { tab: 'ask' }),
    visit('activities', 'pages/mine/new-activity/index', 'customer'),
    visit('activity-shared', 'pages/mine/new-activity/index', 'customer', { id: ids.activity }),
    visit('about', 'pages/mine/about/index', 'customer'),

    // Parcels and track queries.
    visit('parcels', 'pages/mine/my-parcel/index', 'customer'),
    visit('parcels-in-warehouse', 'pages/mine/my-parcel/index', 'customer', { tab: 'in_warehouse' }),
    visit('parcels-fresh', 'pages/mine/my-parcel/index', 'fresh'),
    visit('track-history', 'pages/mine/track-log/index', 'customer'),
    visit('track-list', 'pages/mine/track-log/list', 'customer'),

    // Money.
    visit('kg-cards', 'pages/recharge/card', 'customer'),
    visit('kg-cards-fresh', 'pages/recharge/card', 'fresh'),
    visit('kg-card-records', 'pages/recharge/record', 'customer'),
    visit('kg-card-deductions', 'pages/recharge/deduction', 'customer', { card_id: ids.card }),
    visit('coupons', 'pages/mine/my-coupon/index', 'customer'),
    visit('wallet', 'pages/mine/my-wallet/index', 'customer'),
    visit('wallet-fresh', 'pages/mine/my-wallet/index', 'fresh'),
    visit('payback-log', 'pages/mine/payback-log/index', 'customer'),
    // The demo customer's points: earned by the waybills paid from the wallet, one taken back by the refund.
    visit('points', 'pages/mine/points/index', 'customer'),
    visit('points-fresh', 'pages/mine/points/index', 'fresh'),
    visit('invoices', 'pages/invoice/index', 'customer'),
    visit('messages', 'pages/mine/messages/index', 'customer'),
    visit('messages-fresh', 'pages/mine/messages/index', 'fresh'),
    visit('message-prefs', 'pages/mine/messages/prefs', 'customer'),

    // Pickup, claims, after-sales, returns.
    visit('reservation', 'pages/reservation/index', 'customer'),
    visit('reservation-reschedule', 'pages/reservation/index', 'customer', { reschedule: ids.booking }),
    visit('reservation-result', 'pages/reservation/result', 'customer', { id: ids.booking }),
    visit('reservation-list', 'pages/reservation/list', 'customer'),
    visit('result-claim-submitted', 'pages/result/index', 'customer', claimResult),
    visit('result-failed', 'pages/result/index', 'customer', { status: 'fail' }),
    visit('claims', 'pages/claims/index', 'customer'),
    visit('claim-add', 'pages/claims/add', 'customer', { waybill_id: w.delivered }),
    visit('after-service', 'pages/mine/after-service/index', 'customer'),
    visit('after-service-open', 'pages/mine/after-service/detail', 'customer', { id: ids.claims.open }),
    visit('after-service-decided', 'pages/mine/after-service/detail', 'customer', { id: ids.claims.decided }),
    visit('returns', 'pages/mine/order-refund/index', 'customer'),
    visit('return-add', 'pages/mine/order-refund/add', 'customer'),
    visit('return-detail', 'pages/mine/order-refund/detail', 'customer', { id: ids.return }),

    // Agents: the agent, and the demo customer who is none.
    visit('agent-centre', 'pages/mine/user-agent/index', 'agent'),
    visit('agent-centre-non-agent', 'pages/mine/user-agent/index', 'customer'),
    visit('agent-team', 'pages/mine/my-team/index', 'agent'),
    visit('agent-team-non-agent', 'pages/mine/my-team/index', 'customer'),
    visit('withdraw-log', 'pages/mine/withdraw-log/index', 'agent'),
    visit('withdraw-log-non-agent', 'pages/mine/withdraw-log/index', 'customer'),

    // Staff (phone and desktop).
    visit('staff-home', 'pages/staff/index', 'staff'),
    visit('staff-home-admin', 'pages/staff/index', 'admin'),
    visit('staff-checkin', 'pages/staff/checkin', 'staff'),
    visit('staff-orders', 'pages/staff/orders', 'staff'),
    visit('staff-orders-awaiting-payment', 'pages/staff/orders', 'staff', { status: 'pending_payment' }),
    visit('staff-orders-problems', 'pages/staff/orders', 'staff', { problem: 1 }),
    visit('staff-order-awaiting-pack', 'pages/staff/order', 'staff', { id: w.pendingPack }),
    visit('staff-order-awaiting-payment', 'pages/staff/order', 'staff', { id: w.pendingPayment }),
    visit('staff-order-in-transit', 'pages/staff/order', 'staff', { id: w.transit }),
    visit('staff-dispatch', 'pages/staff/dispatch', 'staff'),
    visit('staff-batches', 'pages/staff/batches', 'staff'),
    visit('staff-batch', 'pages/staff/batches', 'staff', { id: ids.batch }),
    // The default view (ageing) needs parcels stored for weeks, which a world built today has not: see the held ones.
    visit('staff-storage-held', 'pages/staff/storage', 'staff', { view: 'held' }),
    visit('staff-storage-today', 'pages/staff/storage', 'staff', { view: 'today' }),
    visit('staff-storage-unclaimed', 'pages/staff/storage', 'staff', { view: 'unclaimed' }),
    visit('staff-desk', 'pages/staff/desk', 'staff'),
    visit('staff-claims', 'pages/staff/claims', 'staff'),
    visit('staff-claim', 'pages/staff/claim', 'staff', { id: ids.claims.open }),
    visit('staff-returns', 'pages/staff/returns', 'staff'),
    visit('staff-return', 'pages/staff/return', 'staff', { id: ids.return }),
    visit('staff-payments', 'pages/staff/payments', 'staff'),
    visit('staff-refunds', 'pages/staff/refunds', 'staff'),
    visit('staff-notifications', 'pages/staff/notifications', 'staff'),
    visit('staff-agents', 'pages/staff/agents', 'staff'),
    visit('staff-agents-admin', 'pages/staff/agents', 'admin'),
    visit('staff-agent-withdrawals', 'pages/staff/agent-withdrawals', 'staff'),
    visit('staff-coupons', 'pages/staff/coupons', 'staff'),
    visit('staff-coupons-admin', 'pages/staff/coupons', 'admin'),
    visit('staff-card-products', 'pages/staff/card-products', 'admin'),
    visit('staff-activities', 'pages/staff/activities', 'admin'),
    visit('staff-channels', 'pages/staff/channels', 'admin'),
    visit('staff-content', 'pages/staff/content', 'admin'),
    visit('staff-audit', 'pages/staff/audit', 'admin'),
    visit('staff-site-settings', 'pages/staff/site-settings', 'admin'),
  ];
}

/** Every page path of the office console's navigation (admin/src/nav.tsx), as `admin/<page>`. */
function consoleRoutes(file = CONSOLE_NAV) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/path: '\/([\w-]+)'/g)].map((m) => `admin/${m[1]}`);
}

/** The office console's pages (desktop only, 1280x800), as an admin, who sees every page. */
const consoleVisit = (name, page, query = {}) => ({ name: `console-${name}`, route: `admin/${page}`, query, as: 'admin', console: true });

function consoleVisits(world) {
  const { ids } = world;
  return [
    consoleVisit('waybills', 'waybills'),
    consoleVisit('waybill-open', 'waybills', { open: ids.waybills.pendingPayment }),
    consoleVisit('parcels', 'parcels'),
    consoleVisit('storage', 'storage', { view: 'held' }),
    consoleVisit('customers', 'customers'),
    consoleVisit('customer-record', 'customers', { open: ids.customerId }),
    consoleVisit('customer-record-cards', 'customers', { open: ids.customerId, tab: 'cards' }),
    consoleVisit('customer-record-coupons', 'customers', { open: ids.customerId, tab: 'coupons' }),
    consoleVisit('agents', 'agents'),
    consoleVisit('claims', 'claims'),
    consoleVisit('claim-open', 'claims', { open: ids.claims.open }),
    consoleVisit('returns', 'returns'),
    consoleVisit('return-open', 'returns', { open: ids.return }),
    consoleVisit('bookings', 'bookings'),
    consoleVisit('booking-open', 'bookings', { open: ids.booking }),
    consoleVisit('refunds', 'refunds'),
    consoleVisit('payments', 'payments'),
    consoleVisit('withdrawals', 'withdrawals'),
    consoleVisit('invoices', 'invoices'),
    consoleVisit('bank', 'bank'),
    consoleVisit('dead-jobs', 'dead-jobs'),
    consoleVisit('audit', 'audit'),
    consoleVisit('prices', 'prices'),
    consoleVisit('price-open', 'prices', { open: 1 }),
    consoleVisit('content', 'content'),
    consoleVisit('content-article', 'content/article'),
    consoleVisit('settings', 'settings'),
    consoleVisit('settings-slots', 'settings/slot_template'),
    consoleVisit('settings-closed', 'settings/depot_exception'),
    // The world's money was made today (the admin signs in to the New Zealand site).
    consoleVisit('finance', 'finance', { date: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland' }).format(new Date()) }),
    consoleVisit('batches', 'batches'),
    consoleVisit('batch-open', 'batches', { open: ids.batch }),
    consoleVisit('notifications', 'notifications'),
  ];
}

module.exports = { visits, routesOfAppConfig, consoleVisits, consoleRoutes };
