// The self-pickup reservation contract (repo root types/reservation.ts) for the app.
export * from '../types/reservation'
