// Journey through the screens, in Chinese and in English: a customer whose freight paid over 12 months is above the
// silver threshold (an admin lowers it; the customer pays a first waybill from the wallet, which earns points) sees
// the level and the points on the mine tab, opens the payment page of a waybill packed since, finds the member
// discount as its own line, switches points on, pays, and finds the points spent on the points page.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { apiLogin, paidOnlineViaApi, pricedWaybillViaApi, signAgreementViaApi, signedInPage, startDemoWorld, step } = require('../support');

let server, api, browser, customer, staff;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

const pricedWaybill = (trackingNo) =>
  pricedWaybillViaApi(api, { customer, staff }, trackingNo, {
    goods: [{ name: '羊毛被', category: 'clothing', quantity: 1, unit_value: 20000 }],
    weightG: 2300,
    channel: 'nz-general-economy',
    packed: { weight_g: 2400, length_mm: 300, width_mm: 200, height_mm: 200 },
  });

/** Silver from NZ$10 paid, 10 points per dollar: one paid waybill makes the demo customer silver with points to spend. */
async function memberTerms() {
  const admin = await apiLogin(server.base, 'admin', 'Demo12345');
  const silver = (await api('GET', '/admin/member_level/lst', admin)).list.find((l) => l.code === 'silver');
  await api('POST', `/admin/member_level/update/${silver.id}`, admin, { min_freight: 1000 });
  const [terms] = (await api('GET', '/admin/member_points/lst', admin)).list;
  await api('POST', `/admin/member_points/update/${terms.id}`, admin, { points_per_unit: 10 });
  return silver;
}

let silver;
before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  silver = await memberTerms();
  await paidOnlineViaApi(api, server.base, customer, '/pay/topup', { amount: 30000 }, 'e2e-member-topup');
  const first = await pricedWaybill('NZP2400001');
  const paid = await api('POST', '/pay/waybill', customer, {
    waybill_id: first.id,
    use_wallet: true,
    platform: 'h5',
    idempotency_key: 'e2e-member-first',
  });
  assert.equal(paid.payment.status, 'paid');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGS = [
  { lang: 'zh-CN', tracking: 'NZP2400002', level: '银卡', discount: '会员运费优惠(3%)', spent: '支付抵扣', earned: '支付获得' },
  { lang: 'en', tracking: 'NZP2400003', level: 'Silver', discount: 'Member discount (3% off freight)', spent: 'Spent', earned: 'Earned' },
];

for (const l of LANGS) {
  test(`member points (${l.lang}): the level on mine, the discount line, points spent on a payment and in the ledger`, async () => {
    const waybill = await pricedWaybill(l.tracking); // packed while silver: the discount is in its price
    assert.equal(waybill.charge.breakdown.member_discount_bp, silver.discount_bp);
    const page = await signedInPage(browser, customer, { lang: l.lang });

    await step(page, `member-points-${l.lang}-mine`, async () => {
      await page.goto(`${server.base}/pages/mine/index`);
      await visible(page, '.mine-page .member-card');
      assert.equal(await text(page, '.member-card-name'), l.level);
      assert.ok(Number(await text(page, '.member-card-points-value')) > 0, 'points earned by the first payment');
    });

    let used = 0;
    await step(page, `member-points-${l.lang}-pay`, async () => {
      await page.goto(`${server.base}/pages/waybill/payment?id=${waybill.id}`);
      await visible(page, '.pay-page .pay-member-discount');
      assert.match(await text(page, '.pay-member-discount'), new RegExp(`^${l.discount.replace(/[()]/g, '\\$&')}-NZ\\$`));
      await page.click('.pay-page .pay-points');
      await visible(page, '.pay-page .pay-sum-points');
      const offered = await text(page, '.pay-points .pay-pick-title');
      await page.click('.pay-page .pay-submit');
      await visible(page, '.pay-page.pay-result--paid');
      used = (await api('GET', `/order/detail/${waybill.id}`, customer)).payment.points_used;
      assert.ok(used > 0, 'points were spent');
      assert.ok(offered.includes(String(used)), `${offered} offers the ${used} points spent`);
    });

    await step(page, `member-points-${l.lang}-ledger`, async () => {
      await page.goto(`${server.base}/pages/mine/points/index`);
      await visible(page, '.points-page .points-entry');
      // Newest first: the points this payment earned (wallet money), then those it spent.
      assert.equal(await text(page, '.points-entry .points-entry-kind'), l.earned);
      assert.equal(await text(page, '.points-entry.wallet-entry--out .points-entry-kind'), l.spent);
      assert.equal(await text(page, '.points-entry.wallet-entry--out .points-entry-points'), `-${used}`);
      const { balance } = await api('GET', '/user/points/lst', customer);
      assert.equal(await text(page, '.points-balance'), String(balance));
    });
  });
}
