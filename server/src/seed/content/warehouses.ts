import type { OpeningHours, Warehouse } from './types';

/**
 * Receiving warehouses (where online shops deliver) and depots (drop-off and self-pickup counters).
 * Streets and suburbs are real industrial/commercial areas; unit numbers are illustrative. `{member_code}`
 * in the contact and first address line is replaced with the customer's code so the warehouse can match
 * an undeclared parcel. Phone numbers are placeholders: the AU ones are in ACMA's range reserved for
 * fiction ((02)/(03) 5550 xxxx); replace all of them with the real lines before launch.
 */

const weekdays = (open: string, close: string): Pick<OpeningHours, 'mon' | 'tue' | 'wed' | 'thu' | 'fri'> => ({
  mon: [open, close], tue: [open, close], wed: [open, close], thu: [open, close], fri: [open, close],
});

const WAREHOUSE_NOTE = {
  zh: '收件人和地址第一行都请写上会员号,否则包裹可能成为无人认领件。仓库不收到付件,不代签需要身份证的包裹(如酒类)。大件家具、超过30kg的单件请先联系客服。',
  en: 'Write your member code in the recipient name and the first address line, or the parcel may end up unclaimed. We do not accept cash-on-delivery parcels or sign for age-restricted deliveries (such as alcohol). Contact us before sending furniture or any single item over 30 kg.',
};

