/**
 * Who issues the invoice: the site's company name, address, GST number (NZ) or ABN (AU) and GST rate, kept as
 * site settings (seeded from seed/content/site-settings.ts INVOICE_SUPPLIERS, editable afterwards).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkTaxNumber, normaliseTaxNumber } from '@contract/invoice';
import type { Queryable } from '../../db/client';
import { type SiteRow, siteSettings } from '../../db/schema';
import type { Deps } from '../../deps';
import { FieldError } from '../../lib/errors';
import { recordChange } from '../audit/record';

export interface Supplier {
  name: string;
  address: string;
  /** Digits only. */
  taxNumber: string;
  gstRateBp: number;
  /** 'NZ' or 'AU': which tax number rule applies. */
  country: string;
}

const KEYS = ['company_name', 'company_address', 'gst_number', 'gst_rate_bp'];

/** A tax invoice is an English document in NZ and AU: the settings' English side is printed. */
export async function supplierOf(q: Queryable, site: SiteRow): Promise<Supplier> {
  const rows = await q
    .select()
    .from(siteSettings)
    .where(and(eq(siteSettings.siteId, site.id), inArray(siteSettings.key, KEYS)));
  const value = (key: string) => rows.find((r) => r.key === key)?.en ?? '';
  const rate = Number(value('gst_rate_bp'));
  if (!value('company_name') || !value('gst_number') || !Number.isInteger(rate) || rate < 0 || rate > 5000) {
    // A misconfigured site must not issue tax invoices with missing supplier details.
    throw new Error(`site ${site.id}: invoice supplier settings (company_name, gst_number, gst_rate_bp) are missing or wrong`);
  }
  return {
    name: value('company_name'),
    address: value('company_address'),
    taxNumber: value('gst_number'),
    gstRateBp: rate,
    country: site.countryCode,
  };
}

/** What an admin sees and sets (GET/POST /api/admin/invoice_supplier): the English side is what invoices print. */
export interface SupplierSettings {
  company_name: string;
  company_address: string;
  gst_number: string;
  gst_rate_bp: number;
}

export async function supplierSettings(q: Queryable, site: SiteRow): Promise<SupplierSettings> {
  const rows = await q
    .select()
    .from(siteSettings)
    .where(and(eq(siteSettings.siteId, site.id), inArray(siteSettings.key, KEYS)));
  const value = (key: string) => rows.find((r) => r.key === key)?.en ?? '';
  return {
    company_name: value('company_name'),
    company_address: value('company_address'),
    gst_number: value('gst_number'),
    gst_rate_bp: Number(value('gst_rate_bp')) || 0,
  };
}

/** Replaces the site's supplier details (placeholders in the seed) after checking the tax number for its country. */
export async function updateSupplierSettings(
  deps: Deps,
  site: SiteRow,
  body: SupplierSettings,
  actorId: number,
): Promise<SupplierSettings> {
  const gstNumber = normaliseTaxNumber(body.gst_number);
  const check = checkTaxNumber(site.countryCode, gstNumber);
  if (check === 'empty') throw new FieldError('invoice.gst_number', 'required');
  if (check === 'format') throw new FieldError('invoice.gst_number', site.countryCode === 'AU' ? 'abn_format' : 'gst_format');
  if (check === 'check') throw new FieldError('invoice.gst_number', 'id_checksum');
  const values: Record<string, string> = {
    company_name: body.company_name.trim(),
    company_address: body.company_address.trim(),
    gst_number: gstNumber,
    gst_rate_bp: String(body.gst_rate_bp),
  };
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await supplierSettings(tx, site);
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(siteSettings)
        .values({ siteId: site.id, key, zh: value, en: value, updatedAt: now })
        .onConflictDoUpdate({ target: [siteSettings.siteId, siteSettings.key], set: { zh: value, en: value, updatedAt: now } });
    }
    const after = await supplierSettings(tx, site);
    await recordChange(tx, {
      siteId: site.id,
      actorId,
      kind: 'invoice_supplier',
      entityId: null,
      before: { ...before },
      after: { ...after },
      at: now,
    });
  });
  return supplierSettings(deps.db, site);
}
