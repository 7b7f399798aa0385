export default definePageConfig({
  navigationBarTitleText: '',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
});
