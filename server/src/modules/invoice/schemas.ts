/** Route schemas of tax invoices (/api/invoice/*, /api/staff/invoice/*). Field errors name `invoice.<field>`. */
import {
  INVOICE_ADDRESS_MAX,
  INVOICE_EMAIL_MAX,
  INVOICE_KINDS,
  INVOICE_TITLE_MAX,
  INVOICE_WAYBILLS_MAX,
  STAFF_INVOICE_SORTS,
} from '@contract/invoice';
import { requestIdSchema } from '../../lib/request-id';
import { choice, idParams, int, paging, rowId, str, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery } from '../../toolkit/lists';

const tags = ['invoice'];
const staffTags = ['staff'];
const security = [{ token: [] }];
const id = rowId;
/** Local part @ domain with a dot; no spaces or markup (it goes into a mail header). */
export const EMAIL_PATTERN = '^[^\\s@<>()",;]+@[^\\s@<>()",;]+\\.[^\\s@<>()",;]+$';

const item = obj(
  { waybill_id: { type: 'integer' }, waybill_no: { type: 'string' }, description: { type: 'string' }, amount: { type: 'integer' } },
  ['waybill_id', 'waybill_no', 'description', 'amount'],
);
const invoiceProperties = {
  id: { type: 'integer' },
  no: { type: 'string', example: 'INV-NZ-000001' },
  kind: choice(INVOICE_KINDS),
  title: { type: 'string' },
  tax_number: { type: 'string' },
  email: { type: 'string' },
  address: { type: 'string' },
  currency: { type: 'string' },
  total: { type: 'integer' },
  gst: { type: 'integer' },
  gst_rate_bp: { type: 'integer' },
  items: { type: 'array', items: item },
  issued_at: { type: 'string', format: 'date-time' },
  emailed_at: { type: ['string', 'null'], format: 'date-time' },
};
const invoiceRequired = Object.keys(invoiceProperties);
const invoice = obj(invoiceProperties, invoiceRequired);
const detail = obj(
  {
    ...invoiceProperties,
    pdf_url: { type: 'string' },
    pdf_url_expires_at: { type: 'string', format: 'date-time' },
    pdf_sha256: { type: 'string' },
  },
  [...invoiceRequired, 'pdf_url', 'pdf_url_expires_at', 'pdf_sha256'],
);
const staffDetail = obj({ ...detail.properties, member_code: { type: 'string' } }, [...detail.required, 'member_code']);
const page = (row: object) =>
  obj({ list: { type: 'array', items: row }, total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' } }, [
    'list',
    'total',
    'page',
    'page_size',
  ]);

export const waybillsSchema = {
  tags,
  security,
  summary:
    'My paid, dispatched waybills (in_transit, delivered) not on an invoice yet, with what each was charged (payment minus coupon); ' +
    'awaiting_dispatch counts paid waybills that will be listed once dispatched',
  response: responses(
    envelope(
      obj(
        {
          list: {
            type: 'array',
            items: obj(
              {
                id: { type: 'integer' },
                no: { type: 'string' },
                status: { type: 'string' },
                channel_name: { type: 'string' },
                chargeable_g: { type: 'integer' },
                amount: { type: 'integer' },
                paid_at: { type: 'string', format: 'date-time' },
              },
              ['id', 'no', 'status', 'channel_name', 'chargeable_g', 'amount', 'paid_at'],
            ),
          },
          currency: { type: 'string' },
          awaiting_dispatch: { type: 'integer' },
          country: choice(['NZ', 'AU']),
        },
        ['list', 'currency', 'awaiting_dispatch', 'country'],
      ),
    ),
  ),
};

export const createSchema = {
  tags,
  security,
  summary:
    'Issue a tax invoice (numbered INV-<country>-000001 per site without gaps) for my paid, dispatched waybills; the PDF is rendered once ' +
    'and emailed after the commit (emailed_at null when that failed). A waybill already invoiced, unpaid or not dispatched answers 42009 naming it; ' +
    'a repeated request_id for the same waybills answers the invoice first made',
  body: obj(
    {
      waybill_ids: { type: 'array', minItems: 1, maxItems: INVOICE_WAYBILLS_MAX, items: id },
      kind: choice(INVOICE_KINDS),
      title: text(INVOICE_TITLE_MAX, 1),
      tax_number: str(20, { pattern: '^[0-9 .-]*$' }),
      email: str(INVOICE_EMAIL_MAX, { min: 3, pattern: EMAIL_PATTERN, example: 'buyer@example.com' }),
      address: text(INVOICE_ADDRESS_MAX),
      request_id: requestIdSchema,
    },
    ['waybill_ids', 'kind', 'title', 'email'],
  ),
  response: responses(envelope(detail)),
};

export const listSchema = {
  tags,
  security,
  summary: 'My invoices, newest first',
  querystring: obj({ ...paging }),
  response: responses(envelope(page(invoice))),
};

export const detailSchema = {
  tags,
  security,
  summary: "One of my invoices with a 10-minute signed link to its PDF and the PDF's sha256",
  params: idParams,
  response: responses(envelope(detail)),
};

export const resendSchema = {
  tags,
  security,
  summary: 'Email the invoice PDF again to the address on it (after a failed send); 50300 when the email provider fails',
  params: idParams,
  response: responses(envelope(detail)),
};

export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    'Invoices of my site, newest first unless sorted; keyword: invoice number, waybill number, buyer or member code; from/to: issue days in the site zone (both included)',
  querystring: obj({ keyword: text(50), ...daysAndSortQuery(STAFF_INVOICE_SORTS), ...paging }),
  response: responses(envelope(page(obj({ ...invoiceProperties, member_code: { type: 'string' } }, [...invoiceRequired, 'member_code'])))),
};

export const staffDetailSchema = {
  tags: staffTags,
  security,
  summary: "An invoice of my site with the owner's member code and a 10-minute link to its PDF",
  params: idParams,
  response: responses(envelope(staffDetail)),
};

const supplier = obj({
  company_name: text(120, 1),
  company_address: text(300, 1),
  gst_number: text(20, 1),
  gst_rate_bp: int(0, 5000),
});
export const supplierSchema = {
  tags: staffTags,
  security,
  summary:
    'Admin: the supplier details every tax invoice of my site prints (company, address, GST number or ABN, GST rate in basis points)',
  response: responses(envelope(supplier)),
};
export const supplierUpdateSchema = {
  tags: staffTags,
  security,
  summary: "Admin: set the supplier details (the tax number is checked for the site's country)",
  body: supplier,
  response: responses(envelope(supplier)),
};
