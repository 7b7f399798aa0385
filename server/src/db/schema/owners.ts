/**
 * The two references most rows carry: the site they belong to and the user whose they are (site.ts and users.ts
 * refer to each other's tables directly: they are what this file imports).
 */
import { integer } from 'drizzle-orm/pg-core';
import { sites } from './site';
import { users } from './users';

export const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id);
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
