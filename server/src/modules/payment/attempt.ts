/**
 * Payment attempts: a waybill (card grams, coupon, wallet, online rest), a wallet top-up (online), a kilogram
 * card (wallet or online). Each attempt is ONE transaction keyed by the customer's idempotency key (a retry,
 * or a concurrent duplicate that waits on the unique index, answers the first payment). Money that is left to
 * pay online keeps the other parts held on a pending payment; the provider is asked to start it after commit.
 */
import { and, eq } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { BuyCardRequest, OnlineMethod, PayPlatform, PayStart, PayWaybillRequest, TopupRequest } from '@contract/payment';
import type { Queryable, Tx } from '../../db/client';
import { cardProducts, type PaymentRow, payments, type SiteRow, type UserRow, waybills, wechatIdentities } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { deductGrams, lockUsableCard } from '../card/usage';
import { lockUsableCoupon, markCouponUsed } from '../coupon/usage';
import { pointsBalance } from '../member/ledger';
import { pointsChoice } from '../member/levels';
import { checkPoints, spendPoints } from '../member/points';
import { waybillConflict } from '../parcel/shared';
import { postWallet, walletBalance } from '../wallet/ledger';
import { waybillNotFound } from '../waybill/transitions';
import { startTransfer } from './bank-account';
import { methodsFor, newMoneyNo, PAY_WINDOW_MS, payableOf, payField, walletNotes } from './common';
import { closePending, closeWaybillAttempts, deliverPurchase, markWaybillPaid } from './holds';
import { closeAtProvider } from './provider-calls';
import { splitPayment } from './split';
import { loadPayment, ownPayment } from './view';

export const TOPUP_LIMITS = { min: 1000, max: 500_000, presets: [5000, 10_000, 20_000, 50_000] };

export interface Online {
  method?: OnlineMethod;
  platform: PayPlatform;
  idempotency_key: string;
  return_url?: string;
}

/** The chosen method, checked for this platform (42030), with the WeChat payer when it is WeChat Pay. */
export interface Payer {
  method: OnlineMethod;
  openid?: string;
  wechatApp?: 'mp' | 'oa';
}

export interface Attempt {
  payment: PaymentRow;
  /** false: the first payment with this key, answered again. */
  fresh: boolean;
  /** Older pending attempts this one replaced (closed at their provider after commit). */
  replaced: PaymentRow[];
}

export interface Caller {
  user: UserRow;
  site: SiteRow;
  lang: ApiLang;
  origin: string;
  /** The browser's Origin header: the H5 app may be served apart from the API (the dev server proxies /api). */
  appOrigin?: string;
}

const unavailable = () => new ApiError(ApiStatus.PAYMENT_FAILED, 'pay_method_unavailable');

export async function payerFor(deps: Deps, q: Queryable, user: UserRow, online: Online): Promise<Payer> {
  if (!online.method) throw payField('method', 'required');
  if (!(await methodsFor(deps, q, online.platform, user.siteId)).includes(online.method)) throw unavailable();
  if (online.method !== 'wechat') return { method: online.method };
  const wechatApp = online.platform === 'weapp' ? 'mp' : 'oa';
  const [identity] = await q
    .select({ openid: wechatIdentities.openid })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.siteId, user.siteId), eq(wechatIdentities.userId, user.id), eq(wechatIdentities.kind, wechatApp)));
  if (!identity) throw new ApiError(ApiStatus.PAYMENT_FAILED, 'pay_wechat_signin');
  return { method: 'wechat', openid: identity.openid, wechatApp };
}

/** The return URL must be on the app's own origin (ours, or the page's that called): an open redirect otherwise. */
export function returnUrlOf(caller: Caller, online: Online, fallback: string): string {
  if (online.return_url === undefined) return `${caller.origin}${fallback}`;
  let url: URL;
  try {
    url = new URL(online.return_url);
  } catch {
    throw payField('return_url', 'invalid_format');
  }
  const allowed = [new URL(caller.origin).origin, caller.appOrigin];
  if (!/^https?:$/.test(url.protocol) || !allowed.includes(url.origin)) throw payField('return_url', 'same_origin');
  return url.toString();
}

/** Runs the attempt; a concurrent duplicate key fails on the unique index after the first commits, then reads it. */
export async function keyed(
  deps: Deps,
  user: UserRow,
  key: string,
  matches: (p: PaymentRow) => boolean,
  attempt: (tx: Tx) => Promise<Attempt>,
): Promise<Attempt> {
  try {
    return await deps.db.transaction(attempt);
  } catch (err) {
    if (uniqueViolation(err) !== 'payments_user_idempotency') throw err;
    const first = await byKey(deps.db, user, key, matches);
    if (!first) throw err;
    return { payment: first, fresh: false, replaced: [] };
  }
}

export async function byKey(
  q: Queryable,
  user: UserRow,
  key: string,
  matches: (p: PaymentRow) => boolean,
): Promise<PaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, key)));
  if (row && !matches(row)) throw payField('idempotency_key', 'key_reused');
  return row;
}

