// The API contract shared with the server (repo root types/api.ts). TypeScript refuses `@types/...`
// import paths (TS6137), so the app imports it from here.
export * from '../types/api'
export * from '../types/address'
export * from '../types/pricing'
export * from '../types/agreement'
export * from '../types/tracking'
