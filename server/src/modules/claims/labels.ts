/** Names of claim types, states, timeline steps and reason codes in both languages. */
import type { ClaimAction, ClaimReasonCode, ClaimStatus, ClaimType } from '@contract/claim';
import type { Bilingual } from '../../lib/bilingual';

export const CLAIM_TYPE_TEXT: Record<ClaimType, Bilingual> = {
  lost: { zh: '丢失', en: 'Lost' },
  damaged: { zh: '破损', en: 'Damaged' },
  short: { zh: '内件短少', en: 'Items missing' },
  delayed: { zh: '运输延误', en: 'Delayed' },
  not_in_account: { zh: '已到仓未入账', en: 'Arrived but not in my account' },
};

export const CLAIM_STATUS_TEXT: Record<ClaimStatus, Bilingual> = {
  submitted: { zh: '已提交', en: 'submitted' },
  need_info: { zh: '待补充材料', en: 'information needed' },
  under_review: { zh: '审核中', en: 'under review' },
  approved: { zh: '已批准', en: 'approved' },
  partially_approved: { zh: '部分批准', en: 'partially approved' },
  rejected: { zh: '已驳回', en: 'rejected' },
  paid: { zh: '已赔付', en: 'paid' },
  closed: { zh: '已关闭', en: 'closed' },
  withdrawn: { zh: '已撤回', en: 'withdrawn' },
};

export const CLAIM_ACTION_TEXT: Record<ClaimAction, Bilingual> = {
  submitted: { zh: '提交理赔申请', en: 'Claim submitted' },
  asked: { zh: '客服请您补充材料', en: 'More information asked for' },
  answered: { zh: '已补充材料', en: 'Information added' },
  reviewing: { zh: '开始审核', en: 'Review started' },
  proposed: { zh: '审批待第二位员工确认', en: 'Approval awaiting a second staff member' },
  approved: { zh: '审核通过', en: 'Approved' },
  partially_approved: { zh: '部分批准', en: 'Partially approved' },
  rejected: { zh: '审核驳回', en: 'Rejected' },
  paid: { zh: '赔款已发放', en: 'Compensation paid' },
  closed: { zh: '理赔单关闭', en: 'Closed' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
  appealed: { zh: '申请复核', en: 'Review asked for' },
  carrier_ref: { zh: '已向承运人索赔', en: 'Claimed from the carrier' },
};

export const CLAIM_REASON_TEXT: Record<ClaimReasonCode, Bilingual> = {
  full_value: { zh: '按全额赔付', en: 'Paid in full' },
  within_cap: { zh: '按规则上限赔付', en: "Paid up to the rules' cap" },
  repair_cost: { zh: '按维修费用赔付', en: 'Paid the repair cost' },
  partial_items: { zh: '仅部分物品符合赔付条件', en: 'Only some items qualify' },
  insufficient_evidence: { zh: '证据不足', en: 'Not enough evidence' },
  not_covered: { zh: '不属于赔付范围', en: 'Not covered by the rules' },
  out_of_time: { zh: '超过申请时限', en: 'Filed too late' },
  found: { zh: '包裹已找到', en: 'The parcel was found' },
};
