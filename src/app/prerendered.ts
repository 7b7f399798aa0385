/**
 * The first screen sent in the HTML (scripts/prerender-h5.js writes it for login, register and home): a layer
 * (#prerendered) over the app while the app starts, which the visitor can already read, type into and tap. The app
 * takes over in the microtask after it has drawn its page whole, before the browser paints again: the layer goes, the
 * text typed into it moves to the same fields of the app's page (through their input events, so the page's state
 * has it), the focus and caret follow, and the last tap made on the layer (index.html remembers it) is made again on
 * the same element of the page.
 */
import { LATER_SELECTOR } from '@/components/Later';

const FIELDS = 'input, textarea';

/** The child-index path from `root` down to `el`. */
function pathTo(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

const follow = (root: Element, path: number[]) => path.reduce<Element | undefined>((at, i) => at?.children[i], root);

/**
 * The HTML carries copies of the styles the app injects (Taro's router and title bar), where the app had them: before
 * the page's style sheets. The app injects its own again, after them, where an equal rule would now win over the page's:
 * each of the app's takes its copy's place. The layer's own rules go with it.
 */
function adoptStyles() {
  const injected = Array.from(document.head.querySelectorAll('style:not([data-prerendered])'));
  document.querySelectorAll('style[data-prerendered]').forEach((copy) => {
    if (copy.getAttribute('data-prerendered') === 'layer') return copy.remove();
    const own = injected.find((style) => style.textContent === copy.textContent);
    if (own) copy.replaceWith(own);
  });
}

export function takeOverPrerendered() {
  const layer = document.getElementById('prerendered');
  const shownPage = layer?.querySelector('.taro_page');
  if (!layer || !shownPage) return;

  // Drawn, and drawn whole: a part drawn later (components/Later) leaves a mark until it is.
  const appPage = () =>
    Array.from(document.querySelectorAll('.taro_page')).find(
      (page) => !layer.contains(page) && page.firstElementChild?.firstChild && !page.querySelector(LATER_SELECTOR),
    );

  const takeOver = (page: Element) => {
    const focused = document.activeElement;
    layer.remove();
    adoptStyles();
    // Signed in, the app may open another page than the one drawn (login -> home): nothing to carry over then.
    if (page.id !== shownPage.getAttribute('data-prerendered-id')) return;
    const typed = Array.from(shownPage.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS));
    const fields = Array.from(page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS));
    typed.forEach((from, i) => {
      const to = fields[i];
      if (!to || to.type !== from.type) return;
      if (from instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
        if (to instanceof HTMLInputElement && from.checked !== to.checked) to.click();
      } else if (from.value && from.value !== to.value) {
        to.value = from.value;
        to.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (from === focused) {
        to.focus();
        if (typeof from.selectionStart === 'number') to.setSelectionRange(from.selectionStart, from.selectionEnd);
      }
    });
    // index.html remembers the last tap on the layer, from before this script ran.
    const tap = (window as { __prerenderedTap?: Element }).__prerenderedTap;
    const target = tap && shownPage.contains(tap) ? follow(page, pathTo(shownPage, tap)) : undefined;
    // In a task of its own: the typed text's input events have re-rendered the page by then, so the tap's handler
    // reads the values carried over, not the empty state it was first drawn with.
    if (target instanceof HTMLElement) setTimeout(() => target.click());
  };

  const observer = new MutationObserver(() => {
    const page = appPage();
    if (!page) return;
    observer.disconnect();
    takeOver(page);
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
