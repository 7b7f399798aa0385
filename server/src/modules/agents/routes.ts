/**
 * Customer: /api/agent/{create, info, invite, team/lst, order/lst, withdraw/lst, withdraw/create}.
 * Staff: /api/staff/agent/{lst, decide/{id}, tier/{id}, withdraw/lst, withdraw/approve|pay|reject/{id}, withdraw/export, settings};
 * admin: /api/staff/agent/settings/save, /api/staff/agent/tier/save, /api/staff/agent/release (the available sweep now).
 * Also: commission hooks on the payment and claims modules, and the recurring job that makes commission available.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AgentApplyRequest,
  AgentSettings,
  AgentWithdrawRequest,
  CommissionStatus,
  StaffAgentQuery,
  StaffWithdrawalQuery,
} from '@contract/agent';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { createMiniProgramCodes } from '../../providers/wechat/wxacode';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { claimPaidListeners } from '../claims/pay';
import { publicOrigin } from '../files/urls';
import { dbTokenStore } from '../notification/wechat-token';
import { hook, waybillPaidListeners } from '../payment/holds';
import { waybillRefundedListeners } from '../payment/refund';
import { commissionOnPaid, releaseDue, reverseCommissions } from './commission';
import { agentInvite } from './invite';
import * as s from './schemas';
import { saveSettings, saveTier, settingsOf, settingsView, type TierInput, tiersOf, tierView } from './settings';
import { approvedBankCsv, decideApplication, setAgentTier, staffAgents, staffWithdrawals } from './staff';
import { agentInfo, apply, orderList, teamList, withdrawalList, withdrawalView } from './team';
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal, requestWithdrawal, type StaffAct, withdrawalNotFound } from './withdraw';

type ById = { Params: { id: number } };

/** A text that is only spaces is as empty as no text. */
function filled(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw new FieldError(`agent.${field}`, 'empty');
  return text;
}
type Paged<Extra = object> = { Querystring: { page: number; page_size: number } & Extra };

const onClaimPaid: (typeof claimPaidListeners)[number] = async (tx, claim, now) => {
  if (claim.waybillId) await reverseCommissions(tx, claim.waybillId, 'claim', now);
};
const onRefunded: (typeof waybillRefundedListeners)[number] = async (tx, waybill, now) => {
  await reverseCommissions(tx, waybill.id, 'refund', now);
};

