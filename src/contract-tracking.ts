// The waybill, parcel and tracking contract (repo root types/*.ts) for the app: TypeScript refuses
// `@types/...` import paths (TS6137), so pages import these types from here.
export * from '../types/parcel'
export * from '../types/waybill'
export * from '../types/tracking'
