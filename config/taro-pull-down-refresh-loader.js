// Taro 4.2.1's HTML PullDownRefresh (@tarojs/components-react) finds the page it wraps one element too low: its
// `scrollContainer` is the parent of its content <div>, its own wrapper <div>, where Stencil's version took the
// parent of its element, the page. So a pull never reached the page's onPullDownRefresh (the spinner stayed) and
// it read the wrapper's scrollTop (always 0): a downward swipe on a scrolled list pulled instead of scrolling.
// This takes the wrapper's parent; the build fails if Taro's code changed (check whether the fix is still needed).
const wrong = 'return ((_a = this.contentRef) === null || _a === void 0 ? void 0 : _a.parentElement) ||';
const right = 'return ((_a = this.contentRef) === null || _a === void 0 ? void 0 : _a.parentElement.parentElement) ||';

module.exports = function pullDownRefreshPage(source) {
  if (source.split(wrong).length !== 2) throw new Error(`${__filename}: Taro's PullDownRefresh changed`);
  return source.replace(wrong, right);
};
