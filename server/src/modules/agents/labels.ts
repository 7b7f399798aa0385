/** Status texts of agents, commissions and withdrawals, in both languages. */
import type { AgentStatus, CommissionStatus, WithdrawalStatus } from '@contract/agent';
import type { ApiLang } from '@contract/api';
import { type Bilingual, inLang } from '../../lib/bilingual';

type Texts<K extends string> = Record<K, Bilingual>;

const AGENT: Texts<AgentStatus> = {
  pending: { zh: '审核中', en: 'under review' },
  approved: { zh: '已通过', en: 'approved' },
  rejected: { zh: '未通过', en: 'not approved' },
};
const COMMISSION: Texts<CommissionStatus> = {
  pending: { zh: '待结算', en: 'pending' },
  available: { zh: '可提现', en: 'available' },
  reversed: { zh: '已撤销', en: 'reversed' },
};
const WITHDRAWAL: Texts<WithdrawalStatus> = {
  requested: { zh: '待审核', en: 'requested' },
  approved: { zh: '待打款', en: 'approved' },
  paid: { zh: '已到账', en: 'paid' },
  rejected: { zh: '已驳回', en: 'rejected' },
};

export const agentStatusText = (s: AgentStatus, lang: ApiLang) => inLang(lang, AGENT[s]);
export const commissionStatusText = (s: CommissionStatus, lang: ApiLang) => inLang(lang, COMMISSION[s]);
export const withdrawalStatusText = (s: WithdrawalStatus, lang: ApiLang) => inLang(lang, WITHDRAWAL[s]);
