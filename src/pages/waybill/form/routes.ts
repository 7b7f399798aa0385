// Routes of the waybill forms and the detail page they lead to (the detail page is the waybill tab's).
import { ROUTES } from '@/routes';

export const PACK_ROUTE = ROUTES.waybillPack;
export const SEND_ROUTE = ROUTES.waybillSend;
export const detailUrl = (id: number) => `${ROUTES.waybillDetail}?id=${id}`;
