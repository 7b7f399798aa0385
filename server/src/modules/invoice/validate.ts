/**
 * The buyer's details of an invoice request, checked beyond the schema: names not blank, the tax number by its
 * check digit (the site's rule: NZ GST number or AU ABN, types/invoice.ts) and required for a company.
 */
import { checkTaxNumber, type InvoiceCreateRequest, type InvoiceKind, normaliseTaxNumber } from '@contract/invoice';
import { FieldError } from '../../lib/errors';

export interface Buyer {
  kind: InvoiceKind;
  title: string;
  taxNumber: string;
  email: string;
  address: string;
}

export const invoiceField = (field: string, reason: ConstructorParameters<typeof FieldError>[1], params = {}) =>
  new FieldError(`invoice.${field}`, reason, params);

export function checkBuyer(body: InvoiceCreateRequest, country: string): Buyer {
  const title = body.title.trim();
  if (!title) throw invoiceField('title', 'blank');
  const taxNumber = normaliseTaxNumber(body.tax_number ?? '');
  const check = checkTaxNumber(country, taxNumber);
  if (check === 'empty' && body.kind === 'company') throw invoiceField('tax_number', 'required');
  if (check === 'format') throw invoiceField('tax_number', country === 'AU' ? 'abn_format' : 'gst_format');
  if (check === 'check') throw invoiceField('tax_number', 'id_checksum');
  const ids = body.waybill_ids;
  if (new Set(ids).size !== ids.length) throw invoiceField('waybill_ids', 'duplicate');
  return {
    kind: body.kind,
    title,
    taxNumber,
    email: body.email.trim(),
    address: body.kind === 'company' ? (body.address ?? '').trim() : '',
  };
}
