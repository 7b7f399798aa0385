// Waybills ("order" in the API paths; types/waybill.ts, server/src/modules/waybill): one function per call.
import type { CheckNoData, WaybillDetail, WaybillListData, WaybillListQuery, WaybillUpdateRequest } from '@contract/waybill';
import type { Http } from './request';

// ---- my waybills: list, detail, edit, cancel, number check (waybill tab pages)

export const listWaybills = (http: Http, query: WaybillListQuery) => http.get<WaybillListData>('/api/order/lst', query);

export const getWaybill = (http: Http, id: number) => http.get<WaybillDetail>(`/api/order/detail/${id}`);

/** While pending_pack / pending_receipt only; after packing the server answers 42009 STATE_CONFLICT. */
export const updateWaybill = (http: Http, id: number, body: WaybillUpdateRequest) =>
  http.post<WaybillDetail>(`/api/order/update/${id}`, body);

/** Before payment; its parcels go back to the warehouse list (in_warehouse). */
export const cancelWaybill = (http: Http, id: number) => http.post<WaybillDetail>(`/api/order/cancel/${id}`, {});

/** Public: is a typed number well formed with a right Damm check digit (also mirrored in utils/waybill-no.ts). */
export const checkWaybillNo = (http: Http, no: string) => http.get<CheckNoData>('/api/order/check_no', { no }, { auth: false });

// ---- creating waybills: pack in-warehouse parcels, or a direct send via a depot (pack / send pages).
// Both need the signed transport agreement: 42001 -> lib/agreement-gate.ts; a refused declaration is 42010.

export const createPackWaybill = (http: Http, body: import('@contract/waybill').PackCreateRequest) =>
  http.post<WaybillDetail>('/api/order/pack/create', body);

export const createSendWaybill = (http: Http, body: import('@contract/waybill').SendCreateRequest) =>
  http.post<WaybillDetail>('/api/order/send/create', body);
