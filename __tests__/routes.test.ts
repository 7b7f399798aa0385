import { BUILT_PAGES } from '@/routes'

it('BUILT_PAGES lists exactly the pages registered in app.config', () => {
  ;(globalThis as any).defineAppConfig = (config: unknown) => config
  const config = require('@/app.config').default
  expect([...BUILT_PAGES].sort()).toEqual([...config.pages].sort())
  expect(config.tabBar.list.map((tab: { text: string }) => tab.text)).toEqual(['', '', '', ''])
})
