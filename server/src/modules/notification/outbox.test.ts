/**
 * The outbox contract other modules rely on: notify() inside a transaction writes the inbox message and one row per
 * reachable channel with its delivery job; a rolled-back change leaves nothing; a repeated key notifies once.
 */
import { eq } from 'drizzle-orm';
import { outbox, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { inboxMessages, notificationOutbox, users } from '../../db/schema';
import { type NotificationInput, notify } from './outbox';

let t: TestApp;
let userId: number;
let mobile: string;
beforeAll(async () => {
  t = await startApp();
  ({ mobile } = await registerUser(t));
  [{ id: userId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
});
afterAll(() => t.close());

const awaitingPayment = (key: string): NotificationInput => ({
  siteId: 1,
  userId,
  event: 'waybill.awaiting_payment',
  payload: { no: 'NZ100234', amount: '$23.50' },
  dedupeKey: key,
  link: '/pages/order-detail/index?id=7',
});
const rowsOf = (key: string) =>
  t.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.dedupeKey, `waybill.awaiting_payment:${key}`));
const textsTo = (to: string) => outbox(t).filter((line) => line.to === to && line.code === null);

it("writes the inbox message and one row per reachable channel in the caller's transaction; the job delivers it", async () => {
  await t.db.transaction((tx) => notify(tx, awaitingPayment('w7')));
  // Payment events default to WeChat + SMS; this customer has no mini-program openid, so SMS only.
  const rows = await rowsOf('w7');
  expect(rows.map((r) => [r.channel, r.position, r.status])).toEqual([['sms', 0, 'pending']]);
  expect(await t.db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId))).toHaveLength(1);

  await t.app.jobs.runDue();
  expect((await rowsOf('w7'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  expect(textsTo(mobile).map((line) => line.text)).toEqual(['运单待支付: 运单 NZ100234 已称重计价,应付 $23.50,请尽快支付。']);
});

it('a repeated dedupe key (double tap, retried job) notifies once', async () => {
  for (let i = 0; i < 3; i++) await t.db.transaction((tx) => notify(tx, awaitingPayment('w8')));
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  expect(await rowsOf('w8')).toHaveLength(1);
  expect(textsTo(mobile).filter((line) => line.text.includes('NZ100234'))).toHaveLength(2); // w7 and w8, once each
});

it('a change that rolls back leaves no message, no row and no job', async () => {
  await expect(
    t.db.transaction(async (tx) => {
      await notify(tx, awaitingPayment('w9'));
      throw new Error('the state change failed');
    }),
  ).rejects.toThrow('the state change failed');
  const texts = textsTo(mobile).length;
  await t.app.jobs.runDue();
  expect(await rowsOf('w9')).toHaveLength(0);
  expect(textsTo(mobile)).toHaveLength(texts);
});
