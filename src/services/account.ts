// The customer's rights over their data (types/account.ts, server/src/modules/account): a copy of it, deleting the account.
import type { DataExport, DeletionCheck, DeletionCreateRequest, ExportList } from '@contract/account';
import type { CaptchaData } from '@contract/api';
import type { Http } from './request';

/** Queues a ZIP of all my data; a second one inside 24 h is 49001. */
export const createExport = (http: Http) => http.post<{ id: number }>('/api/privacy/export/create', {});

/** My exports, a ready one with its signed 24-hour link. */
export const listExports = (http: Http) => http.get<ExportList>('/api/privacy/export/lst');

/** The ZIP through the export's signed link, fetched by path (same origin on H5); answers a local file path. */
export function downloadExport(http: Http, item: DataExport) {
  const { pathname, search } = new URL(item.url!);
  return http.download(pathname + search);
}

export const deletionCheck = (http: Http) => http.get<DeletionCheck>('/api/privacy/delete/check');

/** Sends the confirming code to the account's own number. */
export const sendDeletionCode = (http: Http) => http.post<CaptchaData>('/api/privacy/delete/code', {});

/** Schedules the deletion after the grace period; answers the check with `scheduled` set. */
export const requestDeletion = (http: Http, body: DeletionCreateRequest) => http.post<DeletionCheck>('/api/privacy/delete/create', body);

export const cancelDeletion = (http: Http) => http.post<null>('/api/privacy/delete/cancel', {});
