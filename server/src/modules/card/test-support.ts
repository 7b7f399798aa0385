/** Shared setup of the card and coupon tests: the app at a fixed time, admin and staff, customers with tokens. */
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, passwordLogin, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { cardEntries, cardProducts, cards, payments, sites, type UserRow, users } from '../../db/schema';
import { createSession } from '../auth/sessions';
import { createUser } from '../user/accounts';

export interface World {
  t: TestApp;
  admin: string;
  staff: string;
  /** Admin of the Australian site: site-1 ids are "not found" to them. */
  auAdmin: string;
}

export interface Customer {
  token: string;
  user: UserRow;
}

export async function startWorld(): Promise<World> {
  const t = await startApp();
  t.clock.now = new Date('2026-06-01T00:00:00Z');
  const login = async (name: string, site?: string) => (await passwordLogin(t, name, DEMO_PASSWORD, { site })).body.data.token as string;
  const [au] = await t.db.select().from(sites).where(eq(sites.id, 2));
  await createUser(t.db, t.clock.now, { site: au, username: 'auadmin', role: 'admin', nickname: 'AU admin', password: DEMO_PASSWORD });
  return { t, admin: await login('admin'), staff: await login('staff'), auAdmin: await login('auadmin', '2') };
}

/** A customer registered through the API, as the app does. */
export async function registered(t: TestApp): Promise<Customer> {
  const { mobile, token } = await registerUser(t);
  const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  return { token, user };
}

/** Set-up only (many customers fast): an account and a session made directly, like the CLI does. */
export async function quickCustomer(t: TestApp, siteId = 1): Promise<Customer> {
  const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
  const user = await createUser(t.db, t.clock.now, { site, nickname: 'quick' });
  const { token } = await createSession(t.db, t.clock.now, user, '127.0.0.1');
  return { token, user };
}

let paySeq = 0;
export interface CardMove {
  kind: 'deduction' | 'refund' | 'void';
  /** Signed, as the ledger stores it. */
  grams: number;
  amount?: number;
}

/**
 * Set-up only: a card bought online as the payment module leaves it (a paid card payment, the card, its
 * purchase entry), then the moves given, each a card entry with its running remaining_after, so the money
 * invariants checked after every file hold. Buying goes through POST /api/pay/card (the payment module's).
 */
export async function boughtCard(
  t: TestApp,
  owner: UserRow,
  o: { daysLeft?: number; status?: 'active' | 'void'; grams?: number; moves?: CardMove[] } = {},
) {
  const [product] = o.grams
    ? await t.db
        .select()
        .from(cardProducts)
        .where(and(eq(cardProducts.siteId, owner.siteId), eq(cardProducts.grams, o.grams)))
    : await t.db.select().from(cardProducts).where(eq(cardProducts.siteId, owner.siteId)).orderBy(cardProducts.grams).limit(1);
  const now = t.clock.now;
  const moves = o.moves ?? [];
  const remaining = moves.reduce((left, m) => left + m.grams, product.grams);
  const [payment] = await t.db
    .insert(payments)
    .values({
      siteId: owner.siteId,
      userId: owner.id,
      no: `PTEST${String(++paySeq).padStart(6, '0')}`,
      purpose: 'card',
      cardProductId: product.id,
      idempotencyKey: `card-test-${paySeq}`,
      status: 'paid',
      currency: 'NZD',
      amount: product.price,
      onlineAmount: product.price,
      provider: 'sandbox',
      paidAt: now,
      createdAt: now,
    })
    .returning();
  const [card] = await t.db
    .insert(cards)
    .values({
      siteId: owner.siteId,
      userId: owner.id,
      productId: product.id,
      paymentId: payment.id,
      nameZh: product.nameZh,
      nameEn: product.nameEn,
      grams: product.grams,
      remainingG: remaining,
      price: product.price,
      channelCodes: product.channelCodes,
      status: o.status ?? 'active',
      expiresAt: new Date(now.getTime() + (o.daysLeft ?? 365) * 86_400_000),
      createdAt: now,
    })
    .returning();
  await t.db.update(payments).set({ cardId: card.id }).where(eq(payments.id, payment.id));
  let left = product.grams;
  const entry = (kind: CardMove['kind'] | 'purchase', grams: number, amount = 0) => ({
    siteId: owner.siteId,
    userId: owner.id,
    cardId: card.id,
    kind,
    grams,
    amount,
    remainingAfter: (left = kind === 'purchase' ? grams : left + grams),
    createdAt: now,
  });
  await t.db.insert(cardEntries).values([entry('purchase', product.grams), ...moves.map((m) => entry(m.kind, m.grams, m.amount))]);
  return { card, payment, product };
}
