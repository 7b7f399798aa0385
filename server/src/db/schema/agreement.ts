/** The transport agreement (modules/agreement): who signed which version, with the signature and the PDF. */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_LANGS } from '@contract/api';
import { privateFiles } from './address';
import { createdAt, time } from './columns';
import { articles } from './content';
import { siteRef, userRef } from './owners';

/**
 * A customer's signature of one published version of the transport_protocol article: the drawn signature
 * and the rendered PDF are private files; the PDF's sha256 is kept to show it was not altered later.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    version: text('version').notNull(),
    /** Printed in the PDF's footer, to find the record from a printout. */
    documentNo: text('document_no').notNull().unique(),
    /** The language of the text the customer read and the PDF is in. */
    lang: text('lang', { enum: API_LANGS }).notNull(),
    signedAt: time('signed_at').notNull(),
    signerName: text('signer_name').notNull(),
    signerMobile: text('signer_mobile').notNull().default(''), // E.164 as it was when signing
    memberCode: text('member_code').notNull(),
    signatureFileId: integer('signature_file_id')
      .notNull()
      .references(() => privateFiles.id),
    pdfFileId: integer('pdf_file_id')
      .notNull()
      .references(() => privateFiles.id),
    pdfSha256: text('pdf_sha256').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // One signature per customer and version; a second concurrent sign loses here and reads the first.
    uniqueIndex('agreement_signatures_user_article').on(t.siteId, t.userId, t.articleId),
    index('agreement_signatures_user').on(t.siteId, t.userId, t.signedAt),
  ],
);

export type AgreementSignatureRow = typeof agreementSignatures.$inferSelect;
