export default definePageConfig({
  navigationBarTitleText: '',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
