/** The sites and their settings, as first installed (admins edit them later). */
export const SITES = [
  { id: 1, code: 'nz', nameZh: '新西兰站', nameEn: 'New Zealand', currency: 'NZD', timeZone: 'Pacific/Auckland', countryCode: 'NZ' },
  { id: 2, code: 'au', nameZh: '澳大利亚站', nameEn: 'Australia', currency: 'AUD', timeZone: 'Australia/Sydney', countryCode: 'AU' },
];

type Text = { zh: string; en: string };

const insurance = (cur: string, min: number, cap: number, uninsuredCap: number): Text => ({
  zh:
    `保价服务按申报价值的3%收取保费,最低${cur}${min}。已保价包裹如丢失或破损,按申报价值赔付,每票最高${cur}${cap};` +
    `未保价包裹最高按运费的3倍赔付,且不超过${cur}${uninsuredCap}。保价须在支付运费前选择,支付后不可追加。`,
  en:
    `Insurance costs 3% of the declared value, at least ${cur}${min}. Insured parcels that are lost or damaged are ` +
    `compensated at the declared value, up to ${cur}${cap} per waybill; uninsured parcels at up to 3 times the freight, ` +
    `at most ${cur}${uninsuredCap}. Choose insurance before paying the freight; it cannot be added afterwards.`,
});

const limitTips: Text = {
  zh:
    '单个包裹实重不超过30kg,单边长度不超过120cm;奶粉每箱最多6罐,保健品每箱最多8瓶;' +
    '禁止寄送锂电池、液体、粉末、药品、现金及仿牌商品。超出限制的包裹将退回或加收费用。',
  en:
    'Each parcel: at most 30 kg and no side longer than 120 cm. Milk powder: at most 6 tins per box; supplements: at most 8 bottles. ' +
    'Lithium batteries, liquids, powders, medicines, cash and counterfeit goods cannot be sent. Parcels over the limits are returned or charged extra.',
};

export const SITE_SETTINGS: Record<number, Record<string, Text>> = {
  1: {
    insurance_desc: insurance('NZ$', 5, 2000, 100),
    limit_tips: limitTips,
    service_phone: { zh: '+64 9 300 1234', en: '+64 9 300 1234' },
  },
  2: {
    insurance_desc: insurance('A$', 5, 2000, 100),
    limit_tips: limitTips,
    service_phone: { zh: '+61 2 8000 1234', en: '+61 2 8000 1234' },
  },
};

/** Demo accounts, created outside production only (README lists them). */
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_USERS = [
  { username: 'staff', role: 'staff', nickname: '仓库员工' },
  { username: 'admin', role: 'admin', nickname: '管理员' },
  { mobile: '+64211234567', role: 'customer', nickname: '演示客户' },
] as const;
