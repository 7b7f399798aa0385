// Journey through the screens, in Chinese and then in English: the demo customer has a delivered waybill
// (made through the API: agreement, parcel, check-in, pack request, staff pack, paid through the sandbox provider,
// dispatched, delivered); on the claims page they file a damaged claim with two photos and land on the result page;
// staff (a second browser) ask for information on the claims workbench; the customer answers on the after-sales
// detail; staff approve part of it with a reason code and pay it; the wallet shows the credit and the after-service
// list shows the case paid.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const os = require('os');
const path = require('path');
const { root, startServer, launchBrowser, signedInPage, apiLogin, apiClient, signAgreementViaApi, step } = require('../support');

const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));

let server,
  api,
  browser,
  customer,
  staff,
  seq = 0;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();
const nzd = (minor) => `NZ$${(minor / 100).toFixed(2)}`;

/** A delivered waybill of the customer, made through the API. */
async function deliveredWaybill() {
  const no = `NZP12${String(++seq).padStart(4, '0')}`;
  const goods = [{ name: '陶瓷花瓶', category: 'clothing', quantity: 1, unit_value: 8000 }];
  const parcel = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: no, goods });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: no, weight_g: 2000, location: 'C-02' });
  const [address] = (await api('GET', '/user/address/lst?type=recipient', customer)).list;
  const created = await api('POST', '/order/pack/create', customer, {
    parcel_ids: [parcel.id],
    address_id: address.id,
    channel_code: 'nz-general-economy',
    insured: false,
    goods,
  });
  await api('POST', `/staff/order/pack/${created.id}`, staff, { weight_g: 2100, length_mm: 300, width_mm: 200, height_mm: 200 });
  const start = await api('POST', '/pay/waybill', customer, {
    waybill_id: created.id,
    use_wallet: false,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: `e2e-claim-${no}`,
    return_url: `${server.base}/pages/waybill/index`,
  });
  const done = await fetch(`${server.base}/api/pay/sandbox/complete/${start.client.url.split('/').pop()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  assert.equal(done.status, 303);
  await api('POST', '/staff/order/dispatch', staff, { ids: [created.id] });
  await api('POST', `/staff/order/delivered/${created.id}`, staff, {});
  return created;
}

async function photo(name, colour) {
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.jpg`);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

async function choosePhotos(page, selector, files) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(selector)]);
  await chooser.setFiles(files);
}

