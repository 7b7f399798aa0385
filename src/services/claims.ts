// After-sales claims (types/claim.ts, server/src/modules/claims): one function per call, customer and staff.
import type {
  ClaimAnswerRequest,
  ClaimCreateRequest,
  ClaimDetail,
  ClaimListData,
  ClaimOptionsData,
  ClaimPhotoData,
  ClaimStatus,
  ClaimTargetsData,
  StaffClaimDecideRequest,
  StaffClaimDetail,
  StaffClaimListData,
} from '@contract/claim';
import type { Http } from './request';

type Paging = { page: number; page_size: number; status?: ClaimStatus };
export type ClaimTargetRef = { waybill_id: number } | { parcel_id: number };

/** The after-service list: my claims, newest first. */
export const listClaims = (http: Http, query: Paging) => http.get<ClaimListData>('/api/after/sales/lst', query);
export const listClaimTargets = (http: Http) => http.get<ClaimTargetsData>('/api/after/sales/targets');
/** Each type offered or not (with the reason) and its suggested maximum. */
export const getClaimOptions = (http: Http, ref: ClaimTargetRef) => http.get<ClaimOptionsData>('/api/after/sales/options', ref);
/** A private evidence photo (checked by content on the server); its `file` key goes into create / answer. */
export const uploadClaimPhoto = (http: Http, filePath: string) => http.upload<ClaimPhotoData>('/api/after/sales/photo', filePath);
export const createClaim = (http: Http, body: ClaimCreateRequest) => http.post<ClaimDetail>('/api/after/sales/create', body);
export const getClaim = (http: Http, id: number) => http.get<ClaimDetail>(`/api/after/sales/detail/${id}`);
export const withdrawClaim = (http: Http, id: number) => http.post<ClaimDetail>(`/api/after/sales/withdraw/${id}`, {});
export const answerClaim = (http: Http, id: number, body: ClaimAnswerRequest) =>
  http.post<ClaimDetail>(`/api/after/sales/answer/${id}`, body);
export const appealClaim = (http: Http, id: number, message: string) =>
  http.post<ClaimDetail>(`/api/after/sales/appeal/${id}`, { message });

export const staffListClaims = (http: Http, query: Paging) => http.get<StaffClaimListData>('/api/staff/claim/lst', query);
export const staffGetClaim = (http: Http, id: number) => http.get<StaffClaimDetail>(`/api/staff/claim/detail/${id}`);
export const staffReviewClaim = (http: Http, id: number) => http.post<StaffClaimDetail>(`/api/staff/claim/review/${id}`, {});
export const staffAskClaim = (http: Http, id: number, message: string) =>
  http.post<StaffClaimDetail>(`/api/staff/claim/ask/${id}`, { message });
/** Above the site's dual-approval amount the first approval is a proposal (a second staff member confirms). */
export const staffDecideClaim = (http: Http, id: number, body: StaffClaimDecideRequest) =>
  http.post<StaffClaimDetail>(`/api/staff/claim/decide/${id}`, body);
export const staffPayClaim = (http: Http, id: number) => http.post<StaffClaimDetail>(`/api/staff/claim/pay/${id}`, {});
export const staffCloseClaim = (http: Http, id: number) => http.post<StaffClaimDetail>(`/api/staff/claim/close/${id}`, {});
export const staffCarrierRef = (http: Http, id: number, ref: string) =>
  http.post<StaffClaimDetail>(`/api/staff/claim/carrier_ref/${id}`, { carrier_ref: ref });
