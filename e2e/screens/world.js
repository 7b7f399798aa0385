// The seeded world of the screen check: a fresh server filled through its HTTP API, as customers, staff and an admin
// would fill it, so every screen has something to show. The demo customer has addresses, parcels in each state,
// waybills in each state, wallet money, a kilogram card partly used, coupons, an invoice, two claims, a return, a
// pickup booking, a question, track queries and the inbox these steps fill; an agent has a team member whose
// waybill paid a commission, and a withdrawal waiting for staff; `fresh` has registered and done nothing else.
// Names, numbers and amounts are fixed and the steps run one after another, so lists keep their order run to run.
// Only what the server draws at random differs: waybill and member numbers, invite and pickup codes (and dates).
const path = require('path');
const { apiClient, apiLogin, root, signAgreementViaApi, waitForSmsCode } = require('../support');

const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));

const DEMO = { e164: '+64211234567', password: 'Demo12345' };
const AGENT = { e164: '+64215553101', password: 'Agent12345' };
const MEMBER = { e164: '+64215553102', password: 'Member12345' };
const FRESH = { e164: '+64215553103', password: 'Fresh12345' };
const APPLICANT = { e164: '+64215553104', password: 'Apply12345' };
const CHANNEL = 'nz-general-economy';
const DEPOT = 'nz-akl-mt-wellington'; // the demo staff member's desk

