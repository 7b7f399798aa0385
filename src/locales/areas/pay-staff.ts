// Staff payments and refunds (under pay.staff; their pages also load areas/pay).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  pay: {
    staff: {
      payments: '支付记录',
      paymentsText: '按状态、用途、方式、日期查询支付,整单退款',
      refunds: '退款处理',
      refundsText: '查看退款,重试未完成的在线退款,标记银行退回',
      all: '全部',
      searchPlaceholder: '支付单号 / 运单号 / 会员号',
      from: '开始(年-月-日)',
      to: '结束(年-月-日)',
      badDate: '日期格式应为“年-月-日”',
      sum: '已收款合计 {{amount}} · {{count}} 笔(仅计已支付)',
      stateSum: '{{status}} {{count}} 笔 {{amount}}',
      empty: '没有符合条件的支付',
      refundsEmpty: '暂无退款',
      status: { pending: '待支付', paid: '已支付', failed: '失败', cancelled: '已取消', refunded: '已退款' },
      purpose: { waybill: '运费', topup: '充值', card: '公斤卡', return: '退货费' },
      /** Why a payment failed: the provider's word for it, or its own message. */
      failure: {
        failed: '支付方拒绝或付款人取消',
        expired: '超时未支付',
        cancelled: '已取消',
        amount_mismatch: '金额不符:支付方报告 {{detail}}',
        provider: '支付方返回:{{text}}',
      },
      /** The parts of a payment that are not zero, joined by ' · '. */
      parts: {
        card: '公斤卡 {{grams}} kg / {{amount}}',
        coupon: '优惠券 {{amount}}',
        wallet: '钱包 {{amount}}',
        online: '在线 {{amount}}',
      },
      refundState: '退款:{{status}}',
      refund: '退款',
      refundTitle: '整单退款 {{no}}',
      refundNote: '退款原因(必填,客户可见)',
      noteRequired: '请填写退款原因',
      refundConfirm: '确认退款',
      refundDone: '已提交退款',
      retry: '重试',
      retried: '已重新提交退款',
      byBank: '银行转账付款:请从银行退回客户后标记',
      paidBack: '已从银行退回',
      paidBackTitle: '银行退回 {{no}}',
      paidBackNote: '银行退款流水号或说明(必填,记入审计)',
      paidBackRequired: '请填写银行退款流水号或说明',
      paidBackDone: '已标记退款完成',
    },
  },
};

export const en: Messages<typeof zh> = {
  pay: {
    staff: {
      payments: 'Payments',
      paymentsText: 'Find payments by status, purpose, method and date; refund a whole payment',
      refunds: 'Refunds',
      refundsText: 'Refunds: retry online ones that did not finish, mark bank transfers paid back',
      all: 'All',
      searchPlaceholder: 'Payment no. / waybill no. / member code',
      from: 'From YYYY-MM-DD',
      to: 'To YYYY-MM-DD',
      badDate: 'Dates look like YYYY-MM-DD',
      sum: 'Received {{amount}} · {{count}} payment(s) (paid only)',
      stateSum: '{{status}} {{count}} · {{amount}}',
      empty: 'No payments match',
      refundsEmpty: 'No refunds',
      status: { pending: 'Pending', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled', refunded: 'Refunded' },
      purpose: { waybill: 'Freight', topup: 'Top-up', card: 'Kilogram card', return: 'Return fee' },
      failure: {
        failed: 'Refused by the provider or cancelled by the payer',
        expired: 'Not paid in time',
        cancelled: 'Cancelled',
        amount_mismatch: 'Amount mismatch: the provider reported {{detail}}',
        provider: 'Provider said: {{text}}',
      },
      parts: {
        card: 'Card {{grams}} kg / {{amount}}',
        coupon: 'coupon {{amount}}',
        wallet: 'wallet {{amount}}',
        online: 'online {{amount}}',
      },
      refundState: 'Refund: {{status}}',
      refund: 'Refund',
      refundTitle: 'Refund payment {{no}}',
      refundNote: 'Reason (required, the customer sees it)',
      noteRequired: 'Enter the reason for the refund',
      refundConfirm: 'Refund',
      refundDone: 'Refund submitted',
      retry: 'Retry',
      retried: 'Refund submitted again',
      byBank: 'Paid by bank transfer: pay it back from the bank, then mark it',
      paidBack: 'Paid back by bank',
      paidBackTitle: 'Paid back by bank {{no}}',
      paidBackNote: "The bank's reference or a note (required, audited)",
      paidBackRequired: "Enter the bank's reference or a note",
      paidBackDone: 'Refund marked done',
    },
  },
};

addStrings(zh, en);
