// Payment, wallet and refund answers shaped as types/payment.ts says the server sends them.
import type { Payment, PayOptions, PaySplit, Refund, WalletEntry } from '@contract/payment'

export const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 5, no: 'P20260101000005', purpose: 'waybill', status: 'pending', currency: 'NZD', amount: 3150, card_grams: 0, card_amount: 0,
  coupon_amount: 0, wallet_amount: 0, online_amount: 3150, method: 'wechat', waybill_id: 11, waybill_no: 'NZ1118356454', card_name: null,
  card_id: null, failure_reason: null, created_at: '2026-01-01T00:00:00Z', paid_at: null, expires_at: null, ...over,
})

export const payOptions = (over: Partial<PayOptions> = {}): PayOptions => ({
  waybill: { id: 11, no: 'NZ1118356454', status: 'pending_payment', channel_code: 'general', channel_name: '普货专线', chargeable_g: 4000 },
  currency: 'NZD',
  charge: {
    breakdown: { actual_g: 2300, volumetric_g: 4000, chargeable_g: 4000, first_price: 1200, additional_price: 1500, additional_steps: 6, insurance: 150, total: 2850, currency: 'NZD' },
    services: [{ code: 'photos', name: '打包拍照', fee: 300 }],
    services_fee: 300,
    total: 3150,
  },
  amount_due: 3150,
  cards: [
    { id: 3, name: '10 公斤卡', remaining_g: 8000, expires_at: '2026-12-31T12:00:00Z', grams: 4000, amount_off: 2700 },
    { id: 4, name: '5 公斤卡', remaining_g: 2000, expires_at: '2026-06-30T12:00:00Z', grams: 2000, amount_off: 1500 },
  ],
  coupons: [
    { id: 8, name: '新客券', kind: 'amount', value: 300, max_off: null, min_spend: 0, first_waybill_only: false, expires_at: '2026-03-01T12:00:00Z', amount_off: 300 },
    { id: 9, name: '九折券', kind: 'percent', value: 10, max_off: 500, min_spend: 2000, first_waybill_only: false, expires_at: '2026-04-01T12:00:00Z', amount_off: 45 },
  ],
  unusable_coupons: [],
  best: { card_id: 3, coupon_id: 8 },
  wallet_balance: 100,
  methods: ['stripe', 'sandbox'],
  ...over,
})

export const split = (over: Partial<PaySplit> = {}): PaySplit => ({
  amount: 3150, card_id: 3, card_grams: 4000, card_amount: 2700, coupon_id: 8, coupon_amount: 300, wallet_amount: 100, online_amount: 50, ...over,
})

export const walletEntry = (over: Partial<WalletEntry> = {}): WalletEntry => ({
  id: 1, amount: 5000, balance_after: 5000, kind: 'topup', reason: '钱包充值', ref_no: 'P20260101000001', created_at: '2026-01-01T00:00:00Z', ...over,
})

export const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 2, no: 'R20260102000002', payment_no: 'P20260101000005', waybill_no: 'NZ1118356454', reason: 'waybill_cancelled', reason_text: '运单取消退款',
  status: 'pending', currency: 'NZD', card_grams: 4000, coupon_restored: true, wallet_amount: 100, online_amount: 50, method: 'sandbox',
  created_at: '2026-01-02T00:00:00Z', completed_at: null, ...over,
})
