import type { Channel, I18nText, ItemLimit } from './types';

/**
 * Shipping lines per site. Prices are cents of the site currency (site 1 NZD, site 2 AUD); weights grams.
 * Chargeable weight = max(actual, volumetric) where volumetric grams = L × W × H (mm) / volumetricDivisor,
 * then at least minChargeWeightG, then rounded up to the step after the first weight.
 *
 * CNY limits (China customs, GACC Announcement 2010 No. 43 for CC; BC per the cross-border e-commerce
 * retail import rules): CC = CNY 1000 per parcel (a parcel holding one indivisible item may exceed it if
 * customs accepts it as personal use); BC = CNY 5000 per order, CNY 26000 per person a year.
 * maxDeclaredValue converts those at a deliberately cautious rate (about NZD 1 = CNY 4.5, AUD 1 = CNY 4.8)
 * so exchange-rate swings do not push a parcel over the CNY limit; admins adjust it.
 */

const CC_LIMIT_CNY = 100_000; // fen = CNY 1000
const BC_LIMIT_CNY = 500_000; // fen = CNY 5000

const limit = (category: string, maxUnits: number, note: I18nText, maxWeightG?: number): ItemLimit =>
  maxWeightG === undefined ? { category, maxUnits, note } : { category, maxUnits, maxWeightG, note };

/** Reasonable-quantity-for-personal-use rules: company rules that keep CC parcels clear of "commercial quantity". */
const ccPersonalUseLimits: ItemLimit[] = [
  limit('shoes_bags', 4, {
    zh: '鞋包每箱最多4件(公司规定,数量过多易被海关认定为非自用)',
    en: 'At most 4 pairs of shoes or bags per box (company rule: larger numbers look commercial to customs)',
  }),
  limit('electronics', 3, {
    zh: '不带电池的电子配件每箱最多3件(公司规定)',
    en: 'At most 3 electronic accessories without batteries per box (company rule)',
  }),
  limit('jewellery_watches', 1, {
    zh: '首饰手表每箱限1件,建议全额保价(公司规定)',
    en: 'One piece of jewellery or one watch per box; insure it in full (company rule)',
  }),
];

const GENERAL = ['general', 'clothing', 'shoes_bags', 'books', 'toys', 'household', 'sports_outdoor', 'electronics', 'jewellery_watches'];

