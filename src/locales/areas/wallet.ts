// The wallet, its top-up and the payback log (under pay.*: their pages also load areas/pay for methods and results).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  pay: {
    wallet: {
      transferSheet: '请在截止时间前转账以下金额到本公司账户,并在“参考号”栏填写下方参考号。到账并核对后即完成支付。',
      title: '我的钱包',
      signedOut: '登录后查看钱包',
      balance: '钱包余额',
      topup: '充值',
      payback: '退款记录',
      ledger: '收支明细',
      empty: '暂无收支记录',
      balanceAfter: '余额 {{amount}}',
      ref: '单号 {{no}}',
      topupTitle: '钱包充值',
      custom: '其他金额',
      customPlaceholder: '输入金额({{min}} - {{max}})',
      range: '充值金额需在 {{min}} 到 {{max}} 之间',
      badAmount: '请输入正确的金额,最多两位小数',
      topupAmount: '充值 {{amount}}',
      topped: '充值成功',
      kind: {
        topup: '充值',
        payment: '支付',
        refund: '退款',
        compensation: '理赔',
        card_purchase: '购买公斤卡',
        withdrawal: '提现',
        adjustment: '调整',
        commission: '佣金提现',
      },
    },
    payback: {
      title: '退款记录',
      signedOut: '登录后查看退款记录',
      empty: '暂无退款或理赔记录',
      refund: '退款',
      compensation: '理赔到账',
      waybill: '运单 {{no}}',
      grams: '公斤卡退回 {{kg}} kg',
      coupon: '优惠券已退回',
      walletPart: '退回钱包 {{amount}}',
      online: '原路退回 {{amount}}',
      status: { pending: '处理中', succeeded: '已退款', failed: '退款失败' },
    },
  },
};

export const en: Messages<typeof zh> = {
  pay: {
    wallet: {
      transferSheet:
        'Before the deadline, transfer the amount below to our account with the reference below in the reference field. Once it arrives and is checked, the payment is complete.',
      title: 'My wallet',
      signedOut: 'Log in to see your wallet',
      balance: 'Wallet balance',
      topup: 'Top up',
      payback: 'Refunds',
      ledger: 'Transactions',
      empty: 'No transactions yet',
      balanceAfter: 'Balance {{amount}}',
      ref: 'No. {{no}}',
      topupTitle: 'Top up wallet',
      custom: 'Other amount',
      customPlaceholder: 'Amount ({{min}} - {{max}})',
      range: 'Top-up amount must be between {{min}} and {{max}}',
      badAmount: 'Enter a valid amount with at most 2 decimals',
      topupAmount: 'Top up {{amount}}',
      topped: 'Wallet topped up',
      kind: {
        topup: 'Top-up',
        payment: 'Payment',
        refund: 'Refund',
        compensation: 'Compensation',
        card_purchase: 'Kilogram card',
        withdrawal: 'Withdrawal',
        adjustment: 'Adjustment',
        commission: 'Commission withdrawal',
      },
    },
    payback: {
      title: 'Refunds',
      signedOut: 'Log in to see your refunds',
      empty: 'No refunds or compensation yet',
      refund: 'Refund',
      compensation: 'Compensation credited',
      waybill: 'Waybill {{no}}',
      grams: '{{kg}} kg back to the card',
      coupon: 'Coupon restored',
      walletPart: '{{amount}} back to the wallet',
      online: '{{amount}} back to the original payment',
      status: { pending: 'Processing', succeeded: 'Refunded', failed: 'Refund failed' },
    },
  },
};

addStrings(zh, en);
