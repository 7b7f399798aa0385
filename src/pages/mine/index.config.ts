export default definePageConfig({
  navigationBarTitleText: '',
  navigationBarBackgroundColor: '#ce3436',
  navigationBarTextStyle: 'white',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
