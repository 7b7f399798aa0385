// What a person sees on one screen, read in the page (passed to page.evaluate, so it must not close over anything):
// text that is not for people, the other language, dates not drawn by the one time formatter, boxes outside the
// viewport, cutting their text or running past their box, icons and controls at the wrong size, tap targets too
// small. Answers a list of findings `{ rule, text }`, each naming what is wrong and where.
// `pointer`: a desktop page used with a mouse (the office console): its targets are held to WCAG 2.2's 24x24 px
// minimum with its spacing exception (a smaller one is fine when a 24 px circle on it meets no other control), not
// to the 44x44 px a finger needs.
function inspect({ lang, allowed, namespaces, pointer = false }) {
  const findings = [];
  const seen = new Set();
  const add = (rule, el, text) => {
    const key = `${rule}|${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ rule, text: `${text} (at ${where(el)})` });
  };
  function where(el) {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      const cls = [...e.classList].filter((c) => !/^(taro|hydrated|nut-[a-z]+-[0-9])/.test(c)).slice(0, 2);
      parts.unshift(e.tagName.toLowerCase() + (cls.length ? `.${cls.join('.')}` : ''));
    }
    return parts.join(' > ');
  }
  const visible = (el) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: false }) && el.getClientRects().length > 0;
  const vw = window.innerWidth;
  const vh = window.innerHeight;

  // Text nodes a person can see (their element visible and on the page's area), with user data taken out.
  const withoutData = (raw) => allowed.reduce((text, a) => (a && text.includes(a) ? text.split(a).join(' ') : text), raw);
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    const raw = n.nodeValue.replace(/\s+/g, ' ').trim();
    if (!raw || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    if (!visible(el)) continue;
    texts.push({ el, raw, text: withoutData(raw) });
  }
  // Input values and placeholders are text too. A value is what someone typed: the world's user data is taken out of
  // it as out of any text (a Chinese recipient in an English form); a placeholder is ours and is read whole.
  for (const el of document.querySelectorAll('input, textarea')) {
    if (!visible(el)) continue;
    if (el.value && el.value.trim()) texts.push({ el, raw: el.value, text: withoutData(el.value), field: true });
    const placeholder = el.getAttribute('placeholder');
    if (placeholder && placeholder.trim()) texts.push({ el, raw: placeholder, text: placeholder, field: true });
  }

  const keyShape = /(^|[^@\w./-])([a-z][A-Za-z0-9]+)((?:\.[A-Za-z_][A-Za-z0-9_]+)+)(?![\w/-])/g; // segments of two letters or more: not 'e.g.'
  const cjk = /[\u3400-\u9fff\u3000-\u303f\uff01-\uff5e]/;
  const dateShape = /\d{4}-\d{2}-\d{2}|\d{4}\/\d{1,2}\/\d{1,2}|(^|[^\d.:])\d{1,2}:\d{2}(?![\d.])|\d{1,2}月\d{1,2}日/;
  for (const { el, raw, text, field } of texts) {
    for (const m of raw.matchAll(keyShape)) {
      const [first, rest] = [m[2], m[3]];
      const segments = rest.split('.').length;
      if (/^(www|http)/.test(first) || /\.(com|nz|au|cn|pdf|jpe?g|png|csv|xlsx|ics|zip|json)$/i.test(m[0])) continue;
      if (namespaces.includes(first) || segments >= 2 || /[A-Z]/.test(rest))
        add('raw-key', el, `"${raw}" shows a translation key (${first}${rest})`);
    }
    if (/\{\{|\}\}|\bundefined\b|\bNaN\b|\bnull\b|\[object/.test(raw)) add('raw-value', el, `"${raw}"`);
    // Text marked as in a language of its own (an NZ address, a record's English name beside its Chinese one) or
    // not to be translated (codes, names) is what it is; so are identifiers (nz-general-economy, baby_food).
    const ownLanguage = el.closest('[lang]:not(html), [translate="no"]');
    const words = text.replace(/\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b/g, ' ');
    if (lang === 'en' && !ownLanguage && cjk.test(words)) add('other-language', el, `Chinese on an English page: "${raw}"`);
    if (lang === 'zh' && !field && !ownLanguage) {
      const english = words.match(/\b[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+\b|(^|[^A-Za-z$])[a-z]{3,}\b/);
      if (english) add('other-language', el, `English on a Chinese page: "${raw}"`);
    }
    // `.as-written`: text an admin wrote naming days or hours of its own (components/Instant AsWritten), not an instant.
    if (!field && dateShape.test(raw) && !el.closest('.instant, .as-written'))
      add('time-format', el, `"${raw}" is a time not drawn by the time formatter (class instant)`);
  }

  // The page no wider than the viewport; nothing drawn outside it unless a scroller or a clipping box holds it.
  const docWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (docWidth > vw + 1) add('horizontal-scroll', document.body, `the page is ${docWidth}px wide in a ${vw}px viewport`);
  const heldBack = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.position === 'fixed') return true;
    }
    return false;
  };
  // Text wider than the box it sits in (a label that does not wrap), which a clipping page hides past the screen's
  // edge; not a positioned badge, and not inside a scroller, where running on is the point.
  const overflowsParent = (el, r) => {
    const parent = el.parentElement;
    if (!parent || parent === document.body || ['absolute', 'fixed'].includes(getComputedStyle(el).position)) return false;
    if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return false;
    return r.right > parent.getBoundingClientRect().right + 1 && r.right > 0 && r.left < vw;
  };
  const leaves = document.querySelectorAll('body *');
  for (const el of leaves) {
    if (!visible(el)) continue;
    const hasText = [...el.childNodes].some((c) => c.nodeType === 3 && c.nodeValue.trim());
    if (!hasText && !el.matches('img, svg, input, textarea, button, canvas')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if ((r.right > vw + 1 || r.left < -1) && !heldBack(el))
      add('outside-viewport', el, `drawn at x ${Math.round(r.left)}-${Math.round(r.right)} in a ${vw}px viewport`);
    else if (hasText && overflowsParent(el, r))
      add(
        'overflow',
        el,
        `"${el.textContent.trim().slice(0, 40)}" runs ${Math.round(r.right - el.parentElement.getBoundingClientRect().right)}px past its box`,
      );
    if (hasText) {
      const s = getComputedStyle(el);
      const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      if (clipsX && s.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        add('text-cut', el, `"${el.textContent.trim().slice(0, 40)}" is cut off by its box (${el.scrollWidth} > ${el.clientWidth}px)`);
      else if (clipsY && s.webkitLineClamp === 'none' && el.scrollHeight > el.clientHeight + 2 && s.textOverflow !== 'ellipsis')
        add(
          'text-cut',
          el,
          `"${el.textContent.trim().slice(0, 40)}" is cut off by its box (${el.scrollHeight} > ${el.clientHeight}px high)`,
        );
    }
  }

  // Icons, checkboxes and radios between 12 and 48 px.
  const icons = document.querySelectorAll(
    // An empty list's illustration (the console's) is art, not an icon.
    '.nut-icon, .nut-checkbox-icon, .nut-radio-icon, .nut-checkbox .nut-icon, input[type=checkbox], input[type=radio], svg:not(.qr):not([data-art]):not(.ant-empty-image svg)',
  );
  for (const el of icons) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const big = Math.max(r.width, r.height);
    const small = Math.min(r.width, r.height);
    if (big > 48.5 || small < 11.5) add('icon-size', el, `an icon drawn ${Math.round(r.width)}x${Math.round(r.height)}px`);
  }

  // Tap targets at least 44x44 (the outermost control; a control's hit area may reach past its box); 24x24 for a pointer.
  const min = pointer ? 24 : 44;
  const reach = min / 2 - 0.5;
  const controls =
    'button, a[href], [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], .nut-button, taro-button-core, .nut-checkbox, .nut-radio, .nut-switch, .nut-tabs-titles-item, input[type=checkbox], input[type=radio], input:not([type=hidden]), textarea';
  for (const el of document.querySelectorAll(controls)) {
    if (!visible(el) || el.parentElement?.closest(controls)) continue;
    if (el.matches('a') && el.closest('p, .rich-text, .article-body')) continue; // a link inside a sentence
    const r = el.getBoundingClientRect();
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    if (r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw) continue;
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    // A control under an open drawer or dialog is not one to reach until it closes.
    const cover = document.elementFromPoint(cx, cy)?.closest('.ant-drawer, .ant-modal-wrap, .nut-popup, .nut-overlay');
    if (cover && !cover.contains(el)) continue;
    const probes = [
      [cx - reach, cy],
      [cx + reach, cy],
      [cx, cy - reach],
      [cx, cy + reach],
    ].filter(([x, y]) => x >= 0 && y >= 0 && x < vw && y < vh);
    const reaches = probes.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      // Nothing at all: the probe fell past the viewport's edge (a control at the bottom of the screen).
      if (!hit || hit === el || el.contains(hit) || (!!el.closest('label') && hit.closest('label') === el.closest('label'))) return true;
      // The spacing exception: the probe meets no other control (the box around an input, the cell around an icon).
      return pointer && !hit.closest(controls);
    });
    if (!reaches)
      add(
        'tap-target',
        el,
        `a control of ${Math.round(r.width)}x${Math.round(r.height)}px "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim().slice(0, 30)}"`,
      );
  }
  return findings;
}

module.exports = { inspect };
