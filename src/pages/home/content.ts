// The home page's banners and entries: from GET /api/home/lst (admin-edited, in the current language),
// else the built-in ones (while loading, offline, or when the server has none).
import { HOME_FEATURES } from '@/features';
import type { HomeBanner, HomeData, HomeEntry } from '@contract/content';
import '@/locales/areas/tabs';

export interface BannerView {
  key: string;
  title: string;
  text: string;
  route: string;
  image: string;
  /** Inline gradient of a server banner; built-ins are styled by class. */
  colors: HomeBanner['colors'] | null;
}

export interface EntryView {
  /** Stable class `feature-<key>`: the built-in key for a known route, else the server's code. */
  key: string;
  label: string;
  route: string;
  color: string;
}

export const BUILT_IN_BANNERS = ['fast', 'safe', 'card'] as const;

const ICON_COLORS: Record<string, string> = {
  warehouse: '#ce3436',
  calculator: '#ff7a45',
  clock: '#faad14',
  ban: '#f5222d',
  truck: '#1890ff',
  box: '#13c2c2',
  book: '#52c41a',
  question: '#722ed1',
  search: '#2f54eb',
  gift: '#eb2f96',
  card: '#eb2f96',
  coupon: '#fa8c16',
};

export function builtInBanners(t: (key: string) => string): BannerView[] {
  return BUILT_IN_BANNERS.map((key) => ({
    key,
    title: t(`home.banner.${key}.title`),
    text: t(`home.banner.${key}.text`),
    route: '',
    image: '',
    colors: null,
  }));
}

export function builtInEntries(t: (key: string) => string): EntryView[] {
  return HOME_FEATURES.map((f) => ({ key: f.key, label: t(`feature.${f.key}`), route: f.route, color: f.color }));
}

const serverBanner = (b: HomeBanner): BannerView => ({
  key: b.code,
  title: b.title,
  text: b.subtitle,
  route: b.route,
  image: b.image_url,
  colors: b.colors,
});

function serverEntry(e: HomeEntry): EntryView {
  const known = HOME_FEATURES.find((f) => f.route === e.route);
  return { key: known?.key ?? e.code, label: e.title, route: e.route, color: ICON_COLORS[e.icon] ?? known?.color ?? '#8c8c8c' };
}

export function homeContent(data: HomeData | null, t: (key: string) => string) {
  return {
    banners: data?.banners.length ? data.banners.map(serverBanner) : builtInBanners(t),
    entries: data?.entries.length ? data.entries.map(serverEntry) : builtInEntries(t),
  };
}
