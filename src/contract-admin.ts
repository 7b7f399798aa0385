// The admin audit log and channel preview contract (repo root types/audit.ts); see src/contract-content.ts.
export * from '../types/audit'
