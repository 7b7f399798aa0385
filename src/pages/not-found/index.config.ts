export default definePageConfig({
  navigationBarTitleText: '',
});
