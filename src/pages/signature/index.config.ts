export default definePageConfig({
  navigationBarTitleText: '',
  // Drawing must not scroll or pull the page.
  disableScroll: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
