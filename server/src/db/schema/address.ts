/**
 * The address book and private files (modules/address, modules/files/private*). ID card photos are private:
 * stored outside the public uploads, served only watermarked through short-lived signed links.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADDRESS_COUNTRIES, ADDRESS_TYPES } from '@contract/address';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';

/** Files only their owner and staff may see (ID card photos). `key` is random and names the file on disk. */
export const privateFiles = pgTable(
  'private_files',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    key: text('key').notNull().unique(),
    purpose: text('purpose', {
      enum: ['id_photo', 'signature', 'agreement_pdf', 'warehouse_photo', 'claim_photo', 'return_label', 'bank_receipt'],
    }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('private_files_user').on(t.siteId, t.userId)],
);

/** Senders (NZ/AU) and recipients (mostly CN). Deleting sets deleted_at: waybills may still point here. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(), // E.164
    country: text('country', { enum: ADDRESS_COUNTRIES }).notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    /** GB/T 2260 codes of a CN address; '' elsewhere. */
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    /** Sealed (toolkit/seal.ts: AES-256-GCM, key id inside); plain only in memory. */
    idNumber: text('id_number'),
    /** HMAC blind index of the ID number, for equality lookups without opening every row. */
    idNumberIndex: text('id_number_index'),
    /** When the retention job or a withdrawn consent removed the ID photos ("upload again when needed"). */
    idPhotosRemovedAt: time('id_photos_removed_at'),
    idFrontFileId: integer('id_front_file_id').references(() => privateFiles.id),
    idBackFileId: integer('id_back_file_id').references(() => privateFiles.id),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
    deletedAt: time('deleted_at'),
  },
  (t) => [
    index('addresses_user').on(t.siteId, t.userId, t.type),
    index('addresses_id_number_index').on(t.siteId, t.idNumberIndex),
    // At most one default per user and type; a second one fails instead of slipping in under a race.
    uniqueIndex('addresses_one_default')
      .on(t.userId, t.type)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type PrivateFileRow = typeof privateFiles.$inferSelect;