before(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  customer = await apiLogin(server.base, '+64211234567', 'Demo12345');
  staff = await apiLogin(server.base, 'staff', 'Demo12345');
  await signAgreementViaApi(api, customer);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGS = [
  {
    lang: 'zh-CN',
    submitted: '理赔申请已提交',
    needInfo: '待补充材料',
    review: '审核中',
    partial: '部分批准',
    paid: '已赔付',
    ask: '请补充外箱六面照片',
    answer: '外箱照片见上次上传',
  },
  {
    lang: 'en',
    submitted: 'Claim submitted',
    needInfo: 'Information needed',
    review: 'Under review',
    partial: 'Partially approved',
    paid: 'Paid',
    ask: 'Please add photos of all six sides',
    answer: 'The box photos are attached',
  },
];

for (const L of LANGS) {
  test(`claims (${L.lang}): damaged claim with two photos, staff ask, customer answers, partial approval paid to the wallet`, async () => {
    const waybill = await deliveredWaybill();
    const page = await signedInPage(browser, customer, { lang: L.lang });
    const desk = await signedInPage(browser, staff, { lang: L.lang });
    const photos = [await photo(`claim-a-${L.lang}`, '#c0392b'), await photo(`claim-b-${L.lang}`, '#2980b9')];
    const tag = L.lang === 'en' ? 'en' : 'zh';
    let claimId, offered;

    await step(page, `claims-${tag}-file`, async () => {
      await page.goto(`${server.base}/pages/claims/index`);
      await visible(page, `.claims-page .claims-target-waybill-${waybill.id}`);
      await page.click(`.claims-page .claims-target-waybill-${waybill.id}`);
      await visible(page, '.claims-add-page .claims-type-damaged');
      assert.match(await text(page, '.claims-add-page .claims-type-lost .claims-type-reason'), L.lang === 'en' ? /delivered/ : /签收/);
      await page.click('.claims-add-page .claims-type-damaged');
      await visible(page, '.claims-add-page .claims-type-damaged.claims-type--chosen');
      offered = (await api('GET', `/after/sales/options?waybill_id=${waybill.id}`, customer)).options.find((o) => o.type === 'damaged').max
        .amount;
      await page.fill(
        '.claims-add-page .claims-description textarea',
        L.lang === 'en' ? 'The box was crushed and the vase broke' : '外箱压坏,花瓶碎了',
      );
      await page.fill('.claims-add-page .claims-amount-input input', (offered / 100).toFixed(2));
      await choosePhotos(page, '.claims-add-page .claims-photo-strip .staff-photo-add', photos);
      await page.locator('.claims-add-page .claims-photo-strip .staff-photo').nth(1).waitFor({ timeout: 15000 });
      await page.click('.claims-add-page .claims-submit');
      await visible(page, '.result-page--success');
      assert.equal(await text(page, '.result-page .result-title'), L.submitted);
      await page.click('.result-page .result-primary');
      await visible(page, '.after-detail .claims-status');
      assert.equal(await page.locator('.after-detail .after-photos .claims-photo').count(), 2);
      claimId = (await api('GET', '/after/sales/lst', customer)).list[0].id;
    });

    await step(desk, `claims-${tag}-staff-ask`, async () => {
      await desk.goto(`${server.base}/pages/staff/claims`);
      await visible(desk, `.staff-claims-page .staff-claim-card-${claimId}`);
      await desk.click(`.staff-claims-page .staff-claim-card-${claimId}`);
      await visible(desk, '.staff-claim-page .staff-claim-weight');
      await desk.fill('.staff-claim-page .staff-claim-ask-text textarea', L.ask);
      await desk.click('.staff-claim-page .staff-claim-ask-send');
      await desk.locator('.staff-claim-page .claims-status', { hasText: L.needInfo }).waitFor({ timeout: 15000 });
    });

    await step(page, `claims-${tag}-answer`, async () => {
      await page.goto(`${server.base}/pages/mine/after-service/detail?id=${claimId}`);
      await page.locator('.after-detail .claims-event-message', { hasText: L.ask }).waitFor({ timeout: 15000 });
      await page.fill('.after-detail .after-message textarea', L.answer);
      await page.click('.after-detail .after-send');
      await page.locator('.after-detail .claims-status', { hasText: L.review }).waitFor({ timeout: 15000 });
    });

    const approved = Math.floor(offered / 2);
    await step(desk, `claims-${tag}-approve-pay`, async () => {
      await desk.goto(`${server.base}/pages/staff/claim?id=${claimId}`);
      await visible(desk, '.staff-claim-page .staff-claim-decide');
      await desk.fill('.staff-claim-page .staff-claim-amount input', (approved / 100).toFixed(2));
      await desk.click('.staff-claim-page .staff-claim-reason-partial_items');
      await desk.click('.staff-claim-page .staff-claim-approve');
      await desk.locator('.staff-claim-page .claims-status', { hasText: L.partial }).waitFor({ timeout: 15000 });
      await desk.click('.staff-claim-page .staff-claim-pay');
      await desk.locator('.staff-claim-page .claims-status', { hasText: L.paid }).waitFor({ timeout: 15000 });
    });

    await step(page, `claims-${tag}-wallet-and-list`, async () => {
      const claim = await api('GET', `/after/sales/detail/${claimId}`, customer);
      await page.goto(`${server.base}/pages/mine/my-wallet/index`);
      const entry = page.locator('.wallet-page .wallet-entry', { hasText: claim.no }).first();
      await entry.waitFor({ timeout: 15000 });
      assert.equal((await entry.locator('.wallet-entry-amount').textContent()).trim(), `+${nzd(approved)}`);
      await page.goto(`${server.base}/pages/mine/after-service/index`);
      await visible(page, `.after-page .after-row-${claimId}`);
      assert.equal(await text(page, `.after-page .after-row-${claimId} .claims-status`), L.paid);
    });
  });
}
