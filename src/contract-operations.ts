// The warehouse-operations contract (repo root types/operations.ts) for the app: TypeScript refuses
// `@types/...` import paths (TS6137), so pages import these types from here.
export * from '../types/operations'
