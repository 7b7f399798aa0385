/**
 * The read side of kilogram cards: the products on sale, my cards by tab, my purchases and the grams my
 * waybills took; for staff, all of a customer's cards and their whole ledger. Buying, deducting and voiding are in
 * usage.ts and the payment module.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import {
  type Card,
  CARD_ENTRY_KINDS,
  type CardDeductionListData,
  type CardEntryKind,
  type CardListData,
  type CardProduct,
  type CardPurchaseListData,
  type CardStatus,
  type CardTab,
  type StaffCardLedgerData,
  type StaffCardListData,
} from '@contract/card';
import type { OnlineMethod } from '@contract/payment';
import type { Db } from '../../db/client';
import { cardEntries, cardProducts, type CardRow, cards, payments, type SiteRow, type UserRow, waybills } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { offsetOf, type Paging } from '../../toolkit/lists';
import { iso, isoOrNull } from '../../toolkit/time';
import { channelNames, channelRefs } from './shared';

/** Rounded to the nearest minor unit. */
export const pricePerKg = (p: { price: number; grams: number }) => Math.round((p.price * 1000) / p.grams);

export async function listProducts(db: Db, site: SiteRow, lang: ApiLang): Promise<CardProduct[]> {
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(cardProducts)
      .where(and(eq(cardProducts.siteId, site.id), eq(cardProducts.active, true)))
      .orderBy(asc(cardProducts.sort), asc(cardProducts.grams), asc(cardProducts.id)),
    channelNames(db, site.id, lang),
  ]);
  return rows.map((p) => ({
    id: p.id,
    name: pickLang(lang, p.nameZh, p.nameEn),
    grams: p.grams,
    price: p.price,
    currency: site.currency,
    valid_days: p.validDays,
    price_per_kg: pricePerKg(p),
    channels: channelRefs(names, p.channelCodes),
  }));
}

export function cardStatus(card: Pick<CardRow, 'status' | 'expiresAt' | 'remainingG'>, now: Date): CardStatus {
  if (card.status === 'void') return 'void';
  if (card.expiresAt <= now) return 'expired';
  return card.remainingG > 0 ? 'usable' : 'used_up';
}

/** Each tab as SQL: a void card is in none. */
function tabWhere(tab: CardTab, now: Date): SQL {
  const live = and(eq(cards.status, 'active'), gt(cards.expiresAt, now))!;
  if (tab === 'usable') return and(live, gt(cards.remainingG, 0))!;
  if (tab === 'used_up') return and(live, eq(cards.remainingG, 0))!;
  return and(eq(cards.status, 'active'), lte(cards.expiresAt, now))!;
}

const mine = (site: SiteRow, user: UserRow) => and(eq(cards.siteId, site.id), eq(cards.userId, user.id));

