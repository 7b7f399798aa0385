export default definePageConfig({
  navigationBarTitleText: '',
  navigationBarBackgroundColor: '#e4393c',
  navigationBarTextStyle: 'white',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
