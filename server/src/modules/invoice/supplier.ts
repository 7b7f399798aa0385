/**
 * Who issues the invoice: the site's company name, address, GST number (NZ) or ABN (AU) and GST rate, kept as
 * site settings (seeded from seed/content/site-settings.ts INVOICE_SUPPLIERS, editable afterwards).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { siteSettings, type SiteRow } from '../../db/schema';

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
  const rows = await q.select().from(siteSettings).where(and(eq(siteSettings.siteId, site.id), inArray(siteSettings.key, KEYS)));
  const value = (key: string) => rows.find((r) => r.key === key)?.en ?? '';
  const rate = Number(value('gst_rate_bp'));
  if (!value('company_name') || !value('gst_number') || !Number.isInteger(rate) || rate < 0 || rate > 5000) {
    // A misconfigured site must not issue tax invoices with missing supplier details.
    throw new Error(`site ${site.id}: invoice supplier settings (company_name, gst_number, gst_rate_bp) are missing or wrong`);
  }
  return { name: value('company_name'), address: value('company_address'), taxNumber: value('gst_number'), gstRateBp: rate, country: site.countryCode };
}
