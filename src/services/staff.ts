// Warehouse staff calls (role staff/admin; a customer gets 40003): check-in, the waybill queues, pack,
// dispatch, handover, track events, delivered and problem flags. One function per call (types/parcel.ts,
// types/waybill.ts, types/tracking.ts).
import type { CheckinData, CheckinRequest, ParcelStatus, StaffParcelListData, StaffPhotoData } from '@contract/parcel';
import type { StaffTrackRequest, SyncTrackData, TrackLogData } from '@contract/tracking';
import type {
  DispatchData,
  HandoverRequest,
  PackRequest,
  ProblemRequest,
  StaffWaybillDetail,
  StaffWaybillListData,
  WaybillStatus,
} from '@contract/waybill';
import type { Http, RequestOptions } from './request';

export interface StaffListQuery<S> {
  status?: S;
  keyword?: string;
  /** Waybills: 1 = open ones flagged with a problem. */
  problem?: 1;
  page?: number;
  page_size?: number;
}

/** A warehouse photo (multipart field `file`), stored privately; its `file` key goes into check-in / pack. */
export const uploadStaffPhoto = (http: Http, filePath: string) => http.upload<StaffPhotoData>('/api/staff/upload/photo', filePath);

export const checkIn = (http: Http, req: CheckinRequest, options?: RequestOptions) =>
  http.post<CheckinData>('/api/staff/parcel/checkin', req, options);

export const listStaffParcels = (http: Http, query: StaffListQuery<ParcelStatus>) =>
  http.get<StaffParcelListData>('/api/staff/parcel/lst', query);

export const listStaffWaybills = (http: Http, query: StaffListQuery<WaybillStatus>, options?: RequestOptions) =>
  http.get<StaffWaybillListData>('/api/staff/order/lst', query, options);

export const getStaffWaybill = (http: Http, id: number) => http.get<StaffWaybillDetail>(`/api/staff/order/detail/${id}`);

/** A direct send arrived at the depot: pending_receipt -> pending_pack. */
export const receiveWaybill = (http: Http, id: number) => http.post<StaffWaybillDetail>(`/api/staff/order/receive/${id}`);

/** Weighed and measured (grams, millimetres): priced and frozen -> pending_payment. */
export const packWaybill = (http: Http, id: number, req: PackRequest) => http.post<StaffWaybillDetail>(`/api/staff/order/pack/${id}`, req);

/** pending_dispatch -> in_transit, each id on its own: answers ok / failed per id. */
export const dispatchWaybills = (http: Http, ids: number[], options?: RequestOptions) =>
  http.post<DispatchData>('/api/staff/order/dispatch', { ids }, options);

export const handOver = (http: Http, id: number, req: HandoverRequest) =>
  http.post<StaffWaybillDetail>(`/api/staff/order/handover/${id}`, req);

export const markDelivered = (http: Http, id: number) => http.post<StaffWaybillDetail>(`/api/staff/order/delivered/${id}`);

export const flagProblem = (http: Http, id: number, req: ProblemRequest) =>
  http.post<StaffWaybillDetail>(`/api/staff/order/problem/${id}`, req);

export const clearProblem = (http: Http, id: number) => http.post<StaffWaybillDetail>(`/api/staff/order/problem/clear/${id}`);

export const addTrackEvent = (http: Http, id: number, req: StaffTrackRequest) =>
  http.post<{ added: boolean }>(`/api/staff/order/track/${id}`, req);

export const syncTrack = (http: Http, id: number) => http.post<SyncTrackData>(`/api/staff/order/sync_track/${id}`);

/** The public track of a waybill number (newest first), shown under the staff actions. Sent without the
 *  token so the lookup does not land in the staff member's own "recent queries". */
export const getTrackLog = (http: Http, no: string) => http.get<TrackLogData>('/api/order/v2/log', { no }, { auth: false });
