// The seeded world of the screen check: a fresh server filled through its HTTP API, as customers, staff and an admin
// would fill it, so every screen has something to show. The demo customer has addresses, parcels in each state,
// waybills in each state, wallet money, a kilogram card partly used, coupons, an invoice, two claims, a return, a
// pickup booking, a question, track queries and the inbox these steps fill; an agent has a team member whose
// waybill paid a commission, and a withdrawal waiting for staff; `fresh` has registered and done nothing else.
// Names, numbers and amounts are fixed and the steps run one after another, so lists keep their order run to run.
// Only what the server draws at random differs: waybill and member numbers, invite and pickup codes (and dates).
const path = require('path');
const { apiClient, apiLogin, paidOnlineViaApi, root, signAgreementViaApi, waitForSmsCode } = require('../support');

const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));

const DEMO = { e164: '+64211234567', password: 'Demo12345' };
const AGENT = { e164: '+64215553101', password: 'Agent12345' };
const MEMBER = { e164: '+64215553102', password: 'Member12345' };
const FRESH = { e164: '+64215553103', password: 'Fresh12345' };
const APPLICANT = { e164: '+64215553104', password: 'Apply12345' };
const PAYER = { e164: '+64215553105', password: 'Payer12345' };
const CHANNEL = 'nz-general-economy';
const DEPOT = 'nz-akl-mt-wellington'; // the demo staff member's desk

// The demo accounts' nicknames (server/src/db/seed-data.ts), the demo customer's seeded default recipient and sender
// (server/src/modules/address/seed.ts).
const SEEDED = [
  '演示客户',
  '仓库员工',
  '管理员',
  '张伟',
  '天河路385号太古汇一座2501室',
  '广东省',
  '广州市',
  '天河区',
  'Li Ming',
  '123 Ponsonby Road',
  'Ponsonby',
  'Auckland',
  'Demo Parcels NZ Ltd', // the demo site's bank account (server/src/db/seed-data.ts)
];

/** A China recipient of an address book. */
const recipient = (name, mobile, [province, city, district], address, postcode, idNumber) => ({
  type: 'recipient',
  ...{ name, mobile, country: 'CN', province, city, district, address, postcode },
  ...(idNumber ? { id_number: idNumber, id_consent: true } : {}),
});
// 李四 has an ID number (the lines to China need one); 王芳 has none, and is on no waybill.
const RECIPIENTS = {
  lisi: recipient(
    '李四',
    '+8613912345678',
    ['上海市', '上海市', '浦东新区'],
    '世纪大道100号环球金融中心58楼',
    '200120',
    '310115198805120034',
  ),
  wangfang: recipient('王芳', '+8618612345678', ['四川省', '成都市', '武侯区'], '人民南路四段12号', '610041'),
};
const MEMBER_RECIPIENT = recipient(
  '赵敏',
  '+8613712345670',
  ['浙江省', '杭州市', '西湖区'],
  '文三路90号东部软件园1号楼',
  '310012',
  '330106199107230027',
);

