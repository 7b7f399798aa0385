// A fake WeChat host for the built mini-program (dist/weapp): runs its JS in a vm context the way WeChat's
// app service does (globals wx, App, Page, Component, getApp, getCurrentPages; its own CommonJS require), keeps
// each page's data as WeChat would from setData, and dispatches taps to Taro's event handler `eh`. No view layer:
// what a user would see is read from the data tree Taro sends (text nodes carry their text in `v`). wx.request is
// answered by the caller's onRequest: an empty envelope by default, a real server with forwardTo(base).
const fs = require('fs');
const path = require('path');
const vm = require('vm');

// Routing and UI APIs the app may call: recorded, answered with success. Taro exposes as Taro.x only the keys it
// finds on wx (Object.keys(wx) in @tarojs/shared processApis), so each one the app uses must be listed.
const RECORDED = (
  'navigateTo redirectTo switchTab reLaunch navigateBack showToast showModal showLoading hideLoading ' +
  'setNavigationBarTitle setTabBarItem setTabBarBadge removeTabBarBadge stopPullDownRefresh pageScrollTo ' +
  'setClipboardData previewImage login requestPayment requestSubscribeMessage scanCode'
).split(' ');

// Privacy-scoped APIs (app.json __usePrivacyCheck__): each waits for the app's own privacy prompt until the user
// agreed through a button with open-type agreePrivacyAuthorization, as WeChat does since 2023-10.
const PRIVACY_SCOPED = ['chooseImage', 'chooseMedia', 'chooseAddress'];

// later: the host's tracked setTimeout, so settle() also waits for the callbacks of these APIs; busy(promise): a
// request in flight, which settle() waits for too. storage: what the device has stored (token, lang ...);
// language: the system language WeChat reports ('zh_CN', 'en').
function createWx(calls, onRequest, later, busy, privacy, { storage: stored = {}, language = 'zh_CN' } = {}) {
  const storage = new Map(Object.entries(stored));
  const ok = (name, opts = {}, res = {}) => {
    const answer = { errMsg: `${name}:ok`, ...res };
    later(() => (opts.success?.(answer), opts.complete?.(answer)));
  };
  const windowInfo = {
    pixelRatio: 2,
    screenWidth: 375,
    screenHeight: 812,
    windowWidth: 375,
    windowHeight: 812,
    statusBarHeight: 44,
    safeArea: { top: 44, bottom: 778, left: 0, right: 375, width: 375, height: 734 },
  };
  const deviceInfo = { brand: 'devtools', model: 'iPhone X', system: 'iOS 16.0', platform: 'devtools' };
  const baseInfo = { SDKVersion: '3.3.0', language, version: '8.0.50', theme: 'light' };
  const wx = {
    getSystemInfoSync: () => ({ ...windowInfo, ...deviceInfo, ...baseInfo }),
    getWindowInfo: () => ({ ...windowInfo }),
    getDeviceInfo: () => ({ ...deviceInfo }),
    getAppBaseInfo: () => ({ ...baseInfo }),
    getLaunchOptionsSync: () => ({ path: 'pages/login/index', query: {}, scene: 1001 }),
    getEnterOptionsSync: () => ({ path: 'pages/login/index', query: {}, scene: 1001 }),
    getStorageSync: (key) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key, value) => void storage.set(key, JSON.parse(JSON.stringify(value))),
    removeStorageSync: (key) => void storage.delete(key),
    request(opts) {
      calls.push({ api: 'request', opts });
      busy(
        Promise.resolve()
          .then(() => onRequest(opts))
          .then(
            (res) => ok('request', opts, { statusCode: 200, header: {}, ...res }),
            (err) => {
              const answer = { errMsg: `request:fail ${err.message}` };
              later(() => (opts.fail?.(answer), opts.complete?.(answer)));
            },
          ),
      );
      return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} };
    },
    nextTick: (fn) => later(fn),
    createSelectorQuery: () => {
      const q = {
        in: () => q,
        select: () => q,
        selectAll: () => q,
        selectViewport: () => q,
        boundingClientRect: () => q,
        scrollOffset: () => q,
        fields: () => q,
        node: () => q,
        exec: (cb) => later(() => cb?.([])),
      };
      return q;
    },
    // The app's privacy listener; what the user agreed to; the agree button tapped last (its id).
    onNeedPrivacyAuthorization(listener) {
      privacy.listener = listener;
    },
    onAppRoute() {},
    onAppRouteDone() {},
    offAppRoute() {},
    offAppRouteDone() {},
  };
  for (const api of RECORDED) wx[api] = (opts = {}) => (calls.push({ api, opts }), ok(api, opts));
  const picked = { chooseImage: { tempFilePaths: ['wxfile://tmp/photo-1.jpg'] }, chooseMedia: { tempFiles: [] }, chooseAddress: {} };
  for (const api of PRIVACY_SCOPED) {
    wx[api] = (opts = {}) => {
      calls.push({ api, opts });
      const refused = () => {
        const answer = { errMsg: `${api}:fail privacy permission is not authorized`, errno: 104 };
        later(() => (opts.fail?.(answer), opts.complete?.(answer)));
      };
      if (privacy.agreed) return ok(api, opts, picked[api]);
      if (!privacy.listener) return refused();
      privacy.prompts += 1;
      privacy.listener(
        (answer) => {
          if (answer?.event === 'exposureAuthorization') return;
          // WeChat checks that the agree button named was really tapped.
          if (answer?.event === 'agree' && answer.buttonId && answer.buttonId === privacy.agreeTapped) {
            privacy.agreed = true;
            return ok(api, opts, picked[api]);
          }
          refused();
        },
        { referrer: api },
      );
    };
  }
  return wx;
}

