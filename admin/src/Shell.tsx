// The console's frame: navigation by area on the left; the search box (SearchBox), the site
// switch, language and account on top.
import { Button, Layout, Menu, Select, Space, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useT } from './i18n';
import { LangSwitch } from './LangSwitch';
import { NAV_GROUPS, type Page } from './nav';
import { SearchBox } from './SearchBox';
import { type SiteId, SITES, useSession } from './session';

export function Shell({ pages }: { pages: Page[] }) {
  const t = useT();
  const { me, site, switchSite, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A page with more in its path (/content/faq) is still its navigation entry.
  const current = pages.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`))?.path ?? pathname;

  const items = NAV_GROUPS.map((group) => ({ group, children: pages.filter((p) => p.group === group) }))
    .filter((g) => g.children.length)
    .map((g) => ({
      type: 'group' as const,
      key: g.group,
      label: t(`nav.${g.group}`),
      children: g.children.map((p) => ({ key: p.path, label: t(p.title) })),
    }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* Stays in view while the list scrolls, and scrolls itself when the areas outgrow the window. */}
      <Layout.Sider
        width={200}
        theme="light"
        style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
      >
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0, whiteSpace: 'nowrap' }}>
          {t('app.title')}
        </Typography.Title>
        <Menu mode="inline" selectedKeys={[current]} items={items} onClick={({ key }) => navigate(key)} style={{ borderInlineEnd: 0 }} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <SearchBox />
          <Space style={{ marginLeft: 'auto' }}>
            <Select<SiteId>
              value={site}
              style={{ width: 130 }}
              aria-label={t('signIn.site')}
              options={SITES.map((s) => ({ value: s, label: t(`site.${s}`) }))}
              onChange={switchSite}
            />
            <LangSwitch />
            <Typography.Text>{me?.nickname || me?.username}</Typography.Text>
            <Button onClick={signOut}>{t('app.signOut')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
