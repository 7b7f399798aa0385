export default definePageConfig({
  navigationBarTitleText: '',
  navigationStyle: 'custom',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