// WeChat data paths: `a.b[0].c` and Taro's `root.cn.[0].cn.[1]`.
function setPath(data, key, value) {
  const parts = [...key.matchAll(/\[(\d+)\]|[^.[\]]+/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[0]));
  let obj = data;
  parts.slice(0, -1).forEach((p, i) => {
    if (obj[p] == null || typeof obj[p] !== 'object') obj[p] = typeof parts[i + 1] === 'number' ? [] : {};
    obj = obj[p];
  });
  obj[parts[parts.length - 1]] = value;
}

// Which node names (`nn`) render an element with bindtap="eh": WeChat calls eh once per such element on the
// tap's way up (Taro's own dispatch does not bubble; it relies on this and marks stopped ancestors).
function tapBoundNames(dist) {
  const wxml = fs.readFileSync(path.join(dist, 'base.wxml'), 'utf8');
  const bound = new Set();
  for (const m of wxml.matchAll(/<template name="tmpl_0_(\w+)">\s*<[\w-]+([^>]*)>/g)) if (/bindtap="eh"/.test(m[2])) bound.add(m[1]);
  return bound;
}

// Which attributes of which node names show text of their own: an input's or textarea's value and placeholder.
function textAttributes(dist) {
  const wxml = fs.readFileSync(path.join(dist, 'base.wxml'), 'utf8');
  const attrs = new Map();
  for (const m of wxml.matchAll(/<template name="tmpl_0_(\w+?)(?:_focus)?">\s*<(input|textarea)([^>]*)>/g))
    attrs.set(
      m[1],
      [...m[3].matchAll(/ (?:value|placeholder)="\{\{i\.(p\d+)\}\}"/g)].map((a) => a[1]),
    );
  return attrs;
}

// An onRequest that sends each wx.request to a real server at `base` (whatever origin the build has baked in) and
// answers what it answered, as WeChat would: a GET's data as the query, any other's as a JSON body.
function forwardTo(base) {
  return async ({ url, method = 'GET', data, header = {} }) => {
    const { pathname, search } = new URL(url);
    const target = new URL(pathname + search, base);
    const get = method.toUpperCase() === 'GET';
    if (get && data) for (const [k, v] of Object.entries(data)) if (v !== undefined) target.searchParams.append(k, String(v));
    const res = await fetch(target, { method, headers: header, body: get || data === undefined ? undefined : JSON.stringify(data) });
    const text = await res.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: answered as text, as WeChat does */
    }
    return { statusCode: res.status, header: Object.fromEntries(res.headers), data: body };
  };
}

