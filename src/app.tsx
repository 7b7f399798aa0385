// App shell: the stores, NutUI's own texts in the current language, launch rules, and on H5 the page loader.
import { ConfigProvider } from '@nutui/nutui-react-taro';
import Taro from '@tarojs/taro';
import { type PropsWithChildren } from 'react';
import { launch } from '@/app/launch';
import { withQuery } from '@/lib/navigation';
import { listenForPrivacyPrompt } from '@/lib/privacy-prompt';
import { useShownLang } from '@/locales';
import { nutTexts } from '@/locales/nutui';
import { ROUTES } from '@/routes';
import { getRootStore, StoreProvider } from '@/stores';
import './app.css';

const store = getRootStore();
const isH5 = process.env.TARO_ENV === 'h5';
// A constant condition: webpack drops the H5 shell (page loader, width cap, tab bar CSS) from the mini-program.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const h5Shell: typeof import('@/app/h5') | null = process.env.TARO_ENV === 'h5' ? require('@/app/h5') : null;
h5Shell?.setupH5(store.ui);

function NutLocale({ children }: PropsWithChildren) {
  return <ConfigProvider locale={nutTexts(useShownLang())}>{children}</ConfigProvider>;
}

function App({ children }: PropsWithChildren) {
  // The page opened, with its query: signed out, sign-in comes back to it.
  Taro.useLaunch((options) => {
    listenForPrivacyPrompt();
    return launch(store, isH5 ? window.location.pathname + window.location.search : withQuery(options?.path ?? '', options?.query));
  });
  // An address the app doesn't have shows the "page not found" view with a way home, not a blank page.
  Taro.usePageNotFound(() => Taro.reLaunch({ url: ROUTES.notFound }));
  return (
    <StoreProvider store={store}>
      <NutLocale>{children}</NutLocale>
      {h5Shell && <h5Shell.PageLoadView />}
    </StoreProvider>
  );
}

export default App;
