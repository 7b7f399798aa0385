// Admin reference data (server/src/modules/content/admin-crud.ts: /api/admin/<kind>/...), the channel price
// preview and the audit log. One set of calls for every kind: the screens name the kind. A row type extends
// AdminRecord, which the calls bound by useService return (binding drops the type parameter to its constraint).
import type { AuditListData, AuditQuery, ChannelPreviewData, PreviewSample } from '@contract/audit';
import type { Page } from '@contract/content';
import type { Http } from './request';

export type AdminValues = Record<string, unknown>;
export type AdminRecord = AdminValues & { id: number; created_at: string; updated_at: string };

export const listAdminRows = <T extends AdminRecord = AdminRecord>(
  http: Http,
  kind: string,
  query: { page: number; page_size: number } & AdminValues,
) => http.get<Page<T>>(`/api/admin/${kind}/lst`, query);

export const createAdminRow = <T extends AdminRecord = AdminRecord>(http: Http, kind: string, body: AdminValues) =>
  http.post<T>(`/api/admin/${kind}/create`, body);

export const updateAdminRow = <T extends AdminRecord = AdminRecord>(http: Http, kind: string, id: number, body: AdminValues) =>
  http.post<T>(`/api/admin/${kind}/update/${id}`, body);

/** What the sample costs on unsaved channel values (`channel_id`: a stored channel with these changes). Writes nothing. */
export const previewChannelPrice = (http: Http, body: AdminValues & PreviewSample & { channel_id?: number }) =>
  http.post<ChannelPreviewData>('/api/admin/channel/preview', body);

export const listAudit = (http: Http, query: AuditQuery) => http.get<AuditListData>('/api/admin/audit/lst', query);
