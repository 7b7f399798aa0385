// Warehouse operations (staff; the site settings admin only): the dashboard counts, the storage list, dispatch
// batches, label PDFs and the customs manifest (files fetched with the session header), the site's storage rule.
import Taro from '@tarojs/taro';
import { saveBlob } from '@/lib/save-blob';
import type {
  DashboardData,
  DispatchBatch,
  DispatchBatchDetail,
  ManifestFormat,
  SiteOperations,
  StorageListData,
  StorageView,
} from '@contract/operations';
import type { Http } from './request';

export const getDashboard = (http: Http) => http.get<DashboardData>('/api/staff/dashboard');

export const listStorage = (http: Http, query: { view?: StorageView; page?: number; page_size?: number }) =>
  http.get<StorageListData>('/api/staff/storage/lst', query);

export const listBatches = (http: Http, query: { page?: number; page_size?: number }) =>
  http.get<{ list: DispatchBatch[]; total: number; page: number; page_size: number }>('/api/staff/dispatch/batch/lst', query);

export const getBatch = (http: Http, id: number) => http.get<DispatchBatchDetail>(`/api/staff/dispatch/batch/detail/${id}`);

export const labelUrl = {
  waybill: (id: number) => `/api/staff/label/waybill/${id}`,
  batch: (id: number) => `/api/staff/label/batch/${id}`,
  parcel: (id: number) => `/api/staff/label/parcel/${id}`,
};

export const manifestUrl = (id: number, format: ManifestFormat) => `/api/staff/manifest/${format}/${id}`;

export const getSiteOperations = async (http: Http) =>
  (await http.get<{ list: SiteOperations[] }>('/api/admin/site_operations/lst', { page: 1, page_size: 1 })).list[0];

export const saveSiteOperations = (http: Http, id: number, body: Partial<Omit<SiteOperations, 'id' | 'created_at' | 'updated_at'>>) =>
  http.post<SiteOperations>(`/api/admin/site_operations/update/${id}`, body);

/**
 * A staff file fetched with the session header. H5: a PDF opens in a new tab, a spreadsheet is saved under
 * its name. Mini-program: WeChat's document viewer (print or forward from its menu).
 */
export async function openStaffFile(http: Http, url: string, name: string): Promise<string> {
  const path = await http.download(url);
  const type = name.split('.').pop() as 'pdf' | 'xlsx' | 'csv';
  if (process.env.TARO_ENV === 'h5') {
    if (type === 'pdf') window.open(path, '_blank');
    else saveBlob(path, name);
  } else {
    await Taro.openDocument({ filePath: path, fileType: type === 'csv' ? 'xlsx' : type, showMenu: true });
  }
  return path;
}
