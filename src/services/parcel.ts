// My parcels (types/parcel.ts; server/src/modules/parcel): declare, list by status, edit/delete while declared,
// photos, and claiming an unclaimed arrival by its full tracking number. One function per call.
import type {
  ClaimRequest,
  Parcel,
  ParcelCreateRequest,
  ParcelDetail,
  ParcelListData,
  ParcelListQuery,
  ParcelUpdateRequest,
  UnclaimedListData,
} from '@contract/parcel';
import type { Http } from './request';

export const listParcels = (http: Http, query: ParcelListQuery) => http.get<ParcelListData>('/api/parcel/lst', query);

export const getParcel = (http: Http, id: number) => http.get<ParcelDetail>(`/api/parcel/detail/${id}`);

/** With a `request_id`, a retry answers the parcel the first call declared. */
export const createParcel = (http: Http, body: ParcelCreateRequest) => http.post<Parcel>('/api/parcel/create', body);

/** Only while `declared` (42009 otherwise). */
export const updateParcel = (http: Http, id: number, body: ParcelUpdateRequest) => http.post<Parcel>(`/api/parcel/update/${id}`, body);

/** The spec's client deletes with GET. Only while `declared` (42009 otherwise). */
export const deleteParcel = (http: Http, id: number) => http.get<{ id: number }>(`/api/parcel/delete/${id}`);

export const listUnclaimed = (http: Http, query: { keyword?: string; page?: number; page_size?: number }) =>
  http.get<UnclaimedListData>('/api/parcel/unclaimed/lst', query);

export const claimParcel = (http: Http, body: ClaimRequest) => http.post<Parcel>('/api/parcel/claim', body);
