// Routes of the spec (§2) as their pages are built; the first page is the entry ("/" = login).
// Tab labels are empty here by the spec; the translated labels are set at run time (src/stores/tabbar.ts).
export default defineAppConfig({
  pages: [
    'pages/login/index',
    'pages/home/index',
    'pages/express/index',
    'pages/waybill/index',
    'pages/mine/index',
    'pages/register/index',
    'pages/bind-tel/index',
    'pages/mine/user-info/index',
  ],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
  tabBar: {
    color: '#999999',
    selectedColor: '#e4393c',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/home/index', text: '', iconPath: 'assets/tabbar/home.png', selectedIconPath: 'assets/tabbar/home-active.png' },
      { pagePath: 'pages/express/index', text: '', iconPath: 'assets/tabbar/express.png', selectedIconPath: 'assets/tabbar/express-active.png' },
      { pagePath: 'pages/waybill/index', text: '', iconPath: 'assets/tabbar/waybill.png', selectedIconPath: 'assets/tabbar/waybill-active.png' },
      { pagePath: 'pages/mine/index', text: '', iconPath: 'assets/tabbar/mine.png', selectedIconPath: 'assets/tabbar/mine-active.png' },
    ],
  },
  animation: false,
})
