/**
 * 1,000 concurrent money moves on one agent: withdrawals to the wallet (paid at once through the wallet ledger),
 * bank withdrawals (one open at a time) and staff rejections that give money back. Whatever order they land in,
 * the balance never goes below zero, every cent is in exactly one place, and the ledgers add up.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { agentWithdrawals, commissionEntries } from '../../db/schema';
import { walletBalance } from '../wallet/ledger';
import { commissionFaults } from './invariants';
import { commissionBalance } from './ledger';
import {
  type Agent,
  deliver,
  newAgent,
  newMember,
  NZ_BANK,
  paidWaybill,
  releaseAfterHold,
  saveSettings,
  setDefaultRate,
  startWorld,
  withdraw,
  type World,
} from './test-support';

let w: World;
let agent: Agent;
let start: number;
beforeAll(async () => {
  w = await startWorld();
  await saveSettings(w.t, { min_withdraw: 100, bank_fee: 10, daily_cap: 100_000_000 });
  await setDefaultRate(w.t, 5000);
  agent = await newAgent(w);
  const member = await newMember(w, agent);
  for (let i = 0; i < 3; i++) await deliver(w, (await paidWaybill(w, member)).id);
  await releaseAfterHold(w);
  start = await commissionBalance(w.t.db, agent.userId);
});
afterAll(() => w.t.close());

const ALLOWED_REFUSALS = new Set([47003, 47004, 40004, 42009]);

it('keeps the commission balance within the rules and accounts for every cent', async () => {
  expect(start).toBeGreaterThan(3000);
  const walletBefore = await walletBalance(w.t.db, agent.userId);
  const rejectOpen = async (i: number) => {
    await new Promise((resolve) => setTimeout(resolve, i % 200)); // spread among the withdrawals
    const queue = await get(w.t, '/api/staff/agent/withdraw/lst?status=requested', { token: w.staff });
    const open = queue.body.data.list.find((x: { user_id: number }) => x.user_id === agent.userId);
    return open
      ? post(w.t, `/api/staff/agent/withdraw/reject/${open.id}`, { reason: 'race' }, { token: w.staff })
      : { body: { status: 40004 } };
  };
  const moves = Array.from({ length: 1000 }, (_, i) => {
    const amount = 100 + ((i * 37) % 300);
    if (i % 5 === 4) return rejectOpen(i);
    return withdraw(w.t, agent.token, i % 2 ? { method: 'wallet', amount } : { ...NZ_BANK, amount });
  });
  const answers = await Promise.all(moves);
  const statuses = answers.map((a) => a.body.status);
  expect(statuses.filter((s) => s !== 200 && !ALLOWED_REFUSALS.has(s))).toEqual([]);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(5);

  const rows = await w.t.db.select().from(agentWithdrawals).where(eq(agentWithdrawals.userId, agent.userId));
  const taken = rows.filter((r) => r.status !== 'rejected').reduce((sum, r) => sum + r.amount, 0);
  const end = await commissionBalance(w.t.db, agent.userId);
  expect(end).toBeGreaterThanOrEqual(0);
  expect(end).toBe(start - taken);
  const toWallet = rows.filter((r) => r.method === 'wallet');
  expect(toWallet.every((r) => r.status === 'paid')).toBe(true);
  expect(await walletBalance(w.t.db, agent.userId)).toBe(walletBefore + toWallet.reduce((sum, r) => sum + r.net, 0));
  expect(rows.filter((r) => r.status === 'requested' || r.status === 'approved').length).toBeLessThanOrEqual(1);
  // Each withdrawal left the ledger once; each rejected one came back once.
  const entries = await w.t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.userId, agent.userId), inArray(commissionEntries.kind, ['withdrawal', 'withdrawal_return'])));
  expect(entries.filter((e) => e.kind === 'withdrawal')).toHaveLength(rows.length);
  expect(entries.filter((e) => e.kind === 'withdrawal_return')).toHaveLength(rows.filter((r) => r.status === 'rejected').length);
  expect(entries.every((e) => e.kind !== 'withdrawal' || e.balanceAfter >= 0)).toBe(true);
  expect(await commissionFaults(w.t.db)).toEqual([]);
});
