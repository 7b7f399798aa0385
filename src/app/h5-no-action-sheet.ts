// H5 only (config/index.ts): stands in for Taro's action sheet, the DOM sheet behind Taro.showActionSheet, which
// Taro's interaction module loads at start-up beside its toast and modal (~1 KB gz). The app offers its choices
// with NutUI's components and never calls showActionSheet; a call would fail plainly.
export default class NoActionSheet {
  el = null;

  create = (): Promise<string> => Promise.resolve('showActionSheet:fail not available in this app');

  show = this.create;
}
