export default definePageConfig({
  navigationBarTitleText: '',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
