// Agents (types/agent.ts, server/src/modules/agents): one function per call, customer and staff.
import type {
  AgentApplyRequest,
  AgentInfo,
  AgentInvite,
  AgentSettings,
  AgentStatus,
  AgentTier,
  AgentWithdrawRequest,
  CommissionStatus,
  Page,
  StaffAgentRow,
  StaffWithdrawalRow,
  TeamMember,
  TeamOrder,
  Withdrawal,
  WithdrawalStatus,
} from '@contract/agent';
import { ApiStatus } from '@contract/api';
import type { Http } from './request';

type Paging = { page: number; page_size: number };
/** The team and withdrawal pages show "apply first" in place of the list (components/agent/NotAgent.tsx). */
const notAgentShown = { shown: [ApiStatus.AGENT_NOT_APPROVED] };

export const getAgentInfo = (http: Http) => http.get<AgentInfo>('/api/agent/info');
export const applyAgent = (http: Http, body: AgentApplyRequest) => http.post<AgentInfo>('/api/agent/create', body);
/** The poster's code: a mini-program code on weapp, a QR of the register link on H5. */
export const getAgentInvite = (http: Http, platform: 'weapp' | 'h5') => http.get<AgentInvite>('/api/agent/invite', { platform });
export const listTeam = (http: Http, query: Paging) => http.get<Page<TeamMember>>('/api/agent/team/lst', query, notAgentShown);
export const listTeamOrders = (http: Http, query: Paging & { status?: CommissionStatus; member_id?: number }) =>
  http.get<Page<TeamOrder>>('/api/agent/order/lst', query);
export const listWithdrawals = (http: Http, query: Paging) => http.get<Page<Withdrawal>>('/api/agent/withdraw/lst', query, notAgentShown);
/** `request_id` makes a retried tap answer the first result. */
export const createWithdrawal = (http: Http, body: AgentWithdrawRequest) => http.post<Withdrawal>('/api/agent/withdraw/create', body);

export const staffListAgents = (http: Http, query: Paging & { status?: AgentStatus }) =>
  http.get<Page<StaffAgentRow>>('/api/staff/agent/lst', query);
export const staffDecideAgent = (http: Http, id: number, body: { outcome: 'approve' | 'reject'; reason?: string; tier_id?: number }) =>
  http.post<StaffAgentRow>(`/api/staff/agent/decide/${id}`, body);
/** Moves an approved agent to another tier of the site. */
export const staffSetAgentTier = (http: Http, id: number, tierId: number) =>
  http.post<StaffAgentRow>(`/api/staff/agent/tier/${id}`, { tier_id: tierId });
export const staffListWithdrawals = (http: Http, query: Paging & { status?: WithdrawalStatus }) =>
  http.get<Page<StaffWithdrawalRow>>('/api/staff/agent/withdraw/lst', query);
/** Above the site's amount the first approval is recorded and a second staff member approves. */
export const staffApproveWithdrawal = (http: Http, id: number) =>
  http.post<StaffWithdrawalRow>(`/api/staff/agent/withdraw/approve/${id}`, {});
export const staffPayWithdrawal = (http: Http, id: number, bankRef: string) =>
  http.post<StaffWithdrawalRow>(`/api/staff/agent/withdraw/pay/${id}`, { bank_ref: bankRef });
export const staffRejectWithdrawal = (http: Http, id: number, reason: string) =>
  http.post<StaffWithdrawalRow>(`/api/staff/agent/withdraw/reject/${id}`, { reason });
/** The approved bank withdrawals as a CSV file (a temp path / blob URL). */
export const downloadWithdrawalCsv = (http: Http) => http.download('/api/staff/agent/withdraw/export');
export const staffAgentSettings = (http: Http) => http.get<{ settings: AgentSettings; tiers: AgentTier[] }>('/api/staff/agent/settings');
export const saveAgentSettings = (http: Http, body: AgentSettings) => http.post<AgentSettings>('/api/staff/agent/settings/save', body);
/** Creates a tier (no id) or changes one; rates in basis points, per-channel first-level overrides by channel code. */
export const saveAgentTier = (http: Http, tier: Omit<AgentTier, 'id' | 'is_default'>, id?: number) =>
  http.post<AgentTier>(id ? `/api/staff/agent/tier/save?id=${id}` : '/api/staff/agent/tier/save', tier);
/** The commission sweep now (admins): due pending commissions become available. */
export const releaseCommissions = (http: Http) => http.post<{ released: number }>('/api/staff/agent/release', {});
