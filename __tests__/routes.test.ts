import { BUILT_PAGES } from '@/routes'

it('BUILT_PAGES lists exactly the pages registered in app.config', () => {
  ;(globalThis as any).defineAppConfig = (config: unknown) => config
  const config = require('@/app.config').default
  // Sub-package pages count with their full path (root + page).
  const subPages = (config.subPackages ?? []).flatMap((sub: { root: string; pages: string[] }) =>
    sub.pages.map((page) => `${sub.root.replace(/\/?$/, '/')}${page}`))
  expect([...BUILT_PAGES].sort()).toEqual([...config.pages, ...subPages].sort())
  expect(config.tabBar.list.map((tab: { text: string }) => tab.text)).toEqual(['', '', '', ''])
})

it('registers the staff pages in their own weapp sub-package', () => {
  ;(globalThis as any).defineAppConfig = (config: unknown) => config
  const config = require('@/app.config').default
  expect(config.subPackages).toContainEqual({ root: 'pages/staff', pages: ['index', 'checkin', 'orders', 'order', 'dispatch', 'payments', 'refunds', 'card-products', 'coupons', 'activities', 'notifications', 'desk', 'claims', 'claim', 'returns', 'return', 'channels', 'content', 'audit', 'storage', 'batches', 'site-settings', 'agents', 'agent-withdrawals'] })
  expect(config.pages.filter((p: string) => p.startsWith('pages/staff/'))).toEqual([])
})
