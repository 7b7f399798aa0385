// Returns of parcels to their shop (types/returns.ts, server/src/modules/returns): one function per call,
// customer and staff.
import type { PhotoLink } from '@contract/parcel';
import type {
  ReturnableData,
  ReturnCreateRequest,
  ReturnDetail,
  ReturnListData,
  ReturnPayRequest,
  ReturnPayStart,
  ReturnStatus,
  StaffProcessRequest,
  StaffReturnListData,
  StaffShipRequest,
} from '@contract/returns';
import type { Http } from './request';

type Paging = { page: number; page_size: number; status?: ReturnStatus };
export type LabelData = PhotoLink & { kind: 'pdf' | 'image' };

/** My parcels that can go back, and the handling fee per parcel. */
export const listReturnableParcels = (http: Http) => http.get<ReturnableData>('/api/return/parcels');
/** The shop's prepaid label (PDF or image, checked by content on the server); its `file` key goes into create. */
export const uploadReturnLabel = (http: Http, filePath: string) => http.upload<LabelData>('/api/return/label', filePath);
export const createReturn = (http: Http, body: ReturnCreateRequest) => http.post<ReturnDetail>('/api/return/create', body);
export const listReturns = (http: Http, query: Paging) => http.get<ReturnListData>('/api/return/lst', query);
export const getReturn = (http: Http, id: number) => http.get<ReturnDetail>(`/api/return/detail/${id}`);
export const cancelReturn = (http: Http, id: number) => http.post<ReturnDetail>(`/api/return/cancel/${id}`, {});
export const payReturn = (http: Http, id: number, body: ReturnPayRequest) => http.post<ReturnPayStart>(`/api/return/pay/${id}`, body);

export const staffListReturns = (http: Http, query: Paging) => http.get<StaffReturnListData>('/api/staff/return/lst', query);
export const staffGetReturn = (http: Http, id: number) => http.get<ReturnDetail>(`/api/staff/return/detail/${id}`);
export const staffQuoteReturn = (http: Http, id: number, postage: number) =>
  http.post<ReturnDetail>(`/api/staff/return/quote/${id}`, { postage });
export const staffRejectReturn = (http: Http, id: number, reason: string) =>
  http.post<ReturnDetail>(`/api/staff/return/reject/${id}`, { reason });
export const staffProcessReturn = (http: Http, id: number, body: StaffProcessRequest) =>
  http.post<ReturnDetail>(`/api/staff/return/process/${id}`, body);
export const staffShipReturn = (http: Http, id: number, body: StaffShipRequest) =>
  http.post<ReturnDetail>(`/api/staff/return/ship/${id}`, body);
export const staffCompleteReturn = (http: Http, id: number) => http.post<ReturnDetail>(`/api/staff/return/complete/${id}`, {});
