// The returns contract (repo root types/returns.ts) for the app: TypeScript refuses `@types/...` import paths (TS6137).
export * from '../types/returns'
