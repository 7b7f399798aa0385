/** The API contract shared with the app (repo root types/api.ts), re-exported for the server. */
export * from '../../types/api';
