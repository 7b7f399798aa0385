// What Taro wraps a page with enablePullDownRefresh in (the entry sets config.PullDownRefresh from this export).
export { default as PullDownRefresh } from '@tarojs/components-react/dist/components/pull-down-refresh/index.js';
