// The notification contract (repo root types/notification.ts) for the app (TypeScript refuses `@types/...` paths).
export * from '../types/notification'
