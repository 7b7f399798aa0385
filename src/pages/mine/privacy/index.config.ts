export default definePageConfig({
  navigationBarTitleText: '',
  enablePullDownRefresh: true,
});