// options: onRequest(wx.request options) answers { statusCode, data } (default: an empty envelope); storage and
// language: the device's (see createWx).
function loadWeapp(dist, { onRequest = () => ({ data: { status: 200, msg: '', data: null } }), ...device } = {}) {
  const calls = [];
  // WeChat's privacy state: the app's listener, prompts raised, the agree button tapped, agreed or not.
  const privacy = { listener: null, prompts: 0, agreeTapped: null, agreed: false };
  const errors = []; // what the app logged with console.error (React/Preact report render errors there)
  const stack = [];
  const pageConfigs = new Map();
  let app;
  let loadingRoute = null;
  // Timers the app sets for soon (React/Preact and Taro schedule renders and setData with them): settle() waits
  // until none is left. Long ones (a countdown's interval, a 20 s request timeout) are not waited for.
  const soon = new Set();
  const later = (fn, ms = 0, ...args) => {
    const handle = setTimeout(() => (soon.delete(handle), fn(...args)), ms);
    if (ms < 1000) soon.add(handle);
    return handle;
  };
  const busy = (promise) => {
    const token = {};
    soon.add(token);
    promise.finally(() => soon.delete(token));
  };
  const ctx = vm.createContext({
    console: { ...console, error: (...args) => (errors.push(args.map(String).join(' ')), console.error(...args)) },
    setTimeout: later,
    clearTimeout(handle) {
      soon.delete(handle);
      clearTimeout(handle);
    },
    setInterval,
    clearInterval,
    wx: createWx(calls, onRequest, later, busy, privacy, device),
    App: (options) => void (app = options),
    Page: (options) => void pageConfigs.set(loadingRoute, options),
    Component: () => {}, // comp / custom-wrapper: only created by the view layer, which is not simulated
    Behavior: (options) => options,
    getApp: () => app,
    getCurrentPages: () => stack.slice(),
    requirePlugin: () => ({}),
  });

  const modules = new Map();
  function requireFile(file) {
    if (!file.endsWith('.js')) file += '.js';
    if (modules.has(file)) return modules.get(file).exports;
    const module = { exports: {} };
    modules.set(file, module);
    const wrapper = vm.runInContext(`(function (exports, require, module) {${fs.readFileSync(file, 'utf8')}\n})`, ctx, { filename: file });
    wrapper.call(module.exports, module.exports, (rel) => requireFile(path.resolve(path.dirname(file), rel)), module);
    return module.exports;
  }

  // Waits until no short timer is pending twice in a row (promises run between the checks).
  async function settle(maxMs = 5000) {
    const end = Date.now() + maxMs;
    for (let idle = 0; idle < 2 && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 10));
      idle = soon.size ? 0 : idle + 1;
    }
  }

  function createPage(route, query) {
    if (!pageConfigs.has(route)) {
      loadingRoute = route;
      requireFile(path.join(dist, route));
      loadingRoute = null;
    }
    const config = pageConfigs.get(route);
    if (!config) throw new Error(`${route}.js did not call Page()`);
    const page = { route, __route__: route, options: query, __webviewId__: stack.length + 1 };
    for (const [k, v] of Object.entries(config)) page[k] = typeof v === 'function' ? v.bind(page) : v;
    page.data = JSON.parse(JSON.stringify(config.data || {}));
    page.setData = (patch, cb) => {
      // WeChat copies the data to the view layer as JSON.
      for (const [key, value] of Object.entries(patch))
        setPath(page.data, key, value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
      if (cb) later(cb);
    };
    return page;
  }

  const tapBound = tapBoundNames(dist);
  const textShown = textAttributes(dist);
  return {
    calls,
    errors,
    get app() {
      return app;
    },
    // Loads app.js (it requires runtime, taro, vendors and common) and launches as WeChat does.
    async launch(launchOptions = { path: 'pages/login/index', query: {}, scene: 1001 }) {
      requireFile(path.join(dist, 'app.js'));
      if (!app) throw new Error('app.js did not call App()');
      app.onLaunch?.call(app, launchOptions);
      app.onShow?.call(app, launchOptions);
      await settle();
    },
    // Opens a page on top of the stack: onLoad(query), onShow, onReady, then waits for its renders.
    async openPage(route, query = {}) {
      const page = createPage(route, query);
      stack.push(page);
      page.onLoad?.(query);
      page.onShow?.();
      page.onReady?.();
      await settle();
      return page;
    },
    // Closes the top page as redirectTo does (onUnload: its components unmount, their timers stop).
    async closePage(page) {
      if (stack[stack.length - 1] !== page) throw new Error('closePage: not the top page');
      page.onUnload?.();
      stack.pop();
      await settle();
    },
    // Every text a user would read on the page: text nodes, then the inputs' values and placeholders.
    texts(page) {
      const found = [];
      const walk = (node) => {
        if (!node || typeof node !== 'object') return;
        if (typeof node.v === 'string' && !node.cn) found.push(node.v);
        for (const code of textShown.get(String(node.nn)) || [])
          if (node[code] != null && node[code] !== '') found.push(String(node[code]));
        (node.cn || []).forEach(walk);
      };
      walk(page.data.root);
      return found.map((t) => t.trim()).filter(Boolean);
    },
    // Taps a node of page.data the way WeChat does: `eh` on it, then on each ancestor whose template binds tap.
    async tap(page, node) {
      const chain = ancestry(page.data.root, node);
      if (!chain) throw new Error('tap: node is not in the page');
      const target = { id: node.uid || node.sid, dataset: { sid: node.sid } };
      for (const n of chain.reverse()) {
        if (!n.sid || !tapBound.has(String(n.nn))) continue;
        const currentTarget = { id: n.uid || n.sid, dataset: { sid: n.sid } };
        page.eh({ type: 'tap', timeStamp: Date.now(), target, currentTarget, detail: { x: 10, y: 10 }, touches: [], changedTouches: [] });
      }
      await settle();
      return page.data;
    },
    // Taps a button with open-type agreePrivacyAuthorization: WeChat notes the agreement, then the button's event.
    async agreePrivacy(page, node) {
      const chain = ancestry(page.data.root, node);
      if (!chain) throw new Error('agreePrivacy: node is not in the page');
      const button = chain.reverse().find((n) => n.sid && n.uid);
      if (!button) throw new Error('agreePrivacy: no button with an id around the node');
      privacy.agreeTapped = button.uid;
      const target = { id: button.uid, dataset: { sid: button.sid } };
      page.eh({ type: 'agreeprivacyauthorization', timeStamp: Date.now(), target, currentTarget: target, detail: {} });
      await settle();
      return page.data;
    },
    privacy,
    settle,
  };
}

// Root-to-node path of data nodes, or null.
function ancestry(from, node, trail = []) {
  if (from === node) return [...trail, from];
  for (const child of from.cn || []) {
    const found = ancestry(child, node, [...trail, from]);
    if (found) return found;
  }
  return null;
}

// The text a user would read: every text node's `v`, in tree order.
function textOf(node) {
  if (!node || typeof node !== 'object') return '';
  if (typeof node.v === 'string' && !node.cn) return node.v;
  return (node.cn || []).map(textOf).join(' ').replace(/\s+/g, ' ').trim();
}

// The deepest node whose text is exactly `text` (the element a user would tap on).
function findByText(node, text) {
  for (const child of node.cn || []) {
    const found = findByText(child, text);
    if (found) return found;
  }
  return node.cn && textOf(node) === text ? node : null;
}

module.exports = { loadWeapp, forwardTo, textOf, findByText };
