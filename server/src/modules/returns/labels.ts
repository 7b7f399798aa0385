/** The words customers and staff see for a return's states, methods and steps. */
import type { ReturnAction, ReturnMethod, ReturnStatus } from '@contract/returns';
import type { Bilingual } from '../../lib/bilingual';

export const RETURN_STATUS_TEXT: Record<ReturnStatus, Bilingual> = {
  requested: { zh: '待报价', en: 'requested' },
  quoted: { zh: '已报价', en: 'quoted' },
  awaiting_payment: { zh: '待付款', en: 'awaiting payment' },
  processing: { zh: '处理中', en: 'processing' },
  shipped: { zh: '已寄出', en: 'shipped' },
  completed: { zh: '已完成', en: 'completed' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  rejected: { zh: '已拒绝', en: 'rejected' },
};

export const RETURN_METHOD_TEXT: Record<ReturnMethod, Bilingual> = {
  label: { zh: '商家预付面单', en: "Shop's prepaid label" },
  postage: { zh: '仓库代购邮费', en: 'Warehouse buys the postage' },
  pickup: { zh: '网点自提', en: 'Collect at a depot' },
};

export const RETURN_ACTION_TEXT: Record<ReturnAction, Bilingual> = {
  requested: { zh: '提交退货申请', en: 'Return requested' },
  quoted: { zh: '仓库已报价', en: 'Postage quoted' },
  accepted: { zh: '接受报价', en: 'Quote accepted' },
  paid: { zh: '已付款', en: 'Paid' },
  processed: { zh: '已称重拍照', en: 'Weighed and photographed' },
  shipped: { zh: '已寄出', en: 'Shipped' },
  completed: { zh: '已完成', en: 'Completed' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  rejected: { zh: '已拒绝', en: 'Rejected' },
};
