// H5 only (config/index.ts): stands in for jsonp-retry, which Taro.request loads for its `jsonp` option. The app
// never asks for JSONP (the API is same-origin JSON, and the server's CSP allows no foreign scripts), so the
// library (~12 KB raw, evaluated at start-up) is left out and a JSONP request fails plainly.
export default function jsonp(): Promise<never> {
  return Promise.reject(new Error('JSONP requests are not supported by this app'));
}
