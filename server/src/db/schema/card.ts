/** Kilogram cards (modules/card): the products sold and the cards bought. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, time, updatedAt } from './columns';
import { siteRef, userRef } from './owners';
import { sites } from './site';

/** Kilogram card products per site, editable by admins. Empty channel_codes = every channel. */
export const cardProducts = pgTable('card_products', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  grams: integer('grams').notNull(),
  price: integer('price').notNull(),
  validDays: integer('valid_days').notNull(),
  channelCodes: text('channel_codes').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A bought card: remaining_g moves only with a card_entries row in the same transaction. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => cardProducts.id),
    /** The purchase. */
    paymentId: integer('payment_id').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    grams: integer('grams').notNull(),
    remainingG: integer('remaining_g').notNull(),
    price: integer('price').notNull(),
    channelCodes: text('channel_codes').array().notNull().default([]),
    status: text('status', { enum: ['active', 'void'] })
      .notNull()
      .default('active'),
    expiresAt: time('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_user').on(t.siteId, t.userId, t.expiresAt),
    check('cards_remaining_in_range', sql`${t.remainingG} >= 0 and ${t.remainingG} <= ${t.grams}`),
  ],
);

export type CardProductRow = typeof cardProducts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