export const CHANNELS: readonly Channel[] = [
  // ------------------------------------------------------------------ site 1: New Zealand -> China (NZD)
  {
    code: 'nz-general-economy', siteId: 1, sort: 10, active: true,
    name: { zh: '新西兰经济普货线', en: 'NZ Economy General' },
    description: {
      zh: '适合衣服、鞋包、书籍、家居等普通物品,价格实惠,空运到国内后转国内快递派送。以个人物品(CC)方式清关,每票申报价值不超过人民币1000元;不包税,如被海关征税,由收件人按海关通知缴纳。',
      en: 'For clothes, shoes, books and household goods: air freight to China, then a domestic courier. Cleared as personal goods (CC), at most CNY 1000 declared per parcel. Duties not included: if customs assess duty, the recipient pays it as customs instruct.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: GENERAL,
    firstWeightG: 1000, firstPrice: 1000, stepWeightG: 100, stepPrice: 95,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 30_000, maxSideMm: 1200,
    maxDeclaredValue: 22_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: ccPersonalUseLimits,
    transitDays: [10, 18],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 100_000,
  },
  {
    code: 'nz-general-express', siteId: 1, sort: 20, active: true,
    name: { zh: '新西兰普货快线', en: 'NZ Express General' },
    description: {
      zh: '普通物品的快速线路,每周多班直飞,国内顺丰/EMS派送,时效更稳定。个人物品(CC)清关,每票申报价值不超过人民币1000元;不包税。',
      en: 'Faster line for ordinary goods: several direct flights a week, delivered in China by SF Express or EMS. Cleared as personal goods (CC), at most CNY 1000 declared per parcel. Duties not included.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: GENERAL,
    firstWeightG: 1000, firstPrice: 1800, stepWeightG: 100, stepPrice: 150,
    volumetricDivisor: 5000, minChargeWeightG: 1000, maxWeightG: 30_000, maxSideMm: 1200,
    maxDeclaredValue: 22_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: ccPersonalUseLimits,
    transitDays: [5, 9],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 200_000,
  },
  {
    code: 'nz-milk-powder-6', siteId: 1, sort: 30, active: true,
    name: { zh: '新西兰奶粉6罐包税线', en: 'NZ Milk Powder 6-Tin (duty included)' },
    description: {
      zh: '奶粉专线,每箱最多6罐900g装原装罐,以跨境电商(BC)方式清关,由合作平台生成订单并代缴跨境电商综合税(包税)。收件人须实名,且占用其每年人民币26000元的跨境电商额度。只收奶粉,不可混装其他物品。',
      en: 'Milk powder only, up to six sealed 900 g tins per box, cleared as cross-border e-commerce (BC): our partner platform files the order and pays the cross-border tax (duty included). The recipient must pass real-name checks, and the parcel counts against their CNY 26,000 yearly cross-border allowance. No other goods in the box.',
    },
    clearance: 'BC', taxIncluded: true,
    categories: ['milk_powder'],
    firstWeightG: 1000, firstPrice: 900, stepWeightG: 100, stepPrice: 80,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 10_000, maxSideMm: 600,
    maxDeclaredValue: 110_000, maxDeclaredValueCny: BC_LIMIT_CNY,
    itemLimits: [
      limit('milk_powder', 6, {
        zh: '每箱最多6罐(单罐不超过1kg),同一收件人每天限1箱(本线路合作平台规定)',
        en: 'At most 6 tins per box (1 kg a tin at most); one box per recipient a day (rule of this line\'s platform)',
      }),
    ],
    transitDays: [8, 15],
    insuranceRate: 200, insuranceMinPremium: 300, insuranceCapValue: 60_000,
  },
  {
    code: 'nz-food-health', siteId: 1, sort: 40, active: true,
    name: { zh: '新西兰食品保健品线', en: 'NZ Food & Health' },
    description: {
      zh: '麦卢卡蜂蜜、保健品、零食、辅食专线,个人物品(CC)清关并包税。每票申报价值不超过人民币1000元;保健品、蜂蜜按件数限制。不收肉类、乳制品(奶粉除外)、新鲜果蔬。',
      en: 'For manuka honey, supplements, snacks and baby food. Personal goods (CC) clearance, duty included. At most CNY 1000 declared per parcel, with unit limits on supplements and honey. No meat, no dairy other than milk powder, no fresh produce.',
    },
    clearance: 'CC', taxIncluded: true,
    categories: ['health_supplements', 'food', 'snacks', 'baby_food', 'milk_powder'],
    firstWeightG: 1000, firstPrice: 1100, stepWeightG: 100, stepPrice: 100,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 10_000, maxSideMm: 800,
    maxDeclaredValue: 22_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('health_supplements', 6, {
        zh: '保健品每箱最多6瓶,同款最多3瓶(公司规定,包税线路的合理自用数量)',
        en: 'At most 6 bottles of supplements per box, at most 3 of the same product (company rule for duty-included lines)',
      }),
      limit('milk_powder', 2, {
        zh: '混装时奶粉最多2罐;要寄更多请走奶粉专线(公司规定)',
        en: 'At most 2 tins of milk powder in a mixed box; use the milk powder line for more (company rule)',
      }),
      limit('food', 10, {
        zh: '预包装食品每箱最多10件,其中蜂蜜合计不超过3kg(公司规定)',
        en: 'At most 10 packaged food items per box, honey at most 3 kg in total (company rule)',
      }, 3000),
    ],
    transitDays: [8, 15],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 60_000,
  },
  {
    code: 'nz-cosmetics', siteId: 1, sort: 50, active: true,
    name: { zh: '新西兰化妆品护肤线', en: 'NZ Cosmetics & Skincare' },
    description: {
      zh: '护肤品、彩妆、个人洗护专线,个人物品(CC)清关并包税。单瓶液体不超过500ml,不收压力罐喷雾、指甲油和香水(香水请走敏感货线)。',
      en: 'For skincare, make-up and personal care. Personal goods (CC) clearance, duty included. Liquids at most 500 ml a bottle; no aerosols, nail polish or perfume (send perfume on the sensitive goods line).',
    },
    clearance: 'CC', taxIncluded: true,
    categories: ['skincare', 'cosmetics', 'personal_care'],
    firstWeightG: 1000, firstPrice: 1200, stepWeightG: 100, stepPrice: 110,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 8_000, maxSideMm: 600,
    maxDeclaredValue: 22_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('skincare', 8, {
        zh: '护肤品每箱最多8件,同款最多3件(公司规定)',
        en: 'At most 8 skincare items per box, at most 3 of the same product (company rule)',
      }),
      limit('cosmetics', 6, {
        zh: '彩妆每箱最多6件(公司规定)',
        en: 'At most 6 make-up items per box (company rule)',
      }),
      limit('personal_care', 6, {
        zh: '洗护用品每箱最多6瓶,单瓶不超过500ml(公司规定)',
        en: 'At most 6 personal care bottles per box, 500 ml each at most (company rule)',
      }),
    ],
    transitDays: [8, 14],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 60_000,
  },
  {
    code: 'nz-sensitive', siteId: 1, sort: 60, active: true,
    name: { zh: '新西兰敏感货线', en: 'NZ Sensitive Goods' },
    description: {
      zh: '内置电池的电子产品、香水、液体、粉末、带磁物品及葡萄酒专用线路,经安检后走可运输此类货物的航班。个人物品(CC)清关,不包税。不收单独电池、充电宝、压力罐、易燃液体。',
      en: 'For devices with built-in batteries, perfume, liquids, powders, magnetic items and wine, screened and flown on services that accept them. Personal goods (CC) clearance, duties not included. No loose batteries, power banks, aerosols or flammable liquids.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: ['battery_devices', 'sensitive', 'alcohol', 'personal_care', 'general', 'clothing'],
    firstWeightG: 1000, firstPrice: 1600, stepWeightG: 100, stepPrice: 130,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 20_000, maxSideMm: 1000,
    maxDeclaredValue: 22_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('battery_devices', 2, {
        zh: '带电设备每箱最多2台,单块电池不超过100Wh,须关机并防止误启动(航空运输规定)',
        en: 'At most 2 battery devices per box, each battery at most 100 Wh, switched off and protected against switching on (air transport rule)',
      }),
      limit('sensitive', 4, {
        zh: '香水、液体、粉末合计每箱最多4件,香水单瓶不超过100ml(公司规定)',
        en: 'At most 4 perfumes, liquids or powders per box, perfume at most 100 ml a bottle (company rule)',
      }),
      limit('alcohol', 2, {
        zh: '葡萄酒每箱最多2瓶(750ml),酒精度低于24%,须用防震酒瓶包装(公司规定)',
        en: 'At most 2 bottles (750 ml) of wine per box, under 24% ABV, in shock-proof bottle packs (company rule)',
      }),
    ],
    transitDays: [10, 20],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 100_000,
  },

  // ------------------------------------------------------------------ site 2: Australia -> China (AUD)
  {
    code: 'au-general-economy', siteId: 2, sort: 10, active: true,
    name: { zh: '澳洲经济普货线', en: 'AU Economy General' },
    description: {
      zh: '悉尼、墨尔本仓发出的普通物品经济线路,适合衣服、鞋包、书籍、家居用品。个人物品(CC)清关,每票申报价值不超过人民币1000元;不包税。',
      en: 'Economy line from our Sydney and Melbourne warehouses for clothes, shoes, books and household goods. Personal goods (CC) clearance, at most CNY 1000 declared per parcel. Duties not included.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: GENERAL,
    firstWeightG: 1000, firstPrice: 900, stepWeightG: 100, stepPrice: 85,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 30_000, maxSideMm: 1200,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: ccPersonalUseLimits,
    transitDays: [8, 15],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 100_000,
  },
  {
    code: 'au-general-express', siteId: 2, sort: 20, active: true,
    name: { zh: '澳洲普货快线', en: 'AU Express General' },
    description: {
      zh: '每日航班的快速普货线路,国内顺丰/EMS派送。个人物品(CC)清关,每票申报价值不超过人民币1000元;不包税。',
      en: 'Fast line for ordinary goods on daily flights, delivered in China by SF Express or EMS. Personal goods (CC) clearance, at most CNY 1000 declared per parcel. Duties not included.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: GENERAL,
    firstWeightG: 1000, firstPrice: 1600, stepWeightG: 100, stepPrice: 140,
    volumetricDivisor: 5000, minChargeWeightG: 1000, maxWeightG: 30_000, maxSideMm: 1200,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: ccPersonalUseLimits,
    transitDays: [4, 8],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 200_000,
  },
  {
    code: 'au-milk-powder-3', siteId: 2, sort: 30, active: true,
    name: { zh: '澳洲奶粉3罐包税线', en: 'AU Milk Powder 3-Tin (duty included)' },
    description: {
      zh: '奶粉专线,每箱最多3罐原装罐(单罐不超过1kg),个人物品(CC)清关并包税,3罐总价在人民币1000元以内,无需占用跨境电商额度。只收奶粉,不可混装。',
      en: 'Milk powder only, up to three sealed tins per box (1 kg a tin at most), cleared as personal goods (CC) with duty included. Three tins stay under the CNY 1000 limit, so no cross-border e-commerce allowance is used. No other goods in the box.',
    },
    clearance: 'CC', taxIncluded: true,
    categories: ['milk_powder'],
    firstWeightG: 1000, firstPrice: 800, stepWeightG: 100, stepPrice: 80,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 5_000, maxSideMm: 500,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('milk_powder', 3, {
        zh: '每箱最多3罐,且3罐申报总价不超过人民币1000元(个人物品限值+公司规定)',
        en: 'At most 3 tins per box, declared at no more than CNY 1000 in total (personal goods limit plus company rule)',
      }),
    ],
    transitDays: [7, 14],
    insuranceRate: 200, insuranceMinPremium: 300, insuranceCapValue: 30_000,
  },
  {
    code: 'au-food-health', siteId: 2, sort: 40, active: true,
    name: { zh: '澳洲食品保健品线', en: 'AU Food & Health' },
    description: {
      zh: '保健品、零食、蜂蜜、辅食专线,个人物品(CC)清关并包税。每票申报价值不超过人民币1000元;不收肉类、乳制品(奶粉除外)、新鲜果蔬。',
      en: 'For supplements, snacks, honey and baby food. Personal goods (CC) clearance, duty included. At most CNY 1000 declared per parcel. No meat, no dairy other than milk powder, no fresh produce.',
    },
    clearance: 'CC', taxIncluded: true,
    categories: ['health_supplements', 'food', 'snacks', 'baby_food', 'milk_powder'],
    firstWeightG: 1000, firstPrice: 1000, stepWeightG: 100, stepPrice: 90,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 10_000, maxSideMm: 800,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('health_supplements', 8, {
        zh: '保健品每箱最多8瓶,同款最多4瓶(公司规定)',
        en: 'At most 8 bottles of supplements per box, at most 4 of the same product (company rule)',
      }),
      limit('milk_powder', 2, {
        zh: '混装时奶粉最多2罐(公司规定)',
        en: 'At most 2 tins of milk powder in a mixed box (company rule)',
      }),
      limit('food', 10, {
        zh: '预包装食品每箱最多10件,蜂蜜合计不超过3kg(公司规定)',
        en: 'At most 10 packaged food items per box, honey at most 3 kg in total (company rule)',
      }, 3000),
    ],
    transitDays: [7, 14],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 60_000,
  },
  {
    code: 'au-cosmetics', siteId: 2, sort: 50, active: true,
    name: { zh: '澳洲化妆品护肤线', en: 'AU Cosmetics & Skincare' },
    description: {
      zh: '护肤品、彩妆、洗护用品专线,个人物品(CC)清关并包税。单瓶液体不超过500ml,不收喷雾、指甲油、香水。',
      en: 'For skincare, make-up and personal care. Personal goods (CC) clearance, duty included. Liquids at most 500 ml a bottle; no sprays, nail polish or perfume.',
    },
    clearance: 'CC', taxIncluded: true,
    categories: ['skincare', 'cosmetics', 'personal_care'],
    firstWeightG: 1000, firstPrice: 1100, stepWeightG: 100, stepPrice: 100,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 8_000, maxSideMm: 600,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('skincare', 8, {
        zh: '护肤品每箱最多8件,同款最多3件(公司规定)',
        en: 'At most 8 skincare items per box, at most 3 of the same product (company rule)',
      }),
      limit('cosmetics', 6, {
        zh: '彩妆每箱最多6件(公司规定)',
        en: 'At most 6 make-up items per box (company rule)',
      }),
      limit('personal_care', 6, {
        zh: '洗护用品每箱最多6瓶,单瓶不超过500ml(公司规定)',
        en: 'At most 6 personal care bottles per box, 500 ml each at most (company rule)',
      }),
    ],
    transitDays: [7, 14],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 60_000,
  },
  {
    code: 'au-sensitive', siteId: 2, sort: 60, active: true,
    name: { zh: '澳洲敏感货线', en: 'AU Sensitive Goods' },
    description: {
      zh: '内置电池产品、香水、液体、粉末、葡萄酒专用线路,个人物品(CC)清关,不包税。不收单独电池、充电宝、压力罐和易燃液体。',
      en: 'For devices with built-in batteries, perfume, liquids, powders and wine. Personal goods (CC) clearance, duties not included. No loose batteries, power banks, aerosols or flammable liquids.',
    },
    clearance: 'CC', taxIncluded: false,
    categories: ['battery_devices', 'sensitive', 'alcohol', 'personal_care', 'general', 'clothing'],
    firstWeightG: 1000, firstPrice: 1500, stepWeightG: 100, stepPrice: 120,
    volumetricDivisor: 6000, minChargeWeightG: 1000, maxWeightG: 20_000, maxSideMm: 1000,
    maxDeclaredValue: 20_000, maxDeclaredValueCny: CC_LIMIT_CNY,
    itemLimits: [
      limit('battery_devices', 2, {
        zh: '带电设备每箱最多2台,单块电池不超过100Wh,须关机(航空运输规定)',
        en: 'At most 2 battery devices per box, each battery at most 100 Wh, switched off (air transport rule)',
      }),
      limit('sensitive', 4, {
        zh: '香水、液体、粉末合计每箱最多4件,香水单瓶不超过100ml(公司规定)',
        en: 'At most 4 perfumes, liquids or powders per box, perfume at most 100 ml a bottle (company rule)',
      }),
      limit('alcohol', 2, {
        zh: '葡萄酒每箱最多2瓶(750ml),酒精度低于24%(公司规定)',
        en: 'At most 2 bottles (750 ml) of wine per box, under 24% ABV (company rule)',
      }),
    ],
    transitDays: [10, 20],
    insuranceRate: 300, insuranceMinPremium: 500, insuranceCapValue: 100_000,
  },
];

/** Channel codes by purpose, for content that names lines on both sites. */
export const CHANNEL_GROUPS = {
  general: ['nz-general-economy', 'nz-general-express', 'au-general-economy', 'au-general-express'],
  milk: ['nz-milk-powder-6', 'au-milk-powder-3'],
  foodHealth: ['nz-food-health', 'au-food-health'],
  cosmetics: ['nz-cosmetics', 'au-cosmetics'],
  sensitive: ['nz-sensitive', 'au-sensitive'],
} as const;
