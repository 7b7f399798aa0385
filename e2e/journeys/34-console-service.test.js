// The office console's after-sales decisions (/admin/, desktop 1280x800, in English): customer service open a claim
// from the claims list, start the review, are refused more than was asked (the server's words), approve part of the
// amount with a reason; the list shows the new state, and so does the customer's own claim through the API. The
// delivered waybill and the claim are made through the API.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const {
  artifacts,
  newDesktopPage,
  paidOnlineViaApi,
  pricedWaybillViaApi,
  signAgreementViaApi,
  startDemoWorld,
  step,
} = require('../support');

let server, api, browser, customer, staff, claim;

before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  const waybill = await pricedWaybillViaApi(api, { customer, staff }, 'NZP320001', {
    packed: { weight_g: 1200, length_mm: 300, width_mm: 200, height_mm: 100 },
  });
  await paidOnlineViaApi(api, server.base, customer, '/pay/waybill', { waybill_id: waybill.id, use_wallet: false });
  await api('POST', '/staff/order/dispatch', staff, { ids: [waybill.id] });
  await api('POST', `/staff/order/delivered/${waybill.id}`, staff, {});
  claim = await api('POST', '/after/sales/create', customer, {
    type: 'damaged',
    waybill_id: waybill.id,
    description: 'The box was crushed and one mug inside broke',
    photos: [],
    amount: 3000,
    proof: [],
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });

test('customer service open a claim from the list, approve part of it, and the list and the customer see it', async () => {
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  const drawer = page.locator('.claim-detail');
  await step(page, 'console-claim-open', async () => {
    await page.goto(`${server.base}/admin/claims`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.fill('form input#account', 'service');
    await page.fill('form input#password', 'Demo12345');
    await page.click('form button[type=submit]');
    await page.locator('.claim-open', { hasText: claim.no }).click();
    await page.waitForURL((url) => url.searchParams.get('open') === String(claim.id));
    await drawer.locator('.claim-detail-status', { hasText: 'submitted' }).waitFor();
    await drawer.getByText('The box was crushed and one mug inside broke').first().waitFor();
  });
  await step(page, 'console-claim-review', async () => {
    await drawer.locator('.claim-review').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await drawer.locator('.claim-detail-status', { hasText: 'under review' }).waitFor();
    await visible(page, '.claim-decide');
  });
  await step(page, 'console-claim-refused', async () => {
    // More than the customer asked: the server refuses in the staff's language and nothing changes.
    await drawer.locator('.claim-amount input').fill('40.00');
    await drawer.locator('.claim-reason').click();
    await page.locator('.ant-select-item-option', { hasText: 'Some items' }).click();
    await drawer.locator('.claim-approve').click();
    await page.locator('.ant-message-error', { hasText: 'amount: must be between NZ$0.01 and NZ$30' }).waitFor();
    await drawer.locator('.claim-detail-status', { hasText: 'under review' }).waitFor();
  });
  await step(page, 'console-claim-approve', async () => {
    await drawer.locator('.claim-amount input').fill('20.00');
    await drawer.locator('.claim-decide textarea').fill('One of the two mugs is paid');
    await drawer.locator('.claim-approve').click();
    await drawer.locator('.claim-detail-status', { hasText: 'Partly approved' }).waitFor();
    assert.equal(await drawer.locator('.claim-decide').count(), 0);
    await page.screenshot({ path: path.join(artifacts, 'console-claim-approved-en.png') });
  });
  await step(page, 'console-claim-listed', async () => {
    await page.locator('.ant-drawer-close').click();
    await page.waitForURL((url) => !url.searchParams.has('open'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: claim.no });
    await row.locator('.claim-status', { hasText: 'Partly approved' }).waitFor();
    assert.ok((await row.innerText()).includes('NZ$20.00'), await row.innerText());
  });
  await page.context().close();
  const seen = await api('GET', `/after/sales/detail/${claim.id}`, customer);
  assert.equal(seen.status, 'partially_approved');
  assert.equal(seen.approved_amount, 2000);
});