export async function payWaybill(deps: Deps, caller: Caller, body: PayWaybillRequest): Promise<PayStart> {
  const { user } = caller;
  const returnUrl = returnUrlOf(caller, body, `/pages/waybill/payment?id=${body.waybill_id}`);
  const matches = (p: PaymentRow) => p.purpose === 'waybill' && p.waybillId === body.waybill_id;
  let payer: Payer | undefined;
  const attempt = await keyed(deps, user, body.idempotency_key, matches, async (tx) => {
    const [waybill] = await tx
      .select()
      .from(waybills)
      .where(and(eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id), eq(waybills.id, body.waybill_id)))
      .for('update');
    if (!waybill) throw waybillNotFound();
    const first = await byKey(tx, user, body.idempotency_key, matches);
    if (first) return { payment: first, fresh: false, replaced: [] };
    if (waybill.status !== 'pending_payment') throw waybillConflict(waybill.status);
    const now = deps.now();
    const payable = await payableOf(tx, waybill);
    // The older attempt gives its parts back first: this one may use the same card, coupon and money. One past
    // its window is closed here too (as expired), without asking its provider: the expiry job does that for the
    // rest, never the customer's request; if it was paid after all, its late notification is refunded.
    const replaced = await closeWaybillAttempts(tx, waybill.id, 'replaced', now, 'expired');
    const card = body.card_id ? await lockUsableCard(tx, user, body.card_id, payable, now) : null;
    const coupon = body.coupon_id ? await lockUsableCoupon(tx, user, body.coupon_id, payable, now) : null;
    const points = await pointsChoice(tx, user, body.points);
    const split = splitPayment(payable, card, coupon?.terms ?? null, body.use_wallet ? await walletBalance(tx, user.id) : null, points);
    if (points) checkPoints(points.count, await pointsBalance(tx, user.id), split.pointsMax);
    payer = split.onlineAmount > 0 ? await payerFor(deps, tx, user, body) : undefined;
    const usedCard = card && split.cardGrams > 0 ? card : null;
    const usedCoupon = coupon && split.couponAmount > 0 ? coupon.coupon : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        siteId: user.siteId,
        userId: user.id,
        no: newMoneyNo('P', now),
        purpose: 'waybill',
        waybillId: waybill.id,
        idempotencyKey: body.idempotency_key,
        status: payer ? 'pending' : 'paid',
        currency: caller.site.currency,
        amount: split.amount,
        usedCardId: usedCard?.id ?? null,
        cardGrams: usedCard ? split.cardGrams : 0,
        cardAmount: usedCard ? split.cardAmount : 0,
        couponId: usedCoupon?.id ?? null,
        couponAmount: split.couponAmount,
        walletAmount: split.walletAmount,
        onlineAmount: split.onlineAmount,
        pointsUsed: split.pointsUsed,
        pointsAmount: split.pointsAmount,
        provider: payer?.method ?? null,
        expiresAt: payer ? new Date(now.getTime() + PAY_WINDOW_MS) : null,
        paidAt: payer ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const ref = { waybillId: waybill.id, paymentId: payment.id };
    if (usedCard) await deductGrams(tx, usedCard, { grams: split.cardGrams, amount: split.cardAmount }, ref, now);
    if (usedCoupon) await markCouponUsed(tx, usedCoupon.id, ref, now);
    if (split.walletAmount > 0) {
      await postWallet(tx, {
        siteId: user.siteId,
        userId: user.id,
        amount: -split.walletAmount,
        kind: 'payment',
        refType: 'payment',
        refId: payment.id,
        ...walletNotes('wallet_reason_payment', { waybill: waybill.no }),
        now,
      });
    }
    // After the wallet (the lock order): a second device spending the same points waits here, then fails 42020.
    await spendPoints(tx, payment, now);
    if (!payer && !(await markWaybillPaid(tx, waybill, now))) throw waybillConflict(waybill.status);
    return { payment, fresh: true, replaced };
  });
  const description = t(caller.lang, 'payment_description_waybill', { waybill: await waybillNo(deps.db, body.waybill_id) });
  return finish(deps, caller, attempt, payer, description, returnUrl);
}

