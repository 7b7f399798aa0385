import type { GoodsCategory } from './types';

/**
 * Goods categories a customer picks when declaring a parcel. `postalTaxRatePct` is the China personal
 * postal items tax band most goods of the category fall in (2019 rates: 13% food, books, electronics,
 * toys, household; 20% textiles, clothing, shoes, sports goods and anything not listed; 50% tobacco,
 * alcohol, high-end cosmetics, jewellery, high-end watches, golf gear).
 */
export const GOODS_CATEGORIES: readonly GoodsCategory[] = [
  {
    code: 'general',
    sort: 10,
    postalTaxRatePct: 20,
    name: { zh: '普通杂货', en: 'General goods' },
    hint: { zh: '文具、饰品、小物件等其他普通物品', en: 'Stationery, accessories and other ordinary items' },
  },
  {
    code: 'clothing',
    sort: 20,
    postalTaxRatePct: 20,
    name: { zh: '服装配饰', en: 'Clothing and accessories' },
    hint: { zh: '衣服、羊毛衫、袜子、帽子、围巾', en: 'Clothes, merino and wool knitwear, socks, hats, scarves' },
  },
  {
    code: 'shoes_bags',
    sort: 30,
    postalTaxRatePct: 20,
    name: { zh: '鞋靴箱包', en: 'Shoes and bags' },
    hint: { zh: 'UGG羊皮靴、运动鞋、手袋、背包', en: 'Sheepskin boots, trainers, handbags, backpacks' },
  },
  {
    code: 'cosmetics',
    sort: 40,
    postalTaxRatePct: 20,
    name: { zh: '彩妆', en: 'Make-up' },
    hint: { zh: '口红、粉底、眼影;高档化妆品按50%税率', en: 'Lipstick, foundation, eyeshadow; high-end cosmetics are taxed at 50%' },
  },
  {
    code: 'skincare',
    sort: 50,
    postalTaxRatePct: 20,
    name: { zh: '护肤品', en: 'Skincare' },
    hint: {
      zh: '面霜、精华、绵羊油、面膜(非压力罐);高档护肤品按50%税率',
      en: 'Creams, serums, lanolin cream, masks (no aerosols); high-end skincare is taxed at 50%',
    },
  },
  {
    code: 'personal_care',
    sort: 60,
    postalTaxRatePct: 20,
    name: { zh: '个人洗护', en: 'Personal care' },
    hint: { zh: '洗发水、沐浴露、牙膏、身体乳(单瓶≤500ml)', en: 'Shampoo, body wash, toothpaste, lotion (up to 500 ml a bottle)' },
  },
  {
    code: 'health_supplements',
    sort: 70,
    postalTaxRatePct: 13,
    name: { zh: '保健品', en: 'Health supplements' },
    hint: { zh: '鱼油、维生素、蜂胶、羊胎素、初乳片', en: 'Fish oil, vitamins, propolis, sheep placenta, colostrum tablets' },
  },
  {
    code: 'milk_powder',
    sort: 80,
    postalTaxRatePct: 13,
    name: { zh: '奶粉', en: 'Milk powder' },
    hint: {
      zh: '婴幼儿配方奶粉、成人奶粉、羊奶粉(原装未开封罐装)',
      en: 'Infant formula, adult and goat milk powder (sealed original tins)',
    },
  },
  {
    code: 'baby_food',
    sort: 90,
    postalTaxRatePct: 13,
    name: { zh: '婴幼儿辅食', en: 'Baby food' },
    hint: { zh: '米粉、果泥袋、磨牙饼干(不含肉类)', en: 'Baby cereal, fruit pouches, teething rusks (no meat)' },
  },
  {
    code: 'food',
    sort: 100,
    postalTaxRatePct: 13,
    name: { zh: '预包装食品', en: 'Packaged food' },
    hint: { zh: '蜂蜜、麦片、咖啡、茶叶、调味品(原厂密封)', en: 'Honey, cereal, coffee, tea, condiments (factory sealed)' },
  },
  {
    code: 'snacks',
    sort: 110,
    postalTaxRatePct: 13,
    name: { zh: '零食糖果', en: 'Snacks and lollies' },
    hint: { zh: '巧克力、饼干、糖果、坚果、果干', en: 'Chocolate, biscuits, lollies, nuts, dried fruit' },
  },
  {
    code: 'electronics',
    sort: 120,
    postalTaxRatePct: 13,
    name: { zh: '电子产品(不带电池)', en: 'Electronics (no battery)' },
    hint: {
      zh: '数据线、耳机(无电池)、配件;带电池的请选“带电产品”',
      en: 'Cables, wired earphones, accessories; with a battery choose "Battery devices"',
    },
  },
  {
    code: 'battery_devices',
    sort: 130,
    postalTaxRatePct: 13,
    name: { zh: '带电产品(内置电池)', en: 'Battery devices (built-in battery)' },
    hint: {
      zh: '手机、平板、电动牙刷、蓝牙耳机;电池须装在设备内',
      en: 'Phones, tablets, electric toothbrushes, wireless earbuds; battery inside the device',
    },
  },
  {
    code: 'books',
    sort: 140,
    postalTaxRatePct: 13,
    name: { zh: '书籍印刷品', en: 'Books and printed matter' },
    hint: { zh: '图书、教材、绘本;内容须合法', en: 'Books, textbooks, picture books; content must be lawful in China' },
  },
  {
    code: 'toys',
    sort: 150,
    postalTaxRatePct: 13,
    name: { zh: '玩具', en: 'Toys' },
    hint: { zh: '积木、毛绒玩具、拼图(带电池的选带电产品)', en: 'Blocks, soft toys, puzzles (with batteries: "Battery devices")' },
  },
  {
    code: 'household',
    sort: 160,
    postalTaxRatePct: 13,
    name: { zh: '家居用品', en: 'Household goods' },
    hint: { zh: '羊毛被、厨具、餐具、床品', en: 'Wool duvets, kitchenware, tableware, bedding' },
  },
  {
    code: 'sports_outdoor',
    sort: 170,
    postalTaxRatePct: 20,
    name: { zh: '运动户外', en: 'Sports and outdoor' },
    hint: { zh: '运动服、登山包、瑜伽垫(高尔夫用品税率50%)', en: 'Sportswear, hiking packs, yoga mats (golf gear is taxed at 50%)' },
  },
  {
    code: 'jewellery_watches',
    sort: 180,
    postalTaxRatePct: 50,
    name: { zh: '首饰手表', en: 'Jewellery and watches' },
    hint: { zh: '贵重首饰、高档手表税率50%,建议保价', en: 'Fine jewellery and premium watches are taxed at 50%; insure them' },
  },
  {
    code: 'sensitive',
    sort: 190,
    postalTaxRatePct: 20,
    name: { zh: '敏感物品', en: 'Sensitive goods' },
    hint: {
      zh: '香水、液体、膏体、粉末、带磁物品,仅限敏感货专线',
      en: 'Perfume, liquids, gels, powders, magnetic items: sensitive goods line only',
    },
  },
  {
    code: 'alcohol',
    sort: 200,
    postalTaxRatePct: 50,
    name: { zh: '酒类', en: 'Alcohol' },
    hint: { zh: '仅收酒精度24%以下葡萄酒,仅限敏感货专线', en: 'Wine under 24% ABV only, sensitive goods line only' },
  },
];
