// The office console (/admin/): Ant Design in the chosen language (Chinese unless English was chosen), the staff
// session, and the pages the account's roles open.
import { App as AntApp, ConfigProvider, Spin, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { mayWorkIn } from '@contract/staff';
import { type Lang, LangContext, translator } from './i18n';
import { PAGES } from './nav';
import { SessionProvider, useSession } from './session';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import 'dayjs/locale/zh-cn';
import './console.css';

const LANG = 'admin.lang';

/**
 * Ant Design's look with every text at 4.5:1 or more (WCAG AA): its default blue, placeholders and secondary greys
 * fall short on white. A denser navigation, so every area fits an 800 px high window.
 */
const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
  },
  components: { Menu: { itemHeight: 34, itemMarginBlock: 2, groupTitleColor: 'rgba(0, 0, 0, 0.6)' } },
};

function Console() {
  const { me, checking } = useSession();
  if (checking) return <Spin fullscreen />;
  if (!me) return <SignIn />;
  const pages = PAGES.filter((p) => mayWorkIn(me.roles, p.area));
  return (
    <Routes>
      <Route element={<Shell pages={pages} />}>
        {pages.map((p) => (
          <Route key={p.path} path={p.route ?? p.path} element={p.element} />
        ))}
        <Route path="*" element={<Navigate to={pages[0]?.path ?? '/'} replace />} />
      </Route>
    </Routes>
  );
}

function Root() {
  const [lang, setLangState] = useState<Lang>(localStorage.getItem(LANG) === 'en' ? 'en' : 'zh');
  const value = useMemo(
    () => ({
      lang,
      t: translator(lang),
      setLang(next: Lang) {
        localStorage.setItem(LANG, next);
        setLangState(next);
      },
    }),
    [lang],
  );
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  document.title = value.t('app.title');
  return (
    <LangContext.Provider value={value}>
      <ConfigProvider
        locale={lang === 'en' ? enUS : zhCN}
        button={{ autoInsertSpace: false }}
        // A denser navigation: every area fits an 800 px high window.
        theme={CONSOLE_THEME}
      >
        <AntApp>
          <SessionProvider>
            <BrowserRouter basename="/admin">
              <Console />
            </BrowserRouter>
          </SessionProvider>
        </AntApp>
      </ConfigProvider>
    </LangContext.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
