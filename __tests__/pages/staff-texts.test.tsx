// No staff page shows a translation key or an untranslated word. Two guards:
// - statically, every key a staff page's files name (a literal key, or the fixed part of a built one) resolves in
//   both languages in the strings that page's own imports register (start-up strings + the areas it imports),
//   so a key never depends on another page having loaded its area first;
// - rendered, the dashboard and the payments list with data, in zh and en, show no text shaped like a key and,
//   in Chinese, no lowercase English word (a raw enum value such as "failed").
import Taro from '@tarojs/taro';
import fs from 'fs';
import path from 'path';
import StaffHomePage from '@/pages/staff/index';
import StaffPaymentsPage from '@/pages/staff/payments';
import { RootStore } from '@/stores';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { payment } from '../support/money-samples';
import { mountPage } from '../support/mount';
import { userWithRole } from '../support/staff-page';

type Tree = { [key: string]: string | Tree };

const SRC = path.join(__dirname, '../../src');
const STAFF = path.join(SRC, 'pages/staff');

/** A source file an import names, or null for a package, a style sheet or a contract type. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** The file and every source file it imports, transitively (the locales folder itself apart). */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(path.join(SRC, 'locales'))) return;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/^import (?:[^'"]* from )?'([^']+)';/gm)) {
      const found = resolveImport(file, spec);
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

const lookup = (tree: Tree, key: string): string | Tree | undefined =>
  key.split('.').reduce<string | Tree | undefined>((at, part) => (at && typeof at === 'object' ? at[part] : undefined), tree);

function merged(trees: Tree[]): Tree {
  const into: Tree = {};
  const merge = (to: Tree, from: Tree) => {
    for (const [k, v] of Object.entries(from)) {
      if (typeof v === 'object' && typeof to[k] === 'object') merge(to[k] as Tree, v);
      else to[k] = typeof v === 'object' ? merge({}, v) : v;
    }
    return to;
  };
  trees.forEach((tree) => merge(into, tree));
  return into;
}

const startUp = { zh: require('@/locales/zh-CN').default as Tree, en: require('@/locales/en').default as Tree };
const area = (name: string): { zh: Tree; en: Tree } => require(`@/locales/areas/${name}`);
const AREAS = fs.readdirSync(path.join(SRC, 'locales/areas')).map((file) => file.replace(/\.ts$/, ''));
const NAMESPACES = new Set([startUp.zh, ...AREAS.map((name) => area(name).zh)].flatMap((tree) => Object.keys(tree)));

const PAGES = fs
  .readdirSync(STAFF)
  .filter((file) => file.endsWith('.config.ts'))
  .map((file) => file.replace('.config.ts', ''));

describe.each(PAGES)('staff page %s', (page) => {
  const files = closure(path.join(STAFF, `${page}.tsx`));
  const areas = [
    ...new Set(
      files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/import '@\/locales\/areas\/([\w-]+)';/g)].map((m) => m[1])),
    ),
  ];
  const strings = {
    zh: merged([startUp.zh, ...areas.map((name) => area(name).zh)]),
    en: merged([startUp.en, ...areas.map((name) => area(name).en)]),
  };
  const uses = files.flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8').replace(/^import .*$/gm, '');
    const where = path.relative(SRC, file);
    // 'a.b.c' in any string literal whose first part is a namespace of the strings: a key (or a group of them
    // handed to a helper, as useAdminSave takes one), whoever passes it to t.
    const literal = [...source.matchAll(/['`]([a-zA-Z]\w*(?:\.\w+)+)['`]/g)]
      .map((m) => m[1])
      .filter((key) => NAMESPACES.has(key.split('.')[0]))
      .map((key) => ({ where, key, leaf: true }));
    // `a.b.${x}`: the fixed part must be a group of texts.
    const built = [...source.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*)\.\$\{/g)]
      .map((m) => m[1])
      .filter((key) => NAMESPACES.has(key.split('.')[0]))
      .map((key) => ({ where, key, leaf: false }));
    return [...literal, ...built];
  });

  it.each(['zh', 'en'] as const)('every key its files use resolves in %s with the areas it imports', (lang) => {
    const missing = uses
      .filter(({ key, leaf }) => {
        const found = lookup(strings[lang], key);
        return leaf ? found === undefined : typeof found !== 'object';
      })
      .map(({ where, key }) => `${where}: ${key}`);
    expect(missing).toEqual([]);
  });
});

describe('rendered staff pages show no keys and no raw enum words', () => {
  const user = userWithRole('admin');
  const paid = (id: number, over: object) => ({
    ...payment({ id, no: `P2026010100000${id}`, ...over }),
    member_code: 'NZ10086',
    refund: null,
  });
  const PAYMENTS = {
    list: [
      paid(1, { status: 'paid', method: 'sandbox', paid_at: '2026-01-01T12:00:00Z' }),
      paid(2, { status: 'failed', purpose: 'return', waybill_id: null, waybill_no: null, failure_reason: 'failed' }),
      paid(3, { status: 'cancelled', purpose: 'card', waybill_id: null, waybill_no: null, failure_reason: 'expired' }),
      paid(4, { status: 'pending', purpose: 'topup', waybill_id: null, waybill_no: null, method: 'stripe' }),
    ],
    total: 4,
    page: 1,
    page_size: 20,
    sum_amount: 3150,
    by_status: ['paid', 'failed', 'cancelled', 'pending'].map((status) => ({ status, count: 1, amount: 3150 })),
  };
  const COUNTS = { checked_in_today: 5, unclaimed: 2, pending_pack: 4, pending_payment: 3, pending_dispatch: 7, problems: 1, ageing: 6 };

  let restorePage = () => {};
  beforeEach(() => {
    restorePage = fakeCurrentPage();
  });
  afterEach(() => {
    restorePage();
    jest.restoreAllMocks();
  });

  /** Each visible text node of the page. */
  const shown = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim());
    return texts;
  };

  it.each([
    ['dashboard', 'zh_CN', StaffHomePage],
    ['dashboard', 'en', StaffHomePage],
    ['payments', 'zh_CN', StaffPaymentsPage],
    ['payments', 'en', StaffPaymentsPage],
  ] as const)('%s in %s', async (_name, lang, Page) => {
    Taro.setStorageSync('lang', lang);
    Taro.setStorageSync('token', 'tok');
    jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/pages/staff/index' } as never);
    const fake = createFakeHttp({ 'GET /api/user/info': user, 'GET /api/staff/dashboard': COUNTS, 'GET /api/staff/payment/lst': PAYMENTS });
    const store = new RootStore(fake.http);
    await store.session.fetchUser();
    const page = await mountPage(Page, store);
    await page.settle();
    const texts = shown();
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => /\b[a-zA-Z]\w*\.[a-zA-Z]\w*(\.\w+)*\b/.test(text.replace(/\bNZ\$[\d.,]+/g, '')))).toEqual([]);
    expect(texts.filter((text) => /\{\{|undefined|NaN|null|\[object/.test(text))).toEqual([]);
    // Chinese text has no lowercase English word in it (codes, member numbers and "kg" aside).
    if (lang === 'zh_CN') expect(texts.filter((text) => /\b(?!kg\b)[a-z]{3,}\b/.test(text))).toEqual([]);
  });
});