export async function topup(deps: Deps, caller: Caller, body: TopupRequest): Promise<PayStart> {
  const { user } = caller;
  if (body.amount < TOPUP_LIMITS.min || body.amount > TOPUP_LIMITS.max) {
    throw payField('amount', 'amount_range', { min: money(TOPUP_LIMITS.min), max: money(TOPUP_LIMITS.max) });
  }
  const returnUrl = returnUrlOf(caller, body, '/pages/mine/my-wallet/index');
  const payer = await payerFor(deps, deps.db, user, body);
  const matches = (p: PaymentRow) => p.purpose === 'topup' && p.amount === body.amount;
  const attempt = await keyed(deps, user, body.idempotency_key, matches, async (tx) => {
    const first = await byKey(tx, user, body.idempotency_key, matches);
    if (first) return { payment: first, fresh: false, replaced: [] };
    const now = deps.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        siteId: user.siteId,
        userId: user.id,
        no: newMoneyNo('P', now),
        purpose: 'topup',
        idempotencyKey: body.idempotency_key,
        status: 'pending',
        currency: caller.site.currency,
        amount: body.amount,
        onlineAmount: body.amount,
        provider: payer.method,
        expiresAt: new Date(now.getTime() + PAY_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { payment, fresh: true, replaced: [] };
  });
  return finish(deps, caller, attempt, payer, t(caller.lang, 'payment_description_topup'), returnUrl);
}

export async function buyCard(deps: Deps, caller: Caller, body: BuyCardRequest): Promise<PayStart> {
  const { user, lang } = caller;
  const [product] = await deps.db
    .select()
    .from(cardProducts)
    .where(and(eq(cardProducts.siteId, user.siteId), eq(cardProducts.id, body.card_product_id), eq(cardProducts.active, true)));
  if (!product) throw new ApiError(ApiStatus.NOT_FOUND, 'card_product_not_found');
  const returnUrl = returnUrlOf(caller, body, '/pages/recharge/record');
  const payer = body.use_wallet ? undefined : await payerFor(deps, deps.db, user, body);
  const matches = (p: PaymentRow) => p.purpose === 'card' && p.cardProductId === product.id;
  const name = lang === 'en' ? product.nameEn : product.nameZh;
  const attempt = await keyed(deps, user, body.idempotency_key, matches, async (tx) => {
    const first = await byKey(tx, user, body.idempotency_key, matches);
    if (first) return { payment: first, fresh: false, replaced: [] };
    const now = deps.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        siteId: user.siteId,
        userId: user.id,
        no: newMoneyNo('P', now),
        purpose: 'card',
        cardProductId: product.id,
        idempotencyKey: body.idempotency_key,
        status: payer ? 'pending' : 'paid',
        currency: caller.site.currency,
        amount: product.price,
        walletAmount: payer ? 0 : product.price,
        onlineAmount: payer ? product.price : 0,
        provider: payer?.method ?? null,
        expiresAt: payer ? new Date(now.getTime() + PAY_WINDOW_MS) : null,
        paidAt: payer ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (payer) return { payment, fresh: true, replaced: [] };
    await postWallet(tx, {
      siteId: user.siteId,
      userId: user.id,
      amount: -product.price,
      kind: 'card_purchase',
      refType: 'payment',
      refId: payment.id,
      ...walletNotes('wallet_reason_card', { name: product.nameZh }),
      noteEn: t('en', 'wallet_reason_card', { name: product.nameEn }),
      now,
    });
    return { payment: await deliverPurchase(tx, payment, now), fresh: true, replaced: [] };
  });
  return finish(deps, caller, attempt, payer, t(lang, 'payment_description_card', { name }), returnUrl);
}

async function waybillNo(q: Queryable, id: number): Promise<string> {
  const [row] = await q.select({ no: waybills.no }).from(waybills).where(eq(waybills.id, id));
  return row?.no ?? '';
}

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * After commit: replaced attempts closed at their provider (best effort); a fresh pending payment started at
 * its provider (its reference and the app's action stored; closed there at once if the attempt was replaced
 * meanwhile); a start that fails gives the holds back (42030).
 */
export async function finish(
  deps: Deps,
  caller: Caller,
  attempt: Attempt,
  payer: Payer | undefined,
  description: string,
  returnUrl: string,
): Promise<PayStart> {
  for (const old of attempt.replaced) await closeAtProvider(deps, old);
  const { payment } = attempt;
  let client = (payment.clientAction as PayStart['client']) ?? null;
  if (attempt.fresh && payment.status === 'pending' && payer?.method === 'bank_transfer') {
    client = await startTransfer(deps, payment);
  } else if (attempt.fresh && payment.status === 'pending' && payer) {
    const provider = deps.payments[payer.method];
    try {
      const started = await provider!.start({
        paymentNo: payment.no,
        amount: payment.onlineAmount,
        currency: payment.currency,
        description,
        origin: caller.origin,
        notifyUrl: `${caller.origin}/api/pay/notify/${payer.method}`,
        returnUrl,
        openid: payer.openid,
        wechatApp: payer.wechatApp,
        expiresAt: payment.expiresAt!,
        lang: caller.lang,
      });
      client = started.client;
      // Kept whatever the payment's state: a notification or a late-payment refund needs the reference.
      const [stored] = await deps.db
        .update(payments)
        .set({ providerRef: started.providerRef, clientAction: started.client as unknown as Record<string, unknown> })
        .where(eq(payments.id, payment.id))
        .returning();
      // Replaced or cancelled while the provider was starting it: nobody may pay it now.
      if (stored.status !== 'pending') await closeAtProvider(deps, stored);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await deps.db.transaction((tx) => closePending(tx, payment.id, 'failed', reason.slice(0, 500), deps.now()));
      throw new ApiError(ApiStatus.PAYMENT_FAILED, 'pay_start_failed', { reason: t(caller.lang, 'pay_provider_unreachable') }, 200, {
        cause: err,
      });
    }
  }
  const view = await loadPayment(deps.db, and(ownPayment(caller.user), eq(payments.id, payment.id)), caller.lang);
  return { payment: view!, client: view!.status === 'pending' ? client : null };
}
