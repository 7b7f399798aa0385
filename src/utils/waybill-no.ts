/**
 * Waybill numbers in the app: the server's own rule (types/waybill-number.ts) for instant feedback on a
 * typo. The server (GET /api/order/check_no, and the track query's 40001) stays the judge.
 */
export { dammDigit, normaliseWaybillNo, type WaybillNoCheck } from '../../types/waybill-number'
export { classifyWaybillNo as checkWaybillNoLocal } from '../../types/waybill-number'
