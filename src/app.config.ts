// Every page of the app (src/routes.ts names each); the first page is the entry ("/" = login).
// Tab labels are empty here; the translated labels are set at run time (src/stores/tabbar.ts).
export default defineAppConfig({
  pages: [
    'pages/login/index',
    'pages/home/index',
    'pages/express/index',
    'pages/waybill/index',
    'pages/mine/index',
    'pages/waybill/detail',
    'pages/waybill/edit',
    'pages/waybill/logistics',
    'pages/waybill/pack',
    'pages/waybill/send',
    'pages/waybill/payment',
  ],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    // H5 shows Taro's navigation bar too (title, back or home): a page opened from a link or a home-screen
    // install has no browser controls otherwise.
    navigationStyle: 'default',
  },
  tabBar: {
    color: '#6f6f6f', // grey and red both 4.5:1+ on white (WCAG text contrast)
    selectedColor: '#ce3436',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/home/index', text: '', iconPath: 'assets/tabbar/home.png', selectedIconPath: 'assets/tabbar/home-active.png' },
      {
        pagePath: 'pages/express/index',
        text: '',
        iconPath: 'assets/tabbar/express.png',
        selectedIconPath: 'assets/tabbar/express-active.png',
      },
      {
        pagePath: 'pages/waybill/index',
        text: '',
        iconPath: 'assets/tabbar/waybill.png',
        selectedIconPath: 'assets/tabbar/waybill-active.png',
      },
      { pagePath: 'pages/mine/index', text: '', iconPath: 'assets/tabbar/mine.png', selectedIconPath: 'assets/tabbar/mine-active.png' },
    ],
  },
  animation: false,
  // Mini-program: each page injects only the components it renders, not every one the package declares.
  lazyCodeLoading: 'requiredComponents',
  // Mini-program: the sub-packages a page usually leads to download while it is shown (checked by scripts/check-weapp.js).
  // The payment page sits in the main package (under the waybill tab's folder), so the waybill list needs no rule for it.
  preloadRule: {
    'pages/login/index': { network: 'all', packages: ['pages/register'] },
    'pages/home/index': { network: 'all', packages: ['pages/mine/my-parcel', 'pages/freight-trial'] },
    'pages/express/index': { network: 'all', packages: ['pages/freight-trial', 'pages/mine/my-parcel'] },
    'pages/waybill/index': { network: 'all', packages: ['pages/mine/my-parcel', 'pages/claims'] },
    'pages/mine/index': {
      network: 'all',
      packages: ['pages/mine/messages', 'pages/mine/my-wallet', 'pages/mine/user-info', 'pages/mine/points'],
    },
  },
  // WeChat's privacy check: photo pickers and chooseAddress wait for the app's own prompt (components/PrivacyPrompt).
  __usePrivacyCheck__: true,
  // Sub-packages keep the WeChat main package (2 MB hard limit, 0.7 MB budget) to the tab pages, sign-in and the
  // waybill pages (which sit under the waybill tab page's folder and so can't be a sub-package root): each
  // area below loads when first opened. The spec's routes are unchanged (root + page).
  // Warehouse staff pages are a sub-package too, so they don't weigh on the customer's download.
  subPackages: [
    // Sign-up, phone binding and the profile editor are opened from a page, never at start.
    { root: 'pages/register', pages: ['index'] },
    { root: 'pages/bind-tel', pages: ['index'] },
    { root: 'pages/mine/user-info', pages: ['index'] },
    { root: 'pages/embargo', pages: ['index', 'detail'] },
    { root: 'pages/signature', pages: ['agreement', 'index'] },
    { root: 'pages/store-address', pages: ['index'] },
    { root: 'pages/freight-trial', pages: ['index'] },
    { root: 'pages/time-price', pages: ['index'] },
    { root: 'pages/preview-file', pages: ['index'] },
    { root: 'pages/mine/food-query', pages: ['index'] },
    { root: 'pages/mine/pack-rule', pages: ['index'] },
    { root: 'pages/mine/transport-protocol', pages: ['index'] },
    // The policy, the privacy centre, account deletion and the launch prompt to agree to a new policy version
    // (docs/privacy.md).
    { root: 'pages/mine/privacy', pages: ['policy', 'index', 'delete', 'consent'] },
    { root: 'pages/mine/guide', pages: ['index'] },
    { root: 'pages/mine/ask-question', pages: ['index'] },
    { root: 'pages/mine/new-activity', pages: ['index'] },
    { root: 'pages/mine/user-address', pages: ['index', 'edit'] },
    { root: 'pages/mine/track-log', pages: ['index', 'list'] },
    { root: 'pages/mine/my-parcel', pages: ['index'] },
    { root: 'pages/recharge', pages: ['card', 'record', 'deduction'] },
    { root: 'pages/mine/my-coupon', pages: ['index'] },
    { root: 'pages/mine/my-wallet', pages: ['index'] },
    { root: 'pages/mine/payback-log', pages: ['index'] },
    { root: 'pages/mine/points', pages: ['index'] },
    { root: 'pages/invoice', pages: ['index'] },
    { root: 'pages/mine/messages', pages: ['index', 'prefs'] },
    {
      root: 'pages/staff',
      pages: [
        'index',
        'checkin',
        'orders',
        'order',
        'dispatch',
        'payments',
        'refunds',
        'card-products',
        'coupons',
        'activities',
        'notifications',
        'desk',
        'claims',
        'claim',
        'returns',
        'return',
        'channels',
        'content',
        'audit',
        'storage',
        'batches',
        'site-settings',
        'agents',
        'agent-withdrawals',
      ],
    },
    { root: 'pages/mine/about', pages: ['index'] },
    { root: 'pages/not-found', pages: ['index'] },
    { root: 'pages/reservation', pages: ['index', 'result', 'list'] },
    { root: 'pages/result', pages: ['index'] },
    { root: 'pages/claims', pages: ['index', 'add'] },
    { root: 'pages/mine/after-service', pages: ['index', 'detail'] },
    { root: 'pages/mine/order-refund', pages: ['index', 'add', 'detail'] },
    { root: 'pages/mine/user-agent', pages: ['index'] },
    { root: 'pages/mine/my-team', pages: ['index'] },
    { root: 'pages/mine/withdraw-log', pages: ['index'] },
  ],
});