export default async function agentRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'agent');
  hook(waybillPaidListeners, commissionOnPaid);
  hook(waybillRefundedListeners, onRefunded);
  hook(claimPaidListeners, onClaimPaid);
  app.jobs.every('agent-commissions', '* * * * *', async () => {
    await releaseDue(deps);
  });
  const codes = createMiniProgramCodes(deps.config, dbTokenStore(deps.db, deps.now));

  const user = { preHandler: app.requireUser };
  const info = (r: FastifyRequest) => agentInfo(deps, r.user!, r.site, r.lang);
  app.post<{ Body: AgentApplyRequest }>('/agent/create', { schema: s.applySchema, ...user }, async (r) => {
    const row = await apply(deps, r.user!, r.site, r.body);
    return ok(r, await info(r), row.status === 'approved' ? 'agent_approved_now' : 'agent_applied');
  });
  app.get('/agent/info', { schema: s.infoSchema, ...user }, async (r) => ok(r, await info(r)));
  app.get<{ Querystring: { platform: 'weapp' | 'h5' } }>('/agent/invite', { schema: s.inviteSchema, ...user }, async (r) =>
    ok(r, await agentInvite(deps, codes, r.user!, r.query.platform, publicOrigin(r))),
  );
  app.get<Paged>('/agent/team/lst', { schema: s.teamSchema, ...user }, async (r) => ok(r, await teamList(deps, r.user!, r.query)));
  app.get<Paged<{ status?: CommissionStatus; member_id?: number }>>('/agent/order/lst', { schema: s.orderSchema, ...user }, async (r) =>
    ok(r, await orderList(deps, r.user!, r.lang, r.query)),
  );
  app.get<Paged>('/agent/withdraw/lst', { schema: s.withdrawListSchema, ...user }, async (r) =>
    ok(r, await withdrawalList(deps, r.user!, r.lang, r.query)),
  );
  app.post<{ Body: AgentWithdrawRequest }>('/agent/withdraw/create', { schema: s.withdrawCreateSchema, ...user }, async (r) => {
    const row = await requestWithdrawal(deps, r.user!, r.site, r.body);
    return ok(r, withdrawalView(row, r.lang), row.method === 'wallet' ? 'withdrawal_to_wallet' : 'withdrawal_created');
  });

  const act = (r: FastifyRequest): StaffAct => ({ deps, site: r.site, staff: r.user! });
  const one = { page: 1, page_size: 1 };
  const agentRow = async (r: FastifyRequest, id: number) => (await staffAgents(act(r), r.lang, { ...one, id })).list[0];
  const withdrawalRow = async (r: FastifyRequest, id: number) => {
    const [found] = (await staffWithdrawals(act(r), r.lang, { ...one, id })).list;
    if (!found) throw withdrawalNotFound();
    return found;
  };
  app.get<{ Querystring: StaffAgentQuery }>('/staff/agent/lst', { schema: s.staffAgentListSchema, ...allow('service') }, async (r) =>
    ok(r, await staffAgents(act(r), r.lang, r.query)),
  );
  app.post<ById & { Body: { outcome: 'approve' | 'reject'; reason?: string; tier_id?: number } }>(
    '/staff/agent/decide/:id',
    { schema: s.staffDecideSchema, ...allow('service') },
    async (r) => {
      await decideApplication(act(r), r.params.id, r.body);
      return ok(r, await agentRow(r, r.params.id), 'agent_decided');
    },
  );
  app.post<ById & { Body: { tier_id: number } }>('/staff/agent/tier/:id', { schema: s.staffTierSchema, ...allow('service') }, async (r) => {
    await setAgentTier(act(r), r.params.id, r.body.tier_id);
    return ok(r, await agentRow(r, r.params.id), 'agent_saved');
  });
  app.get<Paged<StaffWithdrawalQuery>>('/staff/agent/withdraw/lst', { schema: s.staffWithdrawListSchema, ...allow('money') }, async (r) =>
    ok(r, await staffWithdrawals(act(r), r.lang, r.query)),
  );
  app.post<ById>('/staff/agent/withdraw/approve/:id', { schema: s.staffApproveSchema, ...allow('money') }, async (r) => {
    const done = await approveWithdrawal(act(r), r.params.id);
    const row = await withdrawalRow(r, r.params.id);
    return done.result === 'proposed'
      ? ok(r, row, 'withdrawal_proposed', { limit: (done.limit / 100).toFixed(2) })
      : ok(r, row, 'withdrawal_approved');
  });
  app.post<ById & { Body: { bank_ref: string } }>(
    '/staff/agent/withdraw/pay/:id',
    { schema: s.staffPaySchema, ...allow('money') },
    async (r) => {
      await markWithdrawalPaid(act(r), r.params.id, filled('bank_ref', r.body.bank_ref));
      return ok(r, await withdrawalRow(r, r.params.id), 'withdrawal_paid');
    },
  );
  app.post<ById & { Body: { reason: string } }>(
    '/staff/agent/withdraw/reject/:id',
    { schema: s.staffRejectSchema, ...allow('money') },
    async (r) => {
      await rejectWithdrawal(act(r), r.params.id, filled('reason', r.body.reason));
      return ok(r, await withdrawalRow(r, r.params.id), 'withdrawal_rejected');
    },
  );
  app.get('/staff/agent/withdraw/export', { schema: s.staffCsvSchema, ...allow('money') }, async (r, reply) => {
    const csv = await approvedBankCsv(act(r));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="agent-withdrawals-${deps.now().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });
  app.get('/staff/agent/settings', { schema: s.staffSettingsSchema, ...allow('any') }, async (r) =>
    ok(r, {
      settings: settingsView(await settingsOf(deps.db, r.site.id)),
      tiers: (await tiersOf(deps.db, r.site.id, deps.now())).map(tierView),
    }),
  );
  app.post<{ Body: AgentSettings }>('/staff/agent/settings/save', { schema: s.staffSettingsSaveSchema, ...allow('admin') }, async (r) =>
    ok(r, await saveSettings(deps.db, r.site.id, r.body, deps.now()), 'agent_saved'),
  );
  // The recurring job's sweep on demand (admins): after changing the hold, or where no worker polls.
  app.post('/staff/agent/release', { schema: s.staffReleaseSchema, ...allow('admin') }, async (r) =>
    ok(r, { released: await releaseDue(deps) }, 'agent_saved'),
  );
  app.post<{ Querystring: { id?: number }; Body: TierInput }>(
    '/staff/agent/tier/save',
    { schema: s.staffTierSaveSchema, ...allow('admin') },
    async (r) => {
      const row = await saveTier(deps.db, r.site.id, r.query.id ?? null, r.body, deps.now());
      if (!row) throw new FieldError('agent.id', 'invalid_choice', { allowed: 'a tier of this site' });
      return ok(r, tierView(row), 'agent_saved');
    },
  );
}