// The demo customer's seeded default recipient and sender (server/src/modules/address/seed.ts).
const SEEDED = [
  '张伟',
  '天河路385号太古汇一座2501室',
  '广东省',
  '广州市',
  '天河区',
  'Li Ming',
  '123 Ponsonby Road',
  'Ponsonby',
  'Auckland',
];
// 李四 has an ID number (the lines to China need one); 王芳 has none, and is on no waybill.
const RECIPIENTS = [
  {
    type: 'recipient',
    name: '李四',
    mobile: '+8613912345678',
    country: 'CN',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    address: '世纪大道100号环球金融中心58楼',
    postcode: '200120',
    id_number: '310115198805120034',
  },
  {
    type: 'recipient',
    name: '王芳',
    mobile: '+8618612345678',
    country: 'CN',
    province: '四川省',
    city: '成都市',
    district: '武侯区',
    address: '人民南路四段12号',
    postcode: '610041',
  },
];
const MEMBER_RECIPIENT = {
  type: 'recipient',
  name: '王小明',
  mobile: '+8613912345679',
  country: 'CN',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '建国路88号SOHO现代城3号楼1201',
  postcode: '100022',
  id_number: '110105198506120026',
};

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
const RETURN_ADDRESS = {
  name: 'Kiwi Shoes Ltd',
  phone: '09 555 0123',
  street: '12 Queen Street',
  suburb: 'Auckland Central',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
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

/** Every user-entered string above, which may show in Chinese on an English page (or the reverse). */
const DATA_STRINGS = [
  ...SEEDED,
  ...[...RECIPIENTS, MEMBER_RECIPIENT].flatMap((a) => [a.name, a.address, a.province, a.city, a.district]),
  ...[...Object.values(PARCELS), MEMBER_PARCEL].flatMap((p) => [p.courier, ...p.goods.map((g) => g.name)]),
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
  REAL_NAME,
  ...Object.values(INVOICE),
  'RMA-20931',
];

/** A plain coloured photo, as a phone or the warehouse camera would upload it. */
const photo = (colour) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const form = (buffer) => {
  const f = new FormData();
  f.append('file', new Blob([buffer], { type: 'image/jpeg' }), 'photo.jpg');
  return f;
};

/** The local date and weekday in a zone, `days` from now. */
function localDay(zone, days = 0) {
  const at = new Date(Date.now() + days * 86400000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  return { day, hour, weekday: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day}T12:00:00Z`).getUTCDay()] };
}

/**
 * Builds the world through the HTTP API of a freshly started server. Deterministic: same names, numbers, amounts every run.
 * Answers { tokens: { customer, agent, staff, admin, fresh }, ids, dataStrings }.
 */
async function buildWorld({ base, dataDir }) {
  const api = apiClient(base);
  const ids = {};

  // --- Helpers over the API --------------------------------------------------------------------------------------
  async function post(url, body) {
    const res = await fetch(`${base}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  }

  /** Registers a customer as the register page does (SMS code from the dev outbox); answers the token. */
  async function register({ e164, password }, inviteCode) {
    await post('/get_captcha', { mobile: e164, scene: 'register' });
    const captcha = await waitForSmsCode(dataDir, e164);
    const answer = await post('/mobile/register', { mobile: e164, captcha, password, ...(inviteCode ? { invite_code: inviteCode } : {}) });
    if (answer.code !== 0) throw new Error(`register ${e164}: ${JSON.stringify(answer)}`);
    return answer.data.token;
  }

  /** What a customer does on the sandbox checkout page, over HTTP. */
  async function sandboxPaid(start) {
    const ref = start.client.url.split('/').pop();
    const res = await fetch(`${base}/api/pay/sandbox/complete/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    if (res.status !== 303) throw new Error(`sandbox payment ${ref}: ${res.status}`);
    return start.payment.id;
  }

  const online = (key, route) => ({ method: 'sandbox', platform: 'h5', idempotency_key: key, return_url: `${base}/${route}` });

  const uploaded = async (url, token, colour) => (await api('POST', url, token, form(await photo(colour)))).file;

  // --- Accounts ---------------------------------------------------------------------------------------------------
  const [customer, staff, admin] = await Promise.all([
    apiLogin(base, DEMO.e164, DEMO.password),
    apiLogin(base, 'staff', 'Demo12345'),
    apiLogin(base, 'admin', 'Demo12345'),
  ]);
  await signAgreementViaApi(api, customer);

  // --- Addresses --------------------------------------------------------------------------------------------------
  const seeded = (await api('GET', '/user/address/lst?type=recipient', customer)).list[0];
  ids.addresses = { zhangwei: seeded.id };
  for (const [key, address] of [
    ['lisi', RECIPIENTS[0]],
    ['wangfang', RECIPIENTS[1]],
  ]) {
    ids.addresses[key] = (await api('POST', '/user/address/create', customer, address)).id;
  }
  ids.addresses.sender = (await api('GET', '/user/address/lst?type=sender', customer)).list[0].id;

  // --- Wallet and kilogram card -----------------------------------------------------------------------------------
  await sandboxPaid(await api('POST', '/pay/topup', customer, { amount: 50000, ...online('world-topup-1', 'pages/mine/my-wallet/index') }));
  const products = (await api('GET', '/card/products', customer)).list;
  const smallCard = products.filter((p) => p.channels.length === 0).sort((a, b) => a.grams - b.grams)[0];
  const cardPayment = await sandboxPaid(
    await api('POST', '/pay/card', customer, {
      card_product_id: smallCard.id,
      use_wallet: false,
      ...online('world-card-1', 'pages/recharge/card'),
    }),
  );
  ids.card = (await api('GET', `/pay/detail/${cardPayment}`, customer)).card_id;

  // --- Parcels: declared, then checked in with a photo and a shelf (two stay declared only) -------------------------
  const photos = [];
  for (const colour of ['#8e6e53', '#6d8a96', '#b3a37a']) photos.push(await uploaded('/staff/upload/photo', staff, colour));
  ids.parcels = {};
  let shelf = 0;
  for (const [key, p] of Object.entries(PARCELS)) {
    const made = await api('POST', '/parcel/create', customer, { courier: p.courier, tracking_no: p.no, goods: p.goods });
    ids.parcels[key] = made.id;
    if (p.weight === null) continue;
    shelf += 1;
    await api('POST', '/staff/parcel/checkin', staff, {
      tracking_no: p.no,
      weight_g: p.weight,
      location: `A-${String(shelf).padStart(2, '0')}`,
      photo_file: photos[shelf % photos.length],
    });
  }
  // An arrival nobody declared: the unclaimed list and staff storage show it.
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: UNCLAIMED_NO, courier: 'NZ Post', weight_g: 700, location: 'U-01' });

  // --- Waybills in each state -------------------------------------------------------------------------------------
  const packRequest = (parcelKeys, addressId, extra = {}) =>
    api('POST', '/order/pack/create', customer, {
      parcel_ids: parcelKeys.map((k) => ids.parcels[k]),
      address_id: addressId,
      channel_code: CHANNEL,
      insured: false,
      goods: parcelKeys.flatMap((k) => PARCELS[k].goods),
      ...extra,
    });
  const staffPack = (waybill, weight, photoFiles = []) =>
    api('POST', `/staff/order/pack/${waybill.id}`, staff, {
      weight_g: weight,
      length_mm: 400,
      width_mm: 300,
      height_mm: 200,
      ...(photoFiles.length ? { photo_files: photoFiles } : {}),
    });
  const payFromWallet = async (waybill, key, cardId = null) => {
    const start = await api('POST', '/pay/waybill', customer, {
      waybill_id: waybill.id,
      card_id: cardId,
      coupon_id: null,
      use_wallet: true,
      platform: 'h5',
      idempotency_key: key,
    });
    if (start.payment.status !== 'paid') throw new Error(`wallet payment of ${waybill.no}: ${start.payment.status}`);
    return start.payment.id;
  };
  const waybills = {};
  const packed = async (key, parcelKeys, addressId, weight, extra = {}, photoFiles = []) => {
    waybills[key] = await packRequest(parcelKeys, addressId, extra);
    if (weight) await staffPack(waybills[key], weight, photoFiles);
    return waybills[key];
  };

  // Awaiting packing: services and a note, to the second recipient.
  await packed('pendingPack', ['packSweater'], ids.addresses.lisi, 0, { services: ['reinforce'], note: '易碎,请加固' });
  // Awaiting payment: two parcels, weighed, with pack photos; the card and the coupons are left for its payment page.
  await packed('pendingPayment', ['payTea', 'payTowel'], ids.addresses.zhangwei, 3200, { services: ['photos'] }, photos.slice(0, 2));
  // Paid (awaiting dispatch): part of the kilogram card, the rest from the wallet.
  await packed('paid', ['paidCoat'], ids.addresses.zhangwei, 2100);
  await payFromWallet(waybills.paid, 'world-pay-paid', ids.card);
  for (const key of ['transit', 'delivered', 'claimOpen', 'refunded', 'problem']) {
    const parcelKey = {
      transit: 'transitJacket',
      delivered: 'deliveredVase',
      claimOpen: 'deliveredMugs',
      refunded: 'refundedShirts',
      problem: 'problemBlanket',
    }[key];
    await packed(key, [parcelKey], key === 'transit' ? ids.addresses.lisi : ids.addresses.zhangwei, PARCELS[parcelKey].weight + 100);
    ids[`${key}Payment`] = await payFromWallet(waybills[key], `world-pay-${key}`);
  }
  // Cancelled by the customer while awaiting payment.
  await packed('cancelled', ['cancelledToys'], ids.addresses.zhangwei, 900);
  await api('POST', `/order/cancel/${waybills.cancelled.id}`, customer, {});
  // Refunded whole by staff (the paid waybill is cancelled).
  await api('POST', `/staff/payment/refund/${ids.refundedPayment}`, staff, { note: REFUND_NOTE });
  // Dispatched together (one batch); two carrier events on the one in transit; two delivered.
  const dispatched = await api('POST', '/staff/order/dispatch', staff, {
    ids: [waybills.transit.id, waybills.delivered.id, waybills.claimOpen.id],
  });
  ids.batch = dispatched.batch.id;
  for (const event of TRACK_EVENTS) await api('POST', `/staff/order/track/${waybills.transit.id}`, staff, event);
  for (const key of ['delivered', 'claimOpen']) await api('POST', `/staff/order/delivered/${waybills[key].id}`, staff, {});
  // A problem the customer sees, on a paid waybill.
  await api('POST', `/staff/order/problem/${waybills.problem.id}`, staff, PROBLEM);
  // A direct send awaiting its drop-off at the depot.
  const depots = (await api('GET', '/reservation/depots', customer)).list;
  const depot = depots.find((d) => d.code === DEPOT) ?? depots[0];
  waybills.send = await api('POST', '/order/send/create', customer, {
    sender_address_id: ids.addresses.sender,
    address_id: ids.addresses.zhangwei,
    depot_id: depot.id,
    channel_code: CHANNEL,
    insured: false,
    goods: SEND_GOODS,
    est_weight_g: 1500,
    est_length_mm: 300,
    est_width_mm: 200,
    est_height_mm: 150,
  });
  ids.waybills = Object.fromEntries(Object.entries(waybills).map(([k, w]) => [k, w.id]));
  ids.waybillNos = Object.fromEntries(Object.entries(waybills).map(([k, w]) => [k, w.no]));

  // --- Track queries (remembered in the history), invoice, question ----------------------------------------------
  for (const key of ['transit', 'delivered']) await api('GET', `/order/v2/log?no=${waybills[key].no}`, customer);
  ids.invoice = (await api('POST', '/invoice/create', customer, { waybill_ids: [waybills.delivered.id], kind: 'personal', ...INVOICE })).id;
  ids.question = (await api('POST', '/question/create', customer, { content: QUESTION.content, contact: QUESTION.contact })).id;
  await api('POST', `/staff/question/answer/${ids.question}`, staff, { answer: QUESTION.answer });

  // --- Claims: one decided and paid to the wallet, one open with a question and its answer ------------------------
  const claimPhotos = [
    await uploaded('/after/sales/photo', customer, '#c0392b'),
    await uploaded('/after/sales/photo', customer, '#2980b9'),
  ];
  const decided = await api('POST', '/after/sales/create', customer, {
    type: 'damaged',
    waybill_id: waybills.delivered.id,
    description: CLAIM_TEXT.decided,
    photos: claimPhotos,
    amount: 6000,
    proof: [],
  });
  await api('POST', `/staff/claim/review/${decided.id}`, staff, {});
  await api('POST', `/staff/claim/decide/${decided.id}`, staff, {
    outcome: 'approve',
    amount: 4550,
    reason_code: 'partial_items',
    message: CLAIM_TEXT.decision,
  });
  await api('POST', `/staff/claim/pay/${decided.id}`, staff, {});
  const open = await api('POST', '/after/sales/create', customer, {
    type: 'short',
    waybill_id: waybills.claimOpen.id,
    description: CLAIM_TEXT.open,
    photos: claimPhotos.slice(0, 1),
    amount: 1500,
    proof: [],
  });
  await api('POST', `/staff/claim/ask/${open.id}`, staff, { message: CLAIM_TEXT.ask });
  await api('POST', `/after/sales/answer/${open.id}`, customer, {
    message: CLAIM_TEXT.answer,
    photos: [await uploaded('/after/sales/photo', customer, '#7f8c8d')],
  });
  ids.claims = { decided: decided.id, open: open.id };
  ids.claimNos = { decided: decided.no, open: open.no };

  // --- A return: the warehouse buys the postage; staff have quoted it --------------------------------------------
  const { day: deadline } = localDay('Pacific/Auckland', 10);
  ids.return = (
    await api('POST', '/return/create', customer, {
      parcel_ids: [ids.parcels.returnShoes],
      method: 'postage',
      address: RETURN_ADDRESS,
      ra_number: 'RMA-20931',
      deadline,
    })
  ).id;
  await api('POST', `/staff/return/quote/${ids.return}`, staff, { postage: 1850 });

  // --- Coupons: one more given by staff; an admin change for the audit log ---------------------------------------
  const me = await api('GET', '/user/info', customer);
  const templates = (await api('GET', '/admin/coupon_template/lst?page_size=50', admin)).list;
  const summer = templates.find((t) => t.name_en.startsWith('Summer shipping'));
  await api('POST', '/staff/coupon/issue', staff, { template_id: summer.id, member_code: me.user.member_code });
  await api('POST', `/admin/coupon_template/update/${summer.id}`, admin, { total_limit: 2000 });

  // --- A pickup booking at the staff desk's depot, today when the hours allow -------------------------------------
  ids.booking = await bookPickup(api, { customer, admin, depot, parcelId: ids.parcels.pickupDuvet });

  // --- The agent, a team member with a delivered waybill, a withdrawal waiting for staff -------------------------
  const agent = await register(AGENT);
  await api('POST', '/agent/create', agent, AGENT_APPLY);
  const applicant = (await api('GET', '/staff/agent/lst?status=pending', staff)).list.find((a) => a.name === AGENT_APPLY.name);
  await api('POST', `/staff/agent/decide/${applicant.id}`, staff, { outcome: 'approve' });
  const { settings, tiers } = await api('GET', '/staff/agent/settings', admin);
  await api('POST', '/staff/agent/settings/save', admin, { ...settings, min_withdraw: 100, bank_fee: 50, hold_days: 0 });
  const { id: tierId, is_default: _default, ...tier } = tiers.find((x) => x.is_default);
  await api('POST', `/staff/agent/tier/save?id=${tierId}`, admin, { ...tier, rate_bp: 3000 });
  const { invite_code: inviteCode } = await api('GET', '/agent/info', agent);
  ids.inviteCode = inviteCode;
  const member = await register(MEMBER, inviteCode);
  await signAgreementViaApi(api, member);
  const memberAddress = await api('POST', '/user/address/create', member, MEMBER_RECIPIENT);
  const memberParcel = await api('POST', '/parcel/create', member, {
    courier: MEMBER_PARCEL.courier,
    tracking_no: MEMBER_PARCEL.no,
    goods: MEMBER_PARCEL.goods,
  });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: MEMBER_PARCEL.no, weight_g: MEMBER_PARCEL.weight, location: 'B-01' });
  const memberWaybill = await api('POST', '/order/pack/create', member, {
    parcel_ids: [memberParcel.id],
    address_id: memberAddress.id,
    channel_code: CHANNEL,
    insured: false,
    goods: MEMBER_PARCEL.goods,
  });
  await api('POST', `/staff/order/pack/${memberWaybill.id}`, staff, { weight_g: 2100, length_mm: 300, width_mm: 200, height_mm: 200 });
  await sandboxPaid(
    await api('POST', '/pay/waybill', member, {
      waybill_id: memberWaybill.id,
      use_wallet: false,
      ...online('world-member-1', 'pages/waybill/index'),
    }),
  );
  await api('POST', '/staff/order/dispatch', staff, { ids: [memberWaybill.id] });
  await api('POST', `/staff/order/delivered/${memberWaybill.id}`, staff, {});
  await api('POST', '/staff/agent/release', admin, {});
  await api('POST', '/agent/withdraw/create', agent, { method: 'wallet', amount: 100, request_id: 'world-withdraw-wallet' });
  ids.withdrawal = (
    await api('POST', '/agent/withdraw/create', agent, {
      method: 'bank',
      amount: 200,
      request_id: 'world-withdraw-bank',
      bank_country: 'NZ',
      ...BANK,
    })
  ).id;
  ids.memberWaybill = memberWaybill.id;

  // An application staff have not decided yet (the staff agents page opens on those).
  await api('POST', '/agent/create', await register(APPLICANT), PENDING_APPLY);

  // --- A customer who has done nothing but register ---------------------------------------------------------------
  const fresh = await register(FRESH);

  ids.agreementVersion = (await api('GET', '/sign/status', customer)).current_version;
  ids.embargo = (await api('GET', '/embargo/lst', customer)).list?.[0]?.id ?? null;
  ids.activity = (await api('GET', '/activity/lst', customer)).list?.[0]?.id ?? null;

  return { tokens: { customer, agent, staff, admin, fresh }, ids, dataStrings: [...new Set(DATA_STRINGS)] };
}

/**
 * Books the pickup of a parcel at the desk's depot: the last open slot today; when today's hours are over, an admin
 * opens the depot late today (a special-hours date and a late slot) while there is still time to book it; failing
 * that, tomorrow's first slot. Answers the booking id.
 */
async function bookPickup(api, { customer, admin, depot, parcelId }) {
  const zone = depot.time_zone || 'Pacific/Auckland';
  const slotsOf = async (day) =>
    (await api('GET', `/reservation/slots?depot_id=${depot.id}&from=${day}&days=1`, customer)).days[0].slots.filter((s) => s.bookable);
  const today = localDay(zone);
  let open = await slotsOf(today.day);
  if (!open.length && today.hour < 22) {
    await api('POST', '/admin/depot_exception/create', admin, {
      depot_id: depot.id,
      day: today.day,
      opens_at: '09:00',
      closes_at: '23:59',
      reason_zh: '延长营业',
      reason_en: 'Late opening',
    });
    await api('POST', '/admin/slot_template/create', admin, {
      depot_id: depot.id,
      weekday: today.weekday,
      start_time: '23:00',
      end_time: '23:59',
      capacity: 6,
    });
    open = await slotsOf(today.day);
  }
  if (!open.length) open = await slotsOf(localDay(zone, 1).day);
  const slot = open[open.length - 1];
  const booked = await api('POST', '/reservation/create', customer, { slot_id: slot.id, parcel_ids: [parcelId], real_name: REAL_NAME });
  return booked.id;
}

module.exports = { buildWorld };