export const WAREHOUSES: readonly Warehouse[] = [
  // ---------------------------------------------------------------- site 1: New Zealand
  {
    code: 'nz-akl-east-tamaki', siteId: 1, kind: 'warehouse', sort: 10,
    name: { zh: '奥克兰东塔马基仓', en: 'Auckland East Tamaki warehouse' },
    contact: '{name} {member_code}', phone: '+6493001234',
    addressLines: ['Unit 5, 88 Springs Road ({member_code})'],
    suburb: 'East Tamaki', city: 'Auckland', region: 'Auckland', postcode: '2013', country: 'NZ', timeZone: 'Pacific/Auckland',
    openingHours: { ...weekdays('09:00', '17:30'), sat: ['10:00', '14:00'], sun: null },
    notes: WAREHOUSE_NOTE,
  },
  {
    code: 'nz-akl-mt-wellington', siteId: 1, kind: 'depot', sort: 20,
    name: { zh: '奥克兰Mount Wellington自提点', en: 'Auckland Mount Wellington depot' },
    contact: 'Depot Counter', phone: '+6493001235',
    addressLines: ['Unit 3, 20 Carbine Road'],
    suburb: 'Mount Wellington', city: 'Auckland', region: 'Auckland', postcode: '1060', country: 'NZ', timeZone: 'Pacific/Auckland',
    openingHours: { ...weekdays('10:00', '18:00'), sat: ['10:00', '16:00'], sun: null },
    notes: {
      zh: '可交寄直邮包裹和预约自提;请先在应用内预约时段,到店出示二维码。门口可临时停车10分钟。',
      en: 'Drop off direct-send parcels or collect booked pick-ups; book a slot in the app first and show the QR code. Ten-minute parking at the door.',
    },
  },
  {
    code: 'nz-akl-rosedale', siteId: 1, kind: 'depot', sort: 30,
    name: { zh: '奥克兰北岸Rosedale自提点', en: 'Auckland North Shore Rosedale depot' },
    contact: 'Depot Counter', phone: '+6493001236',
    addressLines: ['Unit 12, 15 Rosedale Road'],
    suburb: 'Rosedale', city: 'Auckland', region: 'Auckland', postcode: '0632', country: 'NZ', timeZone: 'Pacific/Auckland',
    openingHours: { ...weekdays('11:00', '18:00'), mon: null, sat: ['10:00', '15:00'], sun: null },
    notes: {
      zh: '北岸客户交寄点,周一休息。当天15:00前交寄的包裹当晚转运至东塔马基仓。',
      en: 'Drop-off point for North Shore customers, closed Mondays. Parcels dropped off before 3 pm reach the East Tamaki warehouse the same evening.',
    },
  },
  {
    code: 'nz-chc-hornby', siteId: 1, kind: 'depot', sort: 40,
    name: { zh: '基督城Hornby收件点', en: 'Christchurch Hornby depot' },
    contact: 'Depot Counter', phone: '+6433001237',
    addressLines: ['Unit 2, 8 Shands Road'],
    suburb: 'Hornby', city: 'Christchurch', region: 'Canterbury', postcode: '8042', country: 'NZ', timeZone: 'Pacific/Auckland',
    openingHours: { ...weekdays('10:00', '17:00'), sat: null, sun: null },
    notes: {
      zh: '南岛客户交寄点,包裹每周二、周五转运至奥克兰仓打包,比奥克兰交寄多1–2个工作日。',
      en: 'Drop-off point for South Island customers. Parcels go up to the Auckland warehouse on Tuesdays and Fridays for packing, adding 1–2 working days.',
    },
  },

  // ---------------------------------------------------------------- site 2: Australia
  {
    code: 'au-syd-alexandria', siteId: 2, kind: 'warehouse', sort: 10,
    name: { zh: '悉尼Alexandria仓', en: 'Sydney Alexandria warehouse' },
    contact: '{name} {member_code}', phone: '+61255501234',
    addressLines: ['Unit 8, 35 Bourke Road ({member_code})'],
    suburb: 'Alexandria', city: 'Sydney', region: 'NSW', postcode: '2015', country: 'AU', timeZone: 'Australia/Sydney',
    openingHours: { ...weekdays('09:00', '17:30'), sat: ['10:00', '14:00'], sun: null },
    notes: WAREHOUSE_NOTE,
  },
  {
    code: 'au-mel-tullamarine', siteId: 2, kind: 'warehouse', sort: 20,
    name: { zh: '墨尔本Tullamarine仓', en: 'Melbourne Tullamarine warehouse' },
    contact: '{name} {member_code}', phone: '+61355501234',
    addressLines: ['Unit 4, 22 Sharps Road ({member_code})'],
    suburb: 'Tullamarine', city: 'Melbourne', region: 'VIC', postcode: '3043', country: 'AU', timeZone: 'Australia/Melbourne',
    openingHours: { ...weekdays('09:00', '17:00'), sat: null, sun: null },
    notes: WAREHOUSE_NOTE,
  },
  {
    code: 'au-syd-mascot', siteId: 2, kind: 'depot', sort: 30,
    name: { zh: '悉尼Mascot自提点', en: 'Sydney Mascot depot' },
    contact: 'Depot Counter', phone: '+61255501235',
    addressLines: ['Unit 2, 10 Ricketty Street'],
    suburb: 'Mascot', city: 'Sydney', region: 'NSW', postcode: '2020', country: 'AU', timeZone: 'Australia/Sydney',
    openingHours: { ...weekdays('10:00', '18:00'), sat: ['10:00', '16:00'], sun: null },
    notes: {
      zh: '靠近机场的交寄和自提点,请先在应用内预约时段。',
      en: 'Drop-off and pick-up counter near the airport; book a slot in the app first.',
    },
  },
  {
    code: 'au-syd-hurstville', siteId: 2, kind: 'depot', sort: 40,
    name: { zh: '悉尼Hurstville自提点', en: 'Sydney Hurstville depot' },
    contact: 'Depot Counter', phone: '+61255501236',
    addressLines: ['Shop 5, 200 Forest Road'],
    suburb: 'Hurstville', city: 'Sydney', region: 'NSW', postcode: '2220', country: 'AU', timeZone: 'Australia/Sydney',
    openingHours: { ...weekdays('10:30', '18:30'), sat: ['10:00', '17:00'], sun: ['11:00', '16:00'] },
    notes: {
      zh: '周末也营业的社区自提点,只收不超过20kg的包裹。',
      en: 'Neighbourhood counter open at weekends; parcels up to 20 kg only.',
    },
  },
  {
    code: 'au-mel-box-hill', siteId: 2, kind: 'depot', sort: 50,
    name: { zh: '墨尔本Box Hill自提点', en: 'Melbourne Box Hill depot' },
    contact: 'Depot Counter', phone: '+61355501235',
    addressLines: ['Shop 3, 100 Whitehorse Road'],
    suburb: 'Box Hill', city: 'Melbourne', region: 'VIC', postcode: '3128', country: 'AU', timeZone: 'Australia/Melbourne',
    openingHours: { ...weekdays('10:00', '18:00'), sat: ['10:00', '16:00'], sun: null },
    notes: {
      zh: '墨尔本东区交寄点,包裹每个工作日下午转运至Tullamarine仓。',
      en: 'Drop-off point for Melbourne\'s east; parcels go to the Tullamarine warehouse every working afternoon.',
    },
  },
];
