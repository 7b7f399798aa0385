/** Which build last seeded this database: a start of the same build skips the seed (db/seed.ts). */
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const seedRuns = pgTable(
  'seed_runs',
  {
    // The SHA-256 of the built server that ran the seed: its code holds every seeded row.
    fingerprint: text('fingerprint').notNull(),
    demo: boolean('demo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.demo] })],
);
