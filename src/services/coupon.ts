// Coupons (types/coupon.ts, server/src/modules/coupon): my coupons, claiming on an activity, staff issue and
// the admins' templates.
import type { AdminActivityInput, AdminRow, Page } from '@contract/content';
import type {
  AdminCouponTemplate,
  AdminCouponTemplateInput,
  AdminCouponTemplateListData,
  ClaimableListData,
  Coupon,
  CouponListData,
  CouponStatus,
  CouponTrigger,
  StaffIssueCouponRequest,
} from '@contract/coupon';
import type { Paging } from './card';
import type { Http } from './request';

export const listMyCoupons = (http: Http, query: Paging & { status: CouponStatus }) =>
  http.get<CouponListData>('/api/user/coupon/lst', query);

/** The claimable templates of one activity, or of every activity of the site (each carries activity_id).
 *  Readable signed out: then can_claim is false with reason_code sign_in. */
export const listClaimable = (http: Http, activityId?: number) =>
  http.get<ClaimableListData>('/api/coupon/claimable', activityId ? { activity_id: activityId } : {});

/** 42022 when the activity isn't running or a limit is reached (the message says which). */
export const claimCoupon = (http: Http, templateId: number) => http.post<Coupon>('/api/coupon/claim', { template_id: templateId });

// ---- staff and admin

export const issueCoupon = (http: Http, body: StaffIssueCouponRequest) => http.post<Coupon>('/api/staff/coupon/issue', body);

export const listCouponTemplates = (http: Http, query: Paging & { keyword?: string; trigger?: CouponTrigger; active?: boolean }) =>
  http.get<AdminCouponTemplateListData>('/api/admin/coupon_template/lst', query);

export const createCouponTemplate = (http: Http, body: AdminCouponTemplateInput) =>
  http.post<AdminCouponTemplate>('/api/admin/coupon_template/create', body);

export const updateCouponTemplate = (http: Http, id: number, body: Partial<AdminCouponTemplateInput>) =>
  http.post<AdminCouponTemplate>(`/api/admin/coupon_template/update/${id}`, body);

/** The activities a template can be linked to (content admin list, both languages). */
export const listAdminActivities = (http: Http, query: Paging) =>
  http.get<Page<AdminRow<AdminActivityInput>>>('/api/admin/activity/lst', query);

export const createAdminActivity = (http: Http, body: AdminActivityInput) =>
  http.post<AdminRow<AdminActivityInput>>('/api/admin/activity/create', body);

/** Only the fields sent change (colour and picture are kept). */
export const updateAdminActivity = (http: Http, id: number, body: Partial<AdminActivityInput>) =>
  http.post<AdminRow<AdminActivityInput>>(`/api/admin/activity/update/${id}`, body);
