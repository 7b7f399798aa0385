/**
 * The site's storage rule, the handling fee per returned parcel, how long ID photos are kept and contact details as an admin kind of the shared admin CRUD kit: one row per
 * site, update only (the kit's audit of admin changes covers it like every other kind).
 */
import { siteOperations } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { int, str } from '../../lib/schema';
import type { AdminKind } from '../../toolkit/admin-crud';

const EMAIL_OR_EMPTY = '^$|^[^\\s@<>()",;]+@[^\\s@<>()",;]+\\.[^\\s@<>()",;]+$';

export const siteOperationsKind: AdminKind = {
  path: 'site_operations',
  summary:
    "The site's storage rule (free days, daily fee per parcel, disposal limit), the return handling fee per parcel and contact details",
  scope: 'content',
  table: siteOperations,
  fields: {
    free_storage_days: int(0, 365),
    daily_storage_fee: int(0, 100_000),
    disposal_days: int(1, 3650),
    return_handling_fee: int(0, 100_000),
    // The transport agreement promises at most 12 months after the last delivery (docs/privacy.md).
    id_photo_retention_days: int(1, 3650),
    contact_name: str(80),
    contact_phone: str(30, { pattern: '^[0-9+() -]*$' }),
    contact_email: str(120, { pattern: EMAIL_OR_EMPTY }),
    contact_address: str(300),
  },
  required: [],
  search: ['contact_name'],
  order: ['id'],
  updateOnly: true,
  check(row) {
    // Disposal comes after the free days end, or a parcel could be disposed of before it ever cost anything.
    if ((row.disposal_days as number) <= (row.free_storage_days as number))
      throw new FieldError('ops.disposal_days', 'after_free_days', { limit: row.free_storage_days as number });
  },
};
