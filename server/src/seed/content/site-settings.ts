import type { I18nText, SiteContentSettings } from './types';

/**
 * Per-site settings shown in the app (user-info `setting`): insurance explanation, parcel limit tips,
 * customer service contact. Figures agree with channels.ts and the packing claim rules.
 * Phone numbers are placeholders (AU in ACMA's fictional range); set the real ones before launch.
 */

const insurance = (cur: string): I18nText => ({
  zh:
    `保价须在支付运费前选择,保费=保价金额×线路费率(多数线路3%,奶粉线2%),最低${cur}5(奶粉线${cur}3)。` +
    `已保价运单丢失或破损,按保价金额和实际损失赔偿,不超过线路保价上限(普货经济线${cur}1000,普货快线${cur}2000,食品/化妆品线${cur}600);` +
    `未保价运单最高按运费的3倍赔偿,且每票不超过${cur}100。保价金额不得高于物品实际价值,支付后不可追加。`,
  en:
    `Choose insurance before paying the freight: premium = insured value × the line's rate (3% on most lines, 2% on milk powder lines), at least ${cur}5 (${cur}3 on milk powder lines). ` +
    `Insured waybills that are lost or damaged are paid the insured value or the actual loss, up to the line's cap (${cur}1000 economy general, ${cur}2000 express general, ${cur}600 food and cosmetics lines); ` +
    `uninsured waybills at most 3 times the freight and no more than ${cur}100. The insured value may not exceed the goods' real value, and insurance cannot be added after payment.`,
});

const limitTips = (milk: string, milkEn: string, supp: string, suppEn: string): I18nText => ({
  zh:
    `单箱实重不超过30kg、最长边不超过120cm(奶粉、食品、化妆品线更低,以“时效价格”页为准)。个人物品线路每票申报价值不超过人民币1000元(中国海关规定,仅一件不可分割物品除外)。` +
    `${milk};${supp};护肤品每箱最多8件。收件人须提供与手机号一致的姓名和身份证号。` +
    `不收单独锂电池和充电宝、压力罐、易燃液体、肉类、奶粉以外的乳制品、蛋类、新鲜果蔬、种子、药品、现金和仿牌商品。件数限制中注明“公司规定”的为本公司规定,超出的包裹需拆分或改线路。`,
  en:
    `Each box at most 30 kg with no side over 120 cm (lower on milk powder, food and cosmetics lines: see "Times and prices"). On personal goods lines at most CNY 1000 declared per parcel (Chinese customs rule, except a single indivisible item). ` +
    `${milkEn}; ${suppEn}; at most 8 skincare items a box. The recipient's name and ID number must match their mobile number. ` +
    `No loose lithium batteries or power banks, aerosols, flammable liquids, meat, dairy other than milk powder, eggs, fresh produce, seeds, medicines, cash or counterfeits. Unit limits marked "company rule" are ours; boxes over them are split or moved to another line.`,
});

export const SITE_CONTENT_SETTINGS: readonly SiteContentSettings[] = [
  {
    siteId: 1,
    currency: 'NZD',
    insurance_desc: insurance('NZ$'),
    limit_tips: limitTips(
      '奶粉6罐线每箱最多6罐,混装最多2罐',
      'Milk powder at most 6 tins a box on the 6-tin line, 2 in a mixed box',
      '保健品每箱最多6瓶、同款3瓶(公司规定)',
      'supplements at most 6 bottles a box, 3 of one product (company rule)',
    ),
    service_phone: '+6493001234',
    service_hours: {
      zh: '周一至周五 9:00–18:00,周六 10:00–14:00(新西兰时间),公众假期休息',
      en: 'Mon–Fri 9 am–6 pm, Sat 10 am–2 pm (New Zealand time), closed on public holidays',
    },
    service_wechat: 'nzforward_cs',
  },
  {
    siteId: 2,
    currency: 'AUD',
    insurance_desc: insurance('A$'),
    limit_tips: limitTips(
      '奶粉3罐线每箱最多3罐,混装最多2罐',
      'Milk powder at most 3 tins a box on the 3-tin line, 2 in a mixed box',
      '保健品每箱最多8瓶、同款4瓶(公司规定)',
      'supplements at most 8 bottles a box, 4 of one product (company rule)',
    ),
    service_phone: '+61255501234',
    service_hours: {
      zh: '周一至周五 9:00–18:00,周六 10:00–14:00(悉尼时间),公众假期休息',
      en: 'Mon–Fri 9 am–6 pm, Sat 10 am–2 pm (Sydney time), closed on public holidays',
    },
    service_wechat: 'auforward_cs',
  },
];

/** The supplier printed on tax invoices (modules/invoice), seeded as site settings an admin can edit. */
export interface InvoiceSupplier {
  siteId: 1 | 2;
  company_name: I18nText;
  company_address: I18nText;
  /** NZ: GST (IRD) number; AU: ABN. Digits only. */
  gst_number: string;
  /** Basis points: 1500 = 15 % (NZ GST), 1000 = 10 % (AU GST). */
  gst_rate_bp: number;
}

/**
 * PLACEHOLDERS: the company names, addresses and tax numbers below are made up (the numbers only pass the
 * check-digit rules: 123-123-123 for NZ, the ATO's published example ABN 51 824 753 556 for AU). Set the
 * registered details before the first real invoice is issued.
 */
export const INVOICE_SUPPLIERS: readonly InvoiceSupplier[] = [
  {
    siteId: 1,
    company_name: { zh: 'NZ Forward Limited(新西兰转运)', en: 'NZ Forward Limited' },
    company_address: {
      zh: '12 Placeholder Road, Penrose, Auckland 1061, New Zealand',
      en: '12 Placeholder Road, Penrose, Auckland 1061, New Zealand',
    },
    gst_number: '123123123',
    gst_rate_bp: 1500,
  },
  {
    siteId: 2,
    company_name: { zh: 'AU Forward Pty Ltd(澳洲转运)', en: 'AU Forward Pty Ltd' },
    company_address: {
      zh: '34 Placeholder Street, Alexandria NSW 2015, Australia',
      en: '34 Placeholder Street, Alexandria NSW 2015, Australia',
    },
    gst_number: '51824753556',
    gst_rate_bp: 1000,
  },
];
