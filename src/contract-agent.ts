// The agents contract (repo root types/agent.ts) for the app: TypeScript refuses `@types/...` import paths (TS6137).
export * from '../types/agent'
