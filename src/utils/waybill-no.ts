/**
 * Waybill numbers in the app: the server's own rule (types/waybill-number.ts) for instant feedback on a
 * typo. The server (GET /api/order/check_no, and the track query's 40001) stays the judge.
 */
export { dammDigit, classifyWaybillNo as checkWaybillNoLocal } from '@contract/waybill-number';