/** One page of cards matching `where`, each with its purchase payment's number. */
async function cardPage(db: Db, site: SiteRow, lang: ApiLang, now: Date, where: SQL | undefined, order: SQL[], query: Paging) {
  const [rows, [{ total }], names] = await Promise.all([
    db
      .select({ card: cards, paymentNo: payments.no })
      .from(cards)
      .leftJoin(payments, eq(payments.id, cards.paymentId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(cards).where(where),
    channelNames(db, site.id, lang),
  ]);
  const list = rows.map(({ card, paymentNo }): Card => ({
    id: card.id,
    name: pickLang(lang, card.nameZh, card.nameEn),
    grams: card.grams,
    remaining_g: card.remainingG,
    price: card.price,
    currency: site.currency,
    status: cardStatus(card, now),
    expires_at: iso(card.expiresAt),
    channels: channelRefs(names, card.channelCodes),
    created_at: iso(card.createdAt),
    payment_no: paymentNo ?? '',
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}

export async function listCards(
  db: Db,
  site: SiteRow,
  user: UserRow,
  lang: ApiLang,
  now: Date,
  query: Paging & { status: CardTab },
): Promise<CardListData> {
  const where = and(mine(site, user), tabWhere(query.status, now));
  const order = query.status === 'usable' ? [asc(cards.expiresAt), asc(cards.id)] : [desc(cards.createdAt), desc(cards.id)];
  const counted = (tab: CardTab) => sql<number>`count(*) filter (where ${tabWhere(tab, now)})`.mapWith(Number);
  const [page, [counts]] = await Promise.all([
    cardPage(db, site, lang, now, where, order, query),
    db
      .select({ usable: counted('usable'), used_up: counted('used_up'), expired: counted('expired') })
      .from(cards)
      .where(mine(site, user)),
  ]);
  return { ...page, counts };
}

/** Staff: all of a customer's cards, void ones too, newest first. */
export const allCards = (db: Db, site: SiteRow, user: UserRow, lang: ApiLang, now: Date, query: Paging): Promise<StaffCardListData> =>
  cardPage(db, site, lang, now, mine(site, user), [desc(cards.createdAt), desc(cards.id)], query);

export async function listPurchases(db: Db, site: SiteRow, user: UserRow, lang: ApiLang, query: Paging): Promise<CardPurchaseListData> {
  const where = and(eq(payments.siteId, site.id), eq(payments.userId, user.id), eq(payments.purpose, 'card'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: payments, product: cardProducts })
      .from(payments)
      .innerJoin(cardProducts, eq(cardProducts.id, payments.cardProductId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  const list = rows.map(({ p, product }) => ({
    payment_id: p.id,
    product_id: product.id,
    payment_no: p.no,
    product_name: pickLang(lang, product.nameZh, product.nameEn),
    grams: product.grams,
    amount: p.amount,
    currency: p.currency,
    wallet_amount: p.walletAmount,
    online_amount: p.onlineAmount,
    method: p.provider as OnlineMethod | null,
    status: p.status,
    created_at: iso(p.createdAt),
    paid_at: isoOrNull(p.paidAt),
    card_id: p.cardId,
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}

/** The customer's grams spent and given back (of one of their cards with card_id). */
export const listDeductions = (db: Db, site: SiteRow, user: UserRow, lang: ApiLang, query: Paging & { card_id?: number }) =>
  cardEntryPage(db, site, user, lang, query, ['deduction', 'refund']) as Promise<CardDeductionListData>;

/** Staff: every entry of a customer's cards (of one with card_id), newest first. */
export const cardLedger = (db: Db, site: SiteRow, user: UserRow, lang: ApiLang, query: Paging & { card_id?: number }) =>
  cardEntryPage(db, site, user, lang, query, CARD_ENTRY_KINDS);

async function cardEntryPage(
  db: Db,
  site: SiteRow,
  user: UserRow,
  lang: ApiLang,
  query: Paging & { card_id?: number },
  kinds: readonly CardEntryKind[],
): Promise<StaffCardLedgerData> {
  if (query.card_id !== undefined) {
    const [card] = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(mine(site, user), eq(cards.id, query.card_id)));
    if (!card) throw new ApiError(ApiStatus.NOT_FOUND, 'kg_card_not_found');
  }
  const where = and(
    eq(cardEntries.siteId, site.id),
    eq(cardEntries.userId, user.id),
    inArray(cardEntries.kind, [...kinds]),
    query.card_id === undefined ? undefined : eq(cardEntries.cardId, query.card_id),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ e: cardEntries, zh: cards.nameZh, en: cards.nameEn, waybillNo: waybills.no })
      .from(cardEntries)
      .innerJoin(cards, eq(cards.id, cardEntries.cardId))
      .leftJoin(waybills, eq(waybills.id, cardEntries.waybillId))
      .where(where)
      .orderBy(desc(cardEntries.createdAt), desc(cardEntries.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(cardEntries).where(where),
  ]);
  const list = rows.map(({ e, zh, en, waybillNo }) => ({
    id: e.id,
    card_id: e.cardId,
    card_name: pickLang(lang, zh, en),
    kind: e.kind,
    grams: e.grams,
    amount: e.amount,
    currency: site.currency,
    remaining_after: e.remainingAfter,
    waybill_id: e.waybillId,
    waybill_no: waybillNo,
    created_at: iso(e.createdAt),
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}
