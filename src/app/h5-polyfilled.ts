// H5 only (config/index.ts): stands in for whatwg-fetch and abortcontroller-polyfill, which Taro.request imports for
// their side effect. Every browser that has fetch and AbortController (Chrome 66, iOS 11.3 and later) would load and
// run them for nothing; index.html loads the two copied polyfills (static/polyfills/) before the app only where
// either is missing.
export {};
