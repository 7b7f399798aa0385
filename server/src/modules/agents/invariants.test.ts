/**
 * The money invariant check (moneyFaults: `npm run money:check` and every test file's close) covers the commission
 * ledger: empty after commission, withdrawals and a rejection made through the API, and each kind of fault named
 * when the data is bent.
 */
import { and, eq } from 'drizzle-orm';
import { post } from '../../../test/helpers';
import { agentWithdrawals, commissionEntries, commissions, walletEntries } from '../../db/schema';
import { moneyFaults } from '../payment/invariants';
import {
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
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

/** The faults while the data is bent; repaired after, so the check is clean again. */
async function faultsWhile(bend: () => Promise<unknown>, repair: () => Promise<unknown>): Promise<string[]> {
  await bend();
  const faults = await moneyFaults(w.t.db);
  await repair();
  expect(await moneyFaults(w.t.db)).toEqual([]);
  return faults;
}

it('is empty for money moved through the API, and names each kind of commission fault', async () => {
  await saveSettings(w.t, { min_withdraw: 100, bank_fee: 50 });
  await setDefaultRate(w.t, 3000);
  const agent = await newAgent(w);
  const member = await newMember(w, agent);
  const waybill = await paidWaybill(w, member);
  await deliver(w, waybill.id);
  await releaseAfterHold(w);
  const toWallet = (await withdraw(w.t, agent.token, { method: 'wallet', amount: 100 })).body.data;
  const bank = (await withdraw(w.t, agent.token, { ...NZ_BANK, amount: 200 })).body.data;
  expect((await post(w.t, `/api/staff/agent/withdraw/reject/${bank.id}`, { reason: 'Wrong name' }, { token: w.staff })).body.status).toBe(
    200,
  );
  expect(await moneyFaults(w.t.db)).toEqual([]);

  const [commission] = await w.t.db.select().from(commissions).where(eq(commissions.waybillId, waybill.id));
  const [first] = await w.t.db
    .select()
    .from(commissionEntries)
    .where(and(eq(commissionEntries.userId, agent.userId), eq(commissionEntries.seq, 1)));
  const setEntry = (balanceAfter: number) =>
    w.t.db.update(commissionEntries).set({ balanceAfter }).where(eq(commissionEntries.id, first.id));
  expect(
    await faultsWhile(
      () => setEntry(first.balanceAfter + 1),
      () => setEntry(first.balanceAfter),
    ),
  ).toEqual([`commission ledger does not add up: {"ref":${agent.userId},"seq":1}`]);

  // A commission credited that, by its state, never became available.
  const setAvailableAt = (at: Date | null) => w.t.db.update(commissions).set({ availableAt: at }).where(eq(commissions.id, commission.id));
  expect(
    await faultsWhile(
      () => setAvailableAt(null),
      () => setAvailableAt(commission.availableAt),
    ),
  ).toEqual([expect.stringMatching(new RegExp(`^commission's ledger entries differ from its state: \\{"ref":${commission.id},`))]);

  // A rejected withdrawal whose money came back, shown as still open.
  const setStatus = (id: number, status: 'requested' | 'rejected' | 'paid') =>
    w.t.db.update(agentWithdrawals).set({ status }).where(eq(agentWithdrawals.id, id));
  expect(
    await faultsWhile(
      () => setStatus(bank.id, 'requested'),
      () => setStatus(bank.id, 'rejected'),
    ),
  ).toEqual([`withdrawal's ledger entries differ from its state: {"ref":${bank.id},"status":"requested"}`]);

  // A wallet withdrawal's wallet credit pointing elsewhere.
  const setRef = (refId: number) =>
    w.t.db
      .update(walletEntries)
      .set({ refId })
      .where(and(eq(walletEntries.refType, 'agent_withdrawal'), eq(walletEntries.userId, agent.userId)));
  expect(
    await faultsWhile(
      () => setRef(999_999),
      () => setRef(toWallet.id),
    ),
  ).toEqual([
    // (sums come back as numbers from PGlite and as strings from PostgreSQL)
    expect.stringMatching(
      new RegExp(`^wallet withdrawal's wallet credit differs from its net: \\{"ref":${toWallet.id},"status":"paid","credited":"?0"?\\}$`),
    ),
    expect.stringMatching(/^wallet commission credit without its withdrawal: \{"ref":\d+\}$/),
  ]);
});
