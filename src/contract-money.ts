// The money contract (repo root types/payment.ts, card.ts, coupon.ts, invoice.ts) for the app: TypeScript
// refuses `@types/...` import paths (TS6137), so pages import these types from here.
export * from '../types/payment'
export * from '../types/card'
export * from '../types/coupon'
export * from '../types/invoice'