const line = (name, category, quantity, unitValue) => ({ name, category, quantity, unit_value: unitValue });
/** The demo customer's parcels by role: tracking number, courier, goods, check-in weight (null: declared only). */
const PARCELS = {
  declaredCup: { no: 'NZP3100001', courier: 'NZ Post', goods: [line('保温杯', 'general', 1, 2500)], weight: null },
  declaredBag: { no: 'CP3100002', courier: 'CourierPost', goods: [line('帆布袋', 'general', 2, 1500)], weight: null },
  shelfScarf: { no: 'NZP3100003', courier: 'NZ Post', goods: [line('羊毛围巾', 'clothing', 2, 3000)], weight: 900 },
  shelfBoots: { no: 'AR3100004', courier: 'Aramex', goods: [line('雪地靴', 'clothing', 1, 16000)], weight: 1800 },
  returnShoes: { no: 'NZP3100005', courier: 'NZ Post', goods: [line('运动鞋', 'clothing', 1, 12000)], weight: 1500 },
  pickupDuvet: { no: 'NZP3100006', courier: 'NZ Post', goods: [line('羊毛被', 'clothing', 1, 20000)], weight: 2100 },
  packSweater: { no: 'NZP3100007', courier: 'NZ Post', goods: [line('羊毛衫', 'clothing', 2, 9000)], weight: 1200 },
  payTea: { no: 'NZP3100008', courier: 'NZ Post', goods: [line('保温壶', 'general', 1, 4500)], weight: 1400 },
  payTowel: { no: 'CP3100009', courier: 'CourierPost', goods: [line('浴巾', 'general', 3, 2000)], weight: 1700 },
  paidCoat: { no: 'NZP3100010', courier: 'NZ Post', goods: [line('羽绒服', 'clothing', 1, 19900)], weight: 2000 },
  transitJacket: { no: 'NZP3100011', courier: 'NZ Post', goods: [line('冲锋衣', 'clothing', 1, 18000)], weight: 1600 },
  deliveredVase: { no: 'NZP3100012', courier: 'NZ Post', goods: [line('陶瓷花瓶', 'general', 1, 8000)], weight: 2000 },
  deliveredMugs: { no: 'NZP3100013', courier: 'NZ Post', goods: [line('马克杯', 'general', 4, 1500)], weight: 1300 },
  cancelledToys: { no: 'NZP3100014', courier: 'NZ Post', goods: [line('毛绒玩具', 'general', 2, 2000)], weight: 800 },
  refundedShirts: { no: 'NZP3100015', courier: 'NZ Post', goods: [line('衬衫', 'clothing', 3, 3500)], weight: 1100 },
  problemBlanket: { no: 'NZP3100016', courier: 'NZ Post', goods: [line('羊毛毯', 'clothing', 1, 15000)], weight: 2600 },
};
const UNCLAIMED_NO = 'NZP3109999';
const SEND_GOODS = [line('护手霜', 'general', 6, 1200)];
const MEMBER_PARCEL = { no: 'NZP3102001', courier: 'NZ Post', goods: [line('T恤', 'clothing', 2, 2500)], weight: 2000 };
const TRANSFER_PARCEL = { no: 'NZP3103001', courier: 'NZ Post', goods: [line('羊毛袜', 'clothing', 3, 1500)], weight: 1600 };
const SHOP = { name: 'Southern Alps Outdoor Ltd', phone: '03 555 0188' };
const RETURN_ADDRESS = {
  ...SHOP,
  street: '88 Victoria Street',
  suburb: 'Central City',
  city: 'Christchurch',
  postcode: '8013',
  country: 'NZ',
};
const TRACK_EVENTS = [
  { text_zh: '已从奥克兰发出,前往机场', text_en: 'Left Auckland for the airport', place: 'Auckland' },
  { text_zh: '航班已抵达广州白云机场', text_en: 'Flight arrived at Guangzhou Baiyun Airport', place: '广州' },
];
const PROBLEM = { reason_zh: '外箱破损,仓库已重新加固', reason_en: 'Outer box damaged; the warehouse reinforced it' };
const CLAIM_TEXT = {
  decided: '外箱压坏,花瓶碎了',
  open: '收到时少了一个马克杯',
  ask: '请补充外箱六面照片',
  answer: '外箱照片见上次上传',
  decision: '按破损部分赔付',
};
const QUESTION = {
  content: '请问羊毛被可以寄到国内吗?需要另外付费吗?',
  contact: '微信 liming88',
  answer: '可以寄,按普通货物计费,无需额外费用。',
};
const AGENT_APPLY = { name: '林晓', contact: '021 123 4567', promotion: '奥克兰留学生微信群' };
const PENDING_APPLY = { name: '陈静', contact: 'chenjing@example.com', promotion: '惠灵顿华人妈妈群' };
const BANK = { account_name: 'Lin Xiao', account_number: '12-3456-7890123-001' };
const REFUND_NOTE = '客户要求取消,全额退款';
const REAL_NAME = 'ZHANG Wei';
const INVOICE = { title: '张伟', email: 'zhangwei@example.com' };
const PACK_NOTE = '易碎,请加固'; // the customer's note to the packers

