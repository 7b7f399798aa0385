// The mini-program's StripeSheet (Taro picks this file for the weapp build): nothing. Stripe's sheet is a web page
// element; the mini-program pays with WeChat Pay, and lib/pay.ts never opens a sheet there.
export function StripeSheet() {
  return null;
}
