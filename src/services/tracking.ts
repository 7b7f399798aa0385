// Logistics tracks (types/tracking.ts, server/src/modules/tracking): the public query by waybill number
// and the signed-in customer's recent queries.
import type { TrackHistoryData, TrackLogData } from '@contract/tracking';
import type { Http } from './request';

/**
 * Public (no sign-in needed). `remember`: the token goes along (when there is one), so the server keeps the
 * number in my recent queries: only for what the customer typed on the track page, not for the waybill
 * pages' own reads of the track.
 */
export const getTrackLog = (http: Http, no: string, { remember = false } = {}) =>
  http.get<TrackLogData>('/api/order/v2/log', { no }, { auth: remember });

export const listTrackHistory = (http: Http) => http.get<TrackHistoryData>('/api/track/history/lst');

export const deleteTrackHistory = (http: Http, id: number) => http.post<{ id: number }>(`/api/track/history/delete/${id}`, {});
