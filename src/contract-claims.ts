// The claims contract (repo root types/claim.ts) for the app: TypeScript refuses `@types/...` import paths (TS6137).
export * from '../types/claim'
