// H5-only start-up (app.tsx loads it on H5 only): the page width cap and the page-chunk loader (loading view after 200 ms,
// error view on failure; webpack's chunkLoadTimeout in config/index.ts gives up after 60 s).
import { options } from 'preact';
import { PAGE_LOADER_DELAY_MS } from '@/constants';
import { langReady } from '@/locales';
import { ROUTES } from '@/routes';
import type { UiStore } from '@/stores/ui';
import { loadingPart } from './h5-lazy-part';
import { takeOverPrerendered } from './prerendered';
import './h5.css';

export { PageLoadView } from './PageLoadView';

declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };

export function setupH5(ui: UiStore) {
  document.documentElement.style.setProperty('--page-max-width', MAX_PAGE_WIDTH);
  // The login page (at "/" too) is the one page without Taro's navigation bar (h5.css).
  if (['/', ROUTES.login].includes(window.location.pathname)) document.documentElement.classList.add('h5-start-without-nav');
  takeOverPrerendered();
  watchPageChunks(ui);
  cancelScriptLinks();
  focusablePages();
  renderInOwnTask();
}

/**
 * Taro's router makes each page its own scroll container; a page with nothing focusable in it (an article, a list
 * of cards) could then not be scrolled by keyboard. Each page element gets a tab stop as it is added.
 */
function focusablePages() {
  const mark = () => document.querySelectorAll<HTMLElement>('.taro_page:not([tabindex])').forEach((page) => (page.tabIndex = 0));
  // The body, not #app: Taro's router puts its own container in place of the element the app starts in.
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
  mark();
}

/**
 * Preact renders a state change in a microtask of the task that made it, so loading a page was one long task: its
 * code, routing to it and its first render. Until the first touch, click or key, a state change renders in a task
 * of its own, letting the browser in between. From then on it renders at once again, so a second tap always lands on
 * what the first one drew.
 */
function renderInOwnTask() {
  options.debounceRendering = (render) => setTimeout(render);
  const inputs = ['pointerdown', 'touchstart', 'keydown'];
  const atOnce = () => {
    options.debounceRendering = undefined;
    inputs.forEach((type) => window.removeEventListener(type, atOnce, true));
  };
  inputs.forEach((type) => window.addEventListener(type, atOnce, true));
}

/**
 * Taro's tab bar items are <a href="javascript:;"> handled by their click listener. Following the href does
 * nothing but breaks the server's Content-Security-Policy (no inline script), so it is cancelled; the
 * listeners still run.
 */
function cancelScriptLinks() {
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href^="javascript:"]');
      if (link) e.preventDefault();
    },
    true,
  );
}

/** Wraps webpack's chunk loader: every lazily loaded page goes through it (parts of a page load quietly). */
function watchPageChunks(ui: UiStore) {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return;
  const load = __webpack_require__.e;
  let pending = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    if (--pending > 0) return;
    clearTimeout(timer);
    if (ui.pageLoad === 'loading') ui.setPageLoad('idle');
  };

  __webpack_require__.e = (chunkId) => {
    if (loadingPart()) return load(chunkId);
    if (pending++ === 0) timer = setTimeout(() => ui.setPageLoad('loading'), PAGE_LOADER_DELAY_MS);
    // A page renders as soon as its chunk is in, so it also waits for the strings of the language being shown
    // (fetched side by side; a language chunk itself asks while the previous language is still shown).
    const strings = langReady();
    return Promise.all([load(chunkId), strings])
      .then(([result]) => result)
      .then(
        (result) => {
          settle();
          return result;
        },
        (error) => {
          settle();
          ui.setPageLoad('error');
          throw error;
        },
      );
  };
}
