/**
 * index.html for a page path, naming what that page loads first as <link rel="preload">: its chunks and the
 * start-up strings of the visitor's language (route-preloads.json, written by the H5 build: config/route-preloads.ts).
 * Without them the browser learns of these files only once the app chunk has downloaded and run. For login, register
 * and home it is the page drawn in that language (prerendered/, scripts/prerender-h5.js).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Lang = 'zh_CN' | 'en';
interface RoutePreloads {
  pages: Record<string, string[]>;
  lang: Partial<Record<Lang, string>>;
}

/** The app's first page (src/app.config.ts), which Taro's router shows at "/". */
const FIRST_PAGE = '/pages/login/index';

/** The app's own rule (src/stores/language.ts): the chosen language (its `lang` cookie), else English on an English device, else Chinese. */
export function visitorLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const chosen = /(?:^|;\s*)lang=(en|zh_CN)(?:;|$)/.exec(cookie ?? '')?.[1];
  if (chosen) return chosen as Lang;
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh_CN';
}

// Low priority: the app chunk and Taro's runtime, which paint the first frame, keep the bandwidth first (with these
// at default priority Lighthouse's first paint moved from 0.8 s to 2.6 s; the page's own paint did not change).
const link = (href: string) => `<link rel="preload" href="${href}" as="${href.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`;

/**
 * The pages whose first screen the build wrote into their HTML (scripts/prerender-h5.js): page path -> language ->
 * file under the build's root. That file is index.html with the page drawn in it, so the page shows before the app runs.
 */
type Prerendered = Record<string, Partial<Record<Lang, string>>>;

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

/** index.html of the build at `root` for a page path and language (prerendered when it can be); each pair is built once. */
export function pageHtml(root: string): (page: string, lang: Lang) => string {
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  const preloads = readJson<RoutePreloads>(path.join(root, 'route-preloads.json'));
  const prerendered = readJson<Prerendered>(path.join(root, 'prerendered', 'pages.json')) ?? {};
  const built = new Map<string, string>();
  return (page, lang) => {
    const route = page === '/' ? FIRST_PAGE : page;
    // Any other path shares one entry per language (unknown paths are not remembered one by one).
    const known = prerendered[route] || preloads?.pages[route] ? route : '';
    const key = `${known} ${lang}`;
    let out = built.get(key);
    if (out === undefined) {
      const drawn = prerendered[known]?.[lang];
      const html = drawn ? readFileSync(path.join(root, drawn), 'utf8') : index;
      const files = preloads ? [preloads.lang[lang], ...(preloads.pages[known] ?? [])].filter((f): f is string => !!f) : [];
      out = html.replace('</head>', `${files.map(link).join('')}</head>`);
      built.set(key, out);
    }
    return out;
  };
}
