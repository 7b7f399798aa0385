/**
 * The one PostgreSQL schema (PGlite and PostgreSQL alike), a file per domain. Every customer row carries site_id
 * and user_id; times are timestamptz; money is integer minor units. drizzle-kit reads this file.
 */
export * from './site';
export * from './users';
export * from './pricing';
export * from './content';
export * from './address';
export * from './agreement';
export * from './parcel';
export * from './waybill';
export * from './tracking';
export * from './request-ids';
export * from './wallet';
export * from './payment';
export * from './card';
export * from './card-entries';
export * from './coupon';
export * from './invoice';
export * from './claims';
export * from './returns';
export * from './reservation';
export * from './agents';
export * from './notification';
export * from './operations';
export * from './audit';
export * from './privacy';
export * from './account';
export * from './seed-runs';
export * from './bank';
export * from './customer';
export * from './member';
