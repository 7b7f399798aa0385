import { HOME_FEATURES, MINE_MENU } from '@/features';
import { isAppPage, ROUTES, TAB_ROUTES } from '@/routes';

function registeredPages() {
  (globalThis as any).defineAppConfig = (config: unknown) => config;
  const config = require('@/app.config').default;
  // Sub-package pages count with their full path (root + page).
  const subPages = (config.subPackages ?? []).flatMap((sub: { root: string; pages: string[] }) =>
    sub.pages.map((page) => `${sub.root.replace(/\/?$/, '/')}${page}`),
  );
  return { config, pages: [...config.pages, ...subPages].map((page: string) => `/${page}`) };
}

it('ROUTES names exactly the pages registered in app.config, the tabs among them', () => {
  const { config, pages } = registeredPages();
  expect([...new Set(Object.values(ROUTES))].sort()).toEqual([...pages].sort());
  expect(config.tabBar.list.map((tab: { pagePath: string }) => `/${tab.pagePath}`)).toEqual(TAB_ROUTES);
  expect(config.tabBar.list.map((tab: { text: string }) => tab.text)).toEqual(['', '', '', '']);
});

it('every home and mine entry opens a registered page', () => {
  const { pages } = registeredPages();
  for (const entry of [...HOME_FEATURES, ...MINE_MENU]) expect(pages).toContain(entry.route);
});

it('tells a page of the app from a route that names none', () => {
  expect(isAppPage(ROUTES.waybillDetail)).toBe(true);
  expect(isAppPage('pages/waybill/detail?id=3')).toBe(true);
  expect(isAppPage('/pages/agent/index')).toBe(false);
});

it('registers the staff pages in their own weapp sub-package', () => {
  (globalThis as any).defineAppConfig = (config: unknown) => config;
  const config = require('@/app.config').default;
  expect(config.subPackages).toContainEqual({
    root: 'pages/staff',
    pages: [
      'index',
      'checkin',
      'orders',
      'order',
      'dispatch',
      'payments',
      'refunds',
      'card-products',
      'coupons',
      'activities',
      'notifications',
      'desk',
      'claims',
      'claim',
      'returns',
      'return',
      'channels',
      'content',
      'audit',
      'storage',
      'batches',
      'site-settings',
      'agents',
      'agent-withdrawals',
    ],
  });
  expect(config.pages.filter((p: string) => p.startsWith('pages/staff/'))).toEqual([]);
});
