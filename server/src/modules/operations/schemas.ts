/** JSON schemas of the operations calls; every request field from lib/schema.ts builders. */
import { BATCH_SORTS, STORAGE_VIEWS } from '@contract/operations';
import { choice, idParams, paging } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as page, selectionQuery } from '../../toolkit/lists';

const tags = ['staff'];
const security = [{ token: [] }];
const integer = { type: 'integer' };
const string = { type: 'string' };

const pdf = (summary: string, input: object = { params: idParams }) => ({
  tags,
  security,
  summary: `${summary} (application/pdf, 100 x 150 mm pages)`,
  ...input,
  produces: ['application/pdf'],
});

export const waybillLabelSchema = pdf(
  'The label of a waybill of my site: Code 128 and QR of its number, channel, city, masked recipient, weight, parcels',
);
export const selectionLabelSchema = pdf('The labels of the selected waybills of my site, one PDF (any id not of my site: not found)', {
  querystring: obj({ ids: selectionQuery }, ['ids']),
});
export const batchLabelSchema = pdf('The labels of every waybill of a dispatch batch, one PDF');
export const parcelLabelSchema = pdf('The check-in label of a parcel of my site: member code, tracking number (Code 128), shelf location');

export const manifestXlsxSchema = {
  tags,
  security,
  params: idParams,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  summary: "A dispatch batch's customs manifest (.xlsx): one row per goods line; every download is logged",
};
export const manifestCsvSchema = {
  tags,
  security,
  params: idParams,
  produces: ['text/csv'],
  summary: "A dispatch batch's customs manifest (.csv, UTF-8 with BOM): one row per goods line; every download is logged",
};

const counts = ['checked_in_today', 'unclaimed', 'pending_pack', 'pending_payment', 'pending_dispatch', 'problems', 'ageing'];
export const dashboardSchema = {
  tags,
  security,
  summary: "The staff home's counts for my site, in one call",
  response: responses(envelope(obj(Object.fromEntries(counts.map((k) => [k, integer])), counts))),
};

const storage = obj({ days: integer, free_until: string, free_days_left: integer, fee_days: integer, fee: integer, currency: string }, [
  'days',
  'free_until',
  'free_days_left',
  'fee_days',
  'fee',
  'currency',
]);
export const storageSchemaPart = { anyOf: [storage, { type: 'null' }] };

export const storageListSchema = {
  tags,
  security,
  summary:
    'Parcels of my site, oldest first, with days stored and the fee so far while held; view: ageing (held past the free days), unclaimed, today (every parcel checked in today), held (all held)',
  querystring: obj({ view: choice(STORAGE_VIEWS), ...paging }),
  response: responses(
    envelope(
      page(
        obj(
          {
            id: integer,
            tracking_no: string,
            status: string,
            member_code: { type: ['string', 'null'] },
            location: string,
            arrived_at: { type: 'string', format: 'date-time' },
            storage: storageSchemaPart,
            disposable: { type: 'boolean' },
          },
          ['id', 'tracking_no', 'status', 'member_code', 'location', 'arrived_at', 'storage', 'disposable'],
        ),
        {
          rule: obj({ free_storage_days: integer, daily_storage_fee: integer, disposal_days: integer, currency: string }, [
            'free_storage_days',
            'daily_storage_fee',
            'disposal_days',
            'currency',
          ]),
        },
      ),
    ),
  ),
};

const batch = { id: integer, no: string, created_at: { type: 'string', format: 'date-time' }, waybill_count: integer };
export const batchListSchema = {
  tags,
  security,
  summary: 'Dispatch batches of my site, newest first unless sorted, filtered by creation days (from/to in the site zone, both included)',
  querystring: obj({ ...daysAndSortQuery(BATCH_SORTS), ...paging }),
  response: responses(envelope(page(obj(batch, Object.keys(batch))))),
};
export const batchDetailSchema = {
  tags,
  security,
  summary: 'A dispatch batch of my site: its waybills and who downloaded its manifest when',
  params: idParams,
  response: responses(
    envelope(
      obj(
        {
          ...batch,
          waybills: { type: 'array', items: obj({ id: integer, no: string, status: string }, ['id', 'no', 'status']) },
          downloads: {
            type: 'array',
            items: obj({ staff: string, format: string, at: { type: 'string', format: 'date-time' } }, ['staff', 'format', 'at']),
          },
        },
        [...Object.keys(batch), 'waybills', 'downloads'],
      ),
    ),
  ),
};