/** Every user-entered string above, which may show in Chinese on an English page (or the reverse). */
const DATA_STRINGS = [
  ...SEEDED,
  ...[...Object.values(RECIPIENTS), MEMBER_RECIPIENT].flatMap((a) => [a.name, a.address, a.province, a.city, a.district]),
  ...[...Object.values(PARCELS), MEMBER_PARCEL, TRANSFER_PARCEL].flatMap((p) => [p.courier, ...p.goods.map((g) => g.name)]),
  ...SEND_GOODS.map((g) => g.name),
  ...Object.values(RETURN_ADDRESS),
  ...TRACK_EVENTS.flatMap((e) => [e.text_zh, e.text_en, e.place]),
  PROBLEM.reason_zh,
  PROBLEM.reason_en,
  ...Object.values(CLAIM_TEXT),
  ...Object.values(QUESTION),
  ...Object.values(AGENT_APPLY),
  ...Object.values(PENDING_APPLY),
  ...Object.values(BANK),
  REFUND_NOTE,
  PACK_NOTE,
  REAL_NAME,
  ...Object.values(INVOICE),
  'RMA-20931',
];

/** A plain coloured photo, as a phone or the warehouse camera would upload it. */
async function photoForm(colour) {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** The local date, hour and weekday in a zone, `days` from now. */
function localDay(zone, days = 0) {
  const at = new Date(Date.now() + days * 86400000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  return { day, hour, weekday: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day}T12:00:00Z`).getUTCDay()] };
}

/** The calls the world is built with: the API, registration with the SMS code, the sandbox checkout, photo uploads. */
function builder({ base, dataDir }) {
  const api = apiClient(base);
  const post = async (url, body) =>
    (
      await fetch(`${base}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json();
  return {
    api,
    /** Registers a customer as the register page does (the code read from the dev SMS outbox); answers the token. */
    async register({ e164, password }, inviteCode) {
      await post('/get_captcha', { mobile: e164, scene: 'register' });
      const captcha = await waitForSmsCode(dataDir, e164);
      // The box agrees to the privacy policy version in force, as the page sends it.
      const policy = await (await fetch(`${base}/api/privacy/policy`)).json();
      const answer = await post('/mobile/register', {
        mobile: e164,
        captcha,
        password,
        privacy_version: policy.data.version,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      });
      if (answer.code !== 0) throw new Error(`register ${e164}: ${JSON.stringify(answer)}`);
      return answer.data.token;
    },
    /** Starts an online payment with the sandbox provider and pays on its checkout page (over HTTP); answers the payment id. */
    paidOnline: (url, token, body, key) => paidOnlineViaApi(api, base, token, url, body, key),
    /** Uploads a photo where `url` takes one; answers its file key. */
    uploaded: async (url, token, colour) => (await api('POST', url, token, await photoForm(colour))).file,
  };
}

/** A parcel declared by its owner and, with a weight, checked in by staff on a shelf (with a photo when given). */
async function declaredParcel({ api }, { owner, staff }, p, checkin = {}) {
  const made = await api('POST', '/parcel/create', owner, { courier: p.courier, tracking_no: p.no, goods: p.goods });
  if (p.weight !== null) await api('POST', '/staff/parcel/checkin', staff, { tracking_no: p.no, weight_g: p.weight, ...checkin });
  return made.id;
}

/** A pack request of parcels on the economy line; with a weight, staff have weighed and priced it (awaiting payment). */
async function packedWaybill({ api }, { owner, staff }, { parcelIds, goods, addressId, weight, extra = {}, photos = [] }) {
  const waybill = await api('POST', '/order/pack/create', owner, {
    parcel_ids: parcelIds,
    address_id: addressId,
    channel_code: CHANNEL,
    insured: false,
    goods,
    ...extra,
  });
  if (weight) {
    const box = { weight_g: weight, length_mm: 400, width_mm: 300, height_mm: 200 };
    await api('POST', `/staff/order/pack/${waybill.id}`, staff, { ...box, ...(photos.length ? { photo_files: photos } : {}) });
  }
  return waybill;
}

/** The demo customer's addresses, wallet money (a top-up) and a kilogram card bought online. */
async function demoAccount(b, { customer }, ids) {
  const { api } = b;
  await signAgreementViaApi(api, customer);
  const [seeded] = (await api('GET', '/user/address/lst?type=recipient', customer)).list;
  ids.addresses = { zhangwei: seeded.id };
  ids.addresses.lisi = (await api('POST', '/user/address/create', customer, RECIPIENTS.lisi)).id;
  ids.addresses.wangfang = (await api('POST', '/user/address/create', customer, RECIPIENTS.wangfang)).id;
  ids.addresses.sender = (await api('GET', '/user/address/lst?type=sender', customer)).list[0].id;
  await b.paidOnline('/pay/topup', customer, { amount: 50000 }, 'world-topup-1');
  const products = (await api('GET', '/card/products', customer)).list;
  const smallest = products.filter((p) => p.channels.length === 0).sort((x, y) => x.grams - y.grams)[0];
  const payment = await b.paidOnline('/pay/card', customer, { card_product_id: smallest.id, use_wallet: false }, 'world-card-1');
  ids.card = (await api('GET', `/pay/detail/${payment}`, customer)).card_id;
}

/** The demo customer's parcels (two declared only, the rest checked in with a photo and a shelf) and an unclaimed arrival. */
async function demoParcels(b, { customer, staff }, ids) {
  const photos = [];
  for (const colour of ['#8e6e53', '#6d8a96', '#b3a37a']) photos.push(await b.uploaded('/staff/upload/photo', staff, colour));
  ids.parcels = {};
  for (const [i, [key, p]] of Object.entries(PARCELS).entries()) {
    const shelf = { location: `A-${String(i + 1).padStart(2, '0')}`, photo_file: photos[i % photos.length] };
    ids.parcels[key] = await declaredParcel(b, { owner: customer, staff }, p, shelf);
  }
  await b.api('POST', '/staff/parcel/checkin', staff, { tracking_no: UNCLAIMED_NO, courier: 'NZ Post', weight_g: 700, location: 'U-01' });
  return photos;
}

/** The demo customer's waybills, one in each state; answers them by state. */
async function demoWaybills(b, { customer, staff }, ids, photos) {
  const { api } = b;
  const people = { owner: customer, staff };
  const pack = (keys, addressId, weight, more = {}) =>
    packedWaybill(b, people, {
      parcelIds: keys.map((k) => ids.parcels[k]),
      goods: keys.flatMap((k) => PARCELS[k].goods),
      addressId,
      weight,
      ...more,
    });
  const payFromWallet = async (waybill, cardId = null) => {
    const body = { waybill_id: waybill.id, card_id: cardId, coupon_id: null, use_wallet: true, platform: 'h5' };
    const start = await api('POST', '/pay/waybill', customer, { ...body, idempotency_key: `world-pay-${waybill.id}` });
    if (start.payment.status !== 'paid') throw new Error(`wallet payment of ${waybill.no}: ${start.payment.status}`);
    return start.payment.id;
  };
  const { zhangwei, lisi, sender } = ids.addresses;
  const w = {};
  w.pendingPack = await pack(['packSweater'], lisi, 0, { extra: { services: ['reinforce'], note: PACK_NOTE } });
  // The card and both coupons stay for this one's payment page.
  w.pendingPayment = await pack(['payTea', 'payTowel'], zhangwei, 3200, { extra: { services: ['photos'] }, photos: photos.slice(0, 2) });
  w.paid = await pack(['paidCoat'], zhangwei, 2100);
  await payFromWallet(w.paid, ids.card); // part of the card, the rest from the wallet
  const paidParcels = {
    transit: 'transitJacket',
    delivered: 'deliveredVase',
    claimOpen: 'deliveredMugs',
    refunded: 'refundedShirts',
    problem: 'problemBlanket',
  };
  const payments = {};
  for (const [key, parcel] of Object.entries(paidParcels)) {
    w[key] = await pack([parcel], key === 'transit' ? lisi : zhangwei, PARCELS[parcel].weight + 100);
    payments[key] = await payFromWallet(w[key]);
  }
  w.cancelled = await pack(['cancelledToys'], zhangwei, 900);
  await api('POST', `/order/cancel/${w.cancelled.id}`, customer, {});
  await api('POST', `/staff/payment/refund/${payments.refunded}`, staff, { note: REFUND_NOTE }); // cancels the paid waybill
  const dispatched = await api('POST', '/staff/order/dispatch', staff, { ids: [w.transit.id, w.delivered.id, w.claimOpen.id] });
  ids.batch = dispatched.batch.id;
  for (const event of TRACK_EVENTS) await api('POST', `/staff/order/track/${w.transit.id}`, staff, event);
  for (const key of ['delivered', 'claimOpen']) await api('POST', `/staff/order/delivered/${w[key].id}`, staff, {});
  await api('POST', `/staff/order/problem/${w.problem.id}`, staff, PROBLEM);
  w.send = await api('POST', '/order/send/create', customer, {
    sender_address_id: sender,
    address_id: zhangwei,
    depot_id: ids.depot,
    channel_code: CHANNEL,
    insured: false,
    goods: SEND_GOODS,
    ...{ est_weight_g: 1500, est_length_mm: 300, est_width_mm: 200, est_height_mm: 150 },
  });
  ids.waybills = Object.fromEntries(Object.entries(w).map(([k, x]) => [k, x.id]));
  ids.waybillNos = Object.fromEntries(Object.entries(w).map(([k, x]) => [k, x.no]));
}

/** Track queries (remembered in the history), an invoice, an answered question, a return staff have quoted. */
async function demoRequests({ api }, { customer, staff }, ids) {
  const nos = ids.waybillNos;
  for (const no of [nos.transit, nos.delivered]) await api('GET', `/order/v2/log?no=${no}`, customer);
  const invoice = { waybill_ids: [ids.waybills.delivered], kind: 'personal', ...INVOICE };
  ids.invoice = (await api('POST', '/invoice/create', customer, invoice)).id;
  ids.question = (await api('POST', '/question/create', customer, { content: QUESTION.content, contact: QUESTION.contact })).id;
  await api('POST', `/staff/question/answer/${ids.question}`, staff, { answer: QUESTION.answer });
  const { day: deadline } = localDay('Pacific/Auckland', 10);
  const asked = { parcel_ids: [ids.parcels.returnShoes], method: 'postage', address: RETURN_ADDRESS, ra_number: 'RMA-20931', deadline };
  ids.return = (await api('POST', '/return/create', customer, asked)).id;
  await api('POST', `/staff/return/quote/${ids.return}`, staff, { postage: 1850 });
}

/** Two claims: one decided in part and paid to the wallet, one open with staff's question and the customer's answer. */
async function demoClaims(b, { customer, staff }, ids) {
  const { api } = b;
  const photos = [await b.uploaded('/after/sales/photo', customer, '#c0392b'), await b.uploaded('/after/sales/photo', customer, '#2980b9')];
  const claim = (type, waybillId, description, amount, shots) =>
    api('POST', '/after/sales/create', customer, { type, waybill_id: waybillId, description, photos: shots, amount, proof: [] });
  const decided = await claim('damaged', ids.waybills.delivered, CLAIM_TEXT.decided, 6000, photos);
  await api('POST', `/staff/claim/review/${decided.id}`, staff, {});
  const decision = { outcome: 'approve', amount: 4550, reason_code: 'partial_items', message: CLAIM_TEXT.decision };
  await api('POST', `/staff/claim/decide/${decided.id}`, staff, decision);
  await api('POST', `/staff/claim/pay/${decided.id}`, staff, {});
  const open = await claim('short', ids.waybills.claimOpen, CLAIM_TEXT.open, 1500, photos.slice(0, 1));
  await api('POST', `/staff/claim/ask/${open.id}`, staff, { message: CLAIM_TEXT.ask });
  const more = [await b.uploaded('/after/sales/photo', customer, '#7f8c8d')];
  await api('POST', `/after/sales/answer/${open.id}`, customer, { message: CLAIM_TEXT.answer, photos: more });
  ids.claims = { decided: decided.id, open: open.id };
  ids.claimNos = { decided: decided.no, open: open.no };
}

/** A second coupon given by staff; an admin's change of its template (the audit log shows it). */
async function demoCoupon({ api }, { customer, staff, admin }) {
  const { user } = await api('GET', '/user/info', customer);
  const templates = (await api('GET', '/admin/coupon_template/lst?page_size=50', admin)).list;
  const summer = templates.find((t) => t.name_en.startsWith('Summer shipping'));
  await api('POST', '/staff/coupon/issue', staff, { template_id: summer.id, member_code: user.member_code });
  await api('POST', `/admin/coupon_template/update/${summer.id}`, admin, { total_limit: 2000 });
}

/**
 * Books the pickup of a parcel at the desk's depot today, 23:00-23:59, whatever the hour the world is built: an admin
 * opens the depot late today (special hours and a late slot; the audit log shows both). After 22:00 there, or on a
 * date with special hours already (a holiday), the first open slot of the days ahead. Answers the booking id.
 */
async function bookPickup({ api }, { customer, admin }, { depot, parcelId }) {
  const zone = depot.time_zone || 'Pacific/Auckland';
  const today = localDay(zone);
  if (today.hour < 22 && !depot.exceptions.some((e) => e.date === today.day)) {
    const hours = { depot_id: depot.id, day: today.day, opens_at: '09:00', closes_at: '23:59' };
    await api('POST', '/admin/depot_exception/create', admin, { ...hours, reason_zh: '延长营业', reason_en: 'Late opening' });
    const late = { depot_id: depot.id, weekday: today.weekday, start_time: '23:00', end_time: '23:59', capacity: 6 };
    await api('POST', '/admin/slot_template/create', admin, late);
  }
  const { days } = await api('GET', `/reservation/slots?depot_id=${depot.id}&from=${today.day}&days=7`, customer);
  const open = days.flatMap((d) => d.slots.filter((s) => s.bookable).map((s) => ({ ...s, date: d.date })));
  const slot = open.find((s) => s.date === today.day && s.start === '23:00') ?? open[0];
  return (await api('POST', '/reservation/create', customer, { slot_id: slot.id, parcel_ids: [parcelId], real_name: REAL_NAME })).id;
}

/** Sums an agent can withdraw in a world built today: a 30 % rate, no hold after delivery, a NZ$1.00 minimum. */
async function agentSettings({ api }, { admin }) {
  const { settings, tiers } = await api('GET', '/staff/agent/settings', admin);
  await api('POST', '/staff/agent/settings/save', admin, { ...settings, min_withdraw: 100, bank_fee: 50, hold_days: 0 });
  const { id, is_default: _default, ...tier } = tiers.find((x) => x.is_default);
  await api('POST', `/staff/agent/tier/save?id=${id}`, admin, { ...tier, rate_bp: 3000 });
}

/** An approved agent whose invited member paid a waybill now delivered; one withdrawal paid to the wallet, one by bank waiting. */
async function agentWithTeam(b, { staff, admin }, ids) {
  const { api } = b;
  const agent = await b.register(AGENT);
  await api('POST', '/agent/create', agent, AGENT_APPLY);
  const applied = (await api('GET', '/staff/agent/lst?status=pending', staff)).list.find((a) => a.name === AGENT_APPLY.name);
  await api('POST', `/staff/agent/decide/${applied.id}`, staff, { outcome: 'approve' });
  await agentSettings(b, { admin });
  ids.inviteCode = (await api('GET', '/agent/info', agent)).invite_code;
  const member = await b.register(MEMBER, ids.inviteCode);
  await signAgreementViaApi(api, member);
  const people = { owner: member, staff };
  const parcelId = await declaredParcel(b, people, MEMBER_PARCEL, { location: 'B-01' });
  const addressId = (await api('POST', '/user/address/create', member, MEMBER_RECIPIENT)).id;
  const waybill = await packedWaybill(b, people, { parcelIds: [parcelId], goods: MEMBER_PARCEL.goods, addressId, weight: 2100 });
  await b.paidOnline('/pay/waybill', member, { waybill_id: waybill.id, use_wallet: false }, 'world-member-1');
  await api('POST', '/staff/order/dispatch', staff, { ids: [waybill.id] });
  await api('POST', `/staff/order/delivered/${waybill.id}`, staff, {});
  await api('POST', '/staff/agent/release', admin, {});
  await api('POST', '/agent/withdraw/create', agent, { method: 'wallet', amount: 100, request_id: 'world-withdraw-wallet' });
  const bank = { method: 'bank', amount: 200, request_id: 'world-withdraw-bank', bank_country: 'NZ', ...BANK };
  ids.withdrawal = (await api('POST', '/agent/withdraw/create', agent, bank)).id;
  ids.memberWaybill = waybill.id;
  return agent;
}

/** A customer of their own whose waybill awaits a bank transfer, the bank's receipt uploaded. */
async function awaitingTransfer(b, { staff }, ids) {
  const { api } = b;
  const payer = await b.register(PAYER);
  await signAgreementViaApi(api, payer);
  const people = { owner: payer, staff };
  const parcelId = await declaredParcel(b, people, TRANSFER_PARCEL, { location: 'B-02' });
  const addressId = (await api('POST', '/user/address/create', payer, MEMBER_RECIPIENT)).id;
  const waybill = await packedWaybill(b, people, { parcelIds: [parcelId], goods: TRANSFER_PARCEL.goods, addressId, weight: 1700 });
  const body = { waybill_id: waybill.id, use_wallet: false, method: 'bank_transfer', platform: 'h5', idempotency_key: 'world-transfer-1' };
  const start = await api('POST', '/pay/waybill', payer, body);
  await api('POST', `/pay/bank/receipt/${start.payment.id}`, payer, await photoForm('#dde8f5'));
  ids.transferWaybill = waybill.id;
  return payer;
}

/**
 * Builds the world through the HTTP API of a freshly started server. Deterministic: same names, numbers, amounts every run.
 * Answers { tokens: { customer, agent, staff, admin, fresh, payer }, ids, dataStrings }.
 */
async function buildWorld({ base, dataDir }) {
  const b = builder({ base, dataDir });
  const { api } = b;
  const [customer, staff, admin] = await Promise.all([
    apiLogin(base, DEMO.e164, DEMO.password),
    apiLogin(base, 'staff', 'Demo12345'),
    apiLogin(base, 'admin', 'Demo12345'),
  ]);
  const people = { customer, staff, admin };
  const ids = {};
  const depots = (await api('GET', '/reservation/depots', customer)).list;
  const depot = depots.find((d) => d.code === DEPOT) ?? depots[0];
  ids.depot = depot.id;

  await demoAccount(b, people, ids);
  const photos = await demoParcels(b, people, ids);
  await demoWaybills(b, people, ids, photos);
  await demoRequests(b, people, ids);
  await demoClaims(b, people, ids);
  await demoCoupon(b, people);
  ids.booking = await bookPickup(b, people, { depot, parcelId: ids.parcels.pickupDuvet });

  const agent = await agentWithTeam(b, people, ids);
  await api('POST', '/agent/create', await b.register(APPLICANT), PENDING_APPLY); // the staff agents page opens on these
  const fresh = await b.register(FRESH);
  const payer = await awaitingTransfer(b, people, ids);

  ids.agreementVersion = (await api('GET', '/sign/status', customer)).current_version;
  ids.customerId = (await api('GET', '/user/info', customer)).user.id;
  ids.embargo = (await api('GET', '/embargo/lst', customer)).list[0].id;
  ids.activity = (await api('GET', '/activity/lst', customer)).list[0].id;
  return { tokens: { customer, agent, staff, admin, fresh, payer }, ids, dataStrings: [...new Set(DATA_STRINGS)] };
}

module.exports = { buildWorld };
