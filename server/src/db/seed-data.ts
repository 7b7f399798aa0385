/** The sites and their settings, as first installed (admins edit them later). */
import { INVOICE_SUPPLIERS, SITE_CONTENT_SETTINGS } from '../seed/content/site-settings';

export const SITES = [
  { id: 1, code: 'nz', nameZh: '新西兰站', nameEn: 'New Zealand', currency: 'NZD', timeZone: 'Pacific/Auckland', countryCode: 'NZ' },
  { id: 2, code: 'au', nameZh: '澳大利亚站', nameEn: 'Australia', currency: 'AUD', timeZone: 'Australia/Sydney', countryCode: 'AU' },
];

/** Placeholder accounts of the demo (never seeded in production, where an admin enters the real one). */
export const DEMO_BANK_ACCOUNTS: Record<number, { accountName: string; accountNumber: string; bsb: string }> = {
  1: { accountName: 'Demo Parcels NZ Ltd', accountNumber: '12-3456-7890123-00', bsb: '' },
  2: { accountName: 'Demo Parcels AU Pty Ltd', accountNumber: '12345678', bsb: '062-000' },
};

type Text = { zh: string; en: string };

/** Settings shown with the user info, from the reviewed content in seed/content/site-settings.ts. */
export const SITE_SETTINGS: Record<number, Record<string, Text>> = Object.fromEntries(
  SITE_CONTENT_SETTINGS.map((s) => [
    s.siteId,
    {
      insurance_desc: s.insurance_desc,
      limit_tips: s.limit_tips,
      service_phone: { zh: s.service_phone, en: s.service_phone },
      service_hours: s.service_hours,
      service_wechat: { zh: s.service_wechat, en: s.service_wechat },
      ...invoiceSupplierSettings(s.siteId),
      // Approving a claim above this (minor units) needs a second staff member (modules/claims/staff.ts).
      claim_dual_approval_above: { zh: '20000', en: '20000' },
    },
  ]),
);

/** The tax-invoice supplier keys (modules/invoice/supplier.ts reads them). */
function invoiceSupplierSettings(siteId: number): Record<string, Text> {
  const s = INVOICE_SUPPLIERS.find((x) => x.siteId === siteId);
  if (!s) return {};
  const same = (value: string) => ({ zh: value, en: value });
  return {
    company_name: s.company_name,
    company_address: s.company_address,
    gst_number: same(s.gst_number),
    gst_rate_bp: same(String(s.gst_rate_bp)),
  };
}

/** Demo accounts, created outside production only (README lists them). */
export const DEMO_PASSWORD = 'Demo12345';
/** `staff` holds every staff role but admin (as accounts from before roles do); one account per single role. */
export const DEMO_USERS = [
  { username: 'staff', role: 'staff', nickname: '仓库员工' },
  { username: 'admin', role: 'admin', nickname: '管理员' },
  { username: 'warehouse', role: 'staff', staffRoles: ['warehouse'], nickname: '仓库' },
  { username: 'service', role: 'staff', staffRoles: ['customer_service'], nickname: '客服' },
  { username: 'finance', role: 'staff', staffRoles: ['finance'], nickname: '财务' },
  { mobile: '+64211234567', role: 'customer', nickname: '演示客户' },
] as const;
