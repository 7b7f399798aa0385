// Tax invoices (types/invoice.ts, server/src/modules/invoice): one function per call.
import type { InvoiceCreateRequest, InvoiceDetail, InvoiceListData, InvoiceWaybillsData } from '@contract/invoice';
import type { Http } from './request';

/** My paid, dispatched waybills not invoiced yet, and how many paid ones still await dispatch. */
export const listInvoiceableWaybills = (http: Http) => http.get<InvoiceWaybillsData>('/api/invoice/waybills');

/** A repeated `request_id` answers the invoice first made; an invoiced, unpaid or undispatched waybill is 42009. */
export const createInvoice = (http: Http, body: InvoiceCreateRequest) => http.post<InvoiceDetail>('/api/invoice/create', body);

export const listInvoices = (http: Http, query: { page: number; page_size: number }) =>
  http.get<InvoiceListData>('/api/invoice/lst', query);

/** With a 10-minute signed `pdf_url`. */
export const getInvoice = (http: Http, id: number) => http.get<InvoiceDetail>(`/api/invoice/detail/${id}`);

/** Emails the PDF again (after a failed send): 50300 when the email provider fails. */
export const resendInvoice = (http: Http, id: number) => http.post<InvoiceDetail>(`/api/invoice/resend/${id}`, {});

/** The PDF through its detail's signed `pdf_url`, fetched by path (same origin on H5). */
export function downloadInvoicePdf(http: Http, pdfUrl: string) {
  const { pathname, search } = new URL(pdfUrl);
  return http.download(pathname + search);
}
