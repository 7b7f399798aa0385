// The office console (/admin/, desktop 1280x800), in Chinese and in English: staff sign in with their account, see
// the waybills table with rows, filter it by a status (the URL carries the filter), and a reload shows the same.
// The waybills are made through the API (agreement, parcels, staff check-in, pack requests, one packed by staff).
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const {
  adminDist,
  apiLogin,
  artifacts,
  newDesktopPage,
  packRequestViaApi,
  paidOnlineViaApi,
  pricedWaybillViaApi,
  signAgreementViaApi,
  startDemoWorld,
  step,
} = require('../support');

let server, api, browser, customer, staff;
const made = {};

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });

const packRequest = (trackingNo) => packRequestViaApi(api, { customer, staff }, trackingNo);

before(async () => {
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build:admin\` first`);
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  made.toPack = await packRequest('NZP300001');
  made.toPay = await packRequest('NZP300002');
  await api('POST', `/staff/order/pack/${made.toPay.id}`, staff, { weight_g: 2300, length_mm: 400, width_mm: 300, height_mm: 200 });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const tableText = (page) => page.locator('.ant-table-tbody').innerText();
const statusTags = (page) => page.locator('.ant-table-tbody tr.ant-table-row .waybill-status').allInnerTexts();

/** Signs in, filters by `status` (shown as `label`), reloads; `words` are texts the page shows in its language. */
async function journey(lang, { status, label, other, words }) {
  const page = await newDesktopPage(browser, { lang: lang === 'en' ? 'en-NZ' : 'zh-CN' });
  await step(page, `console-${lang}-sign-in`, async () => {
    await page.goto(`${server.base}/admin/`);
    await visible(page, 'form input#account');
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await page.fill('form input#account', 'staff');
    await page.fill('form input#password', 'Demo12345');
    await page.click('form button[type=submit]');
    await visible(page, '.ant-table-tbody tr.ant-table-row');
    for (const word of words) await visible(page, `text=${word}`);
    await page.getByText(made.toPay.no).first().waitFor();
    const text = await tableText(page);
    assert.ok(text.includes(made.toPack.no) && text.includes(made.toPay.no), text);
  });
  await step(page, `console-${lang}-filter`, async () => {
    await page.click('.filter-status');
    await page.locator('.ant-select-item-option', { hasText: label }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === status);
    await page.locator('.ant-table-tbody tr.ant-table-row .waybill-status', { hasText: label }).first().waitFor();
    await page.waitForFunction((no) => !document.querySelector('.ant-table-tbody')?.textContent.includes(no), other.no);
    assert.deepEqual([...new Set(await statusTags(page))], [label]);
  });
  await step(page, `console-${lang}-reload`, async () => {
    await page.reload();
    await visible(page, '.ant-table-tbody tr.ant-table-row');
    assert.equal(new URL(page.url()).searchParams.get('status'), status);
    assert.deepEqual([...new Set(await statusTags(page))], [label]);
    assert.equal(
      await page.locator('.filter-status .ant-select-content, .filter-status .ant-select-selection-item').first().innerText(),
      label,
    );
    fs.mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `console-${lang}.png`) });
  });
  await page.context().close();
}

test('in Chinese: sign in, the waybills table, a status filter kept in the URL across a reload', () =>
  journey('zh', { status: 'pending_payment', label: '待付款', other: made.toPack, words: ['运单', '运单号', '共 '] }));

test('in English: the same', () =>
  journey('en', { status: 'pending_pack', label: 'To pack', other: made.toPay, words: ['Waybills', 'Waybill no.', ' in all'] }));

test('the navigation shows what the roles open: warehouse staff get waybills and parcels, not payments', async () => {
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  await step(page, 'console-roles', async () => {
    await page.goto(`${server.base}/admin/parcels`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.fill('form input#account', 'warehouse');
    await page.fill('form input#password', 'Demo12345');
    await page.click('form button[type=submit]');
    await page.getByText('NZP300001').first().waitFor();
    const menu = await page.locator('.ant-menu').innerText();
    assert.ok(menu.includes('Parcels') && menu.includes('Waybills') && !menu.includes('Payments'), menu);
    await page.goto(`${server.base}/admin/payments`);
    await page.waitForURL(/\/admin\/waybills$/);
    await page.goto(`${server.base}/admin/parcels`);
    await page.getByText('NZP300001').first().waitFor();
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(artifacts, 'console-parcels-en.png') });
  });
  await page.context().close();
});

/** Signs `account` in (English) on `path` and answers the navigation's text. */
async function signedInMenu(page, account, path) {
  await page.goto(`${server.base}/admin${path}`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.fill('form input#account', account);
  await page.fill('form input#password', 'Demo12345');
  await page.click('form button[type=submit]');
  await visible(page, '.ant-table');
  return page.locator('.ant-menu').innerText();
}

test('each role gets its lists (customer service the after-sales ones, finance the money ones); a hidden call is forbidden', async () => {
  // What the navigation hides, the server refuses: customer service asking for the day's close is forbidden.
  const service = await apiLogin(server.base, 'service', 'Demo12345');
  await assert.rejects(api('GET', '/staff/finance/close?date=2026-11-29', service), /: 40003 /);
  for (const [account, shown, hidden] of [
    ['service', ['Claims', 'Returns', 'Refunds', 'Agents', 'Dead jobs'], ['Withdrawals', 'Invoices', 'Audit log']],
    ['finance', ['Payments', 'Refunds', 'Withdrawals', 'Invoices'], ['Claims', 'Returns', 'Agents', 'Audit log']],
  ]) {
    const page = await newDesktopPage(browser, { lang: 'en-NZ' });
    await step(page, `console-${account}-lists`, async () => {
      const menu = await signedInMenu(page, account, '/refunds');
      for (const title of shown) assert.ok(menu.includes(title), `${account} should see ${title}: ${menu}`);
      for (const title of hidden) assert.ok(!menu.includes(title), `${account} should not see ${title}: ${menu}`);
      for (const title of shown) {
        await page.locator('.ant-menu-item', { hasText: title }).click();
        await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
        await visible(page, '.ant-table-thead');
      }
    });
    await page.context().close();
  }
});

test("an admin's change is in the audit log, and its row opens to the field before and after", async () => {
  const admin = await apiLogin(server.base, 'admin', 'Demo12345');
  const [account] = (await api('GET', '/admin/bank_account/lst', admin)).list;
  await api('POST', `/admin/bank_account/update/${account.id}`, admin, { transfer_days: account.transfer_days + 1 });
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  await step(page, 'console-audit', async () => {
    await signedInMenu(page, 'admin', '/audit?kind=bank_account');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'transfer_days' }).first();
    await row.waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    const changes = page.locator('.ant-table-expanded-row .ant-table-tbody tr', { hasText: 'transfer_days' });
    await changes.waitFor();
    assert.deepEqual(
      (await changes.locator('td').allInnerTexts()).map((s) => s.trim()),
      ['transfer_days', String(account.transfer_days), String(account.transfer_days + 1)],
    );
    await page.screenshot({ path: path.join(artifacts, 'console-audit-en.png') });
  });
  await page.context().close();
});

test('customer service: the search box finds the customer, the record takes a note and keeps its tab, the payments list refunds', async () => {
  const priced = await pricedWaybillViaApi(api, { customer, staff }, 'NZP300003', {
    packed: { weight_g: 1200, length_mm: 300, width_mm: 200, height_mm: 100 },
  });
  const paymentId = await paidOnlineViaApi(api, server.base, customer, '/pay/waybill', { waybill_id: priced.id, use_wallet: false });
  const paid = await api('GET', `/pay/detail/${paymentId}`, customer);
  const { user } = await api('GET', '/user/info', customer);
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  await step(page, 'console-service-record', async () => {
    await signedInMenu(page, 'service', '/claims');
    await page.locator('.search-box input').fill(user.member_code);
    await page.locator('.ant-select-item-option', { hasText: user.member_code }).click();
    await visible(page, '.ant-drawer .customer-related');
    assert.ok((await page.locator('.ant-drawer-title').innerText()).includes(user.member_code));
    await page.getByRole('tab', { name: 'Internal notes' }).click();
    await page.fill('.note-text', 'Asked on the phone to cancel NZP300003');
    await page.click('.note-add');
    await page.locator('.customer-notes', { hasText: 'Asked on the phone to cancel NZP300003' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'console-record-en.png') });
    // The tab is in the URL: a reload opens the record at its coupons again.
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'coupons');
    await page.reload();
    await visible(page, '.ant-drawer .customer-coupons');
  });
  await step(page, 'console-service-refund', async () => {
    await page.locator('.customer-related a', { hasText: 'Payments' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/payments') && url.searchParams.get('keyword') === user.member_code);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: paid.no });
    await row.getByRole('button', { name: 'Refund in full' }).click();
    await page.fill('.ant-modal input', "Cancelled at the customer's request");
    await page.locator('.ant-modal .ant-btn-primary').click();
    await row.getByRole('button', { name: 'Refund in full' }).waitFor({ state: 'detached' });
    const [refunded] = (await api('GET', `/staff/payment/lst?page=1&page_size=5&keyword=${paid.no}`, staff)).list;
    assert.equal(refunded.refund?.reason, 'staff', JSON.stringify(refunded));
  });
  const admin = await apiLogin(server.base, 'admin', 'Demo12345');
  const log = await api('GET', `/admin/audit/lst?page=1&page_size=20&customer_id=${user.id}`, admin);
  const kinds = log.list.map((e) => e.kind);
  assert.ok(kinds.includes('customer_note') && kinds.includes('payment'), kinds.join(','));
  await page.context().close();
});

test('the warehouse selects paid waybills, prints their labels, pushes a track event and dispatches them in bulk', async () => {
  const paid = [];
  for (const no of ['NZP300004', 'NZP300005']) {
    const priced = await pricedWaybillViaApi(api, { customer, staff }, no, {
      packed: { weight_g: 1500, length_mm: 300, width_mm: 200, height_mm: 100 },
    });
    await paidOnlineViaApi(api, server.base, customer, '/pay/waybill', { waybill_id: priced.id, use_wallet: false });
    paid.push(priced);
  }
  const page = await newDesktopPage(browser, { lang: 'zh-CN' });
  await step(page, 'console-bulk-dispatch', async () => {
    await page.goto(`${server.base}/admin/waybills?status=pending_dispatch`);
    await page.fill('form input#account', 'staff');
    await page.fill('form input#password', 'Demo12345');
    await page.click('form button[type=submit]');
    for (const w of paid) await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: w.no }).locator('.ant-checkbox-input').check();
    await visible(page, '.waybill-bulk');
    const [pdf] = await Promise.all([page.context().waitForEvent('page'), page.click('.bulk-labels')]);
    assert.match(pdf.url(), /^blob:/);
    await pdf.close();
    await page.getByRole('button', { name: '推送轨迹' }).click();
    await page.fill('.ant-modal input#text_zh', '已交航空公司');
    await page.fill('.ant-modal input#text_en', 'Handed to the airline');
    await page.locator('.ant-modal .ant-btn-primary').click();
    await page.getByText('已推送到 2 单').waitFor();
    await page.screenshot({ path: path.join(artifacts, 'console-bulk-zh.png') });
    await page.click('.bulk-dispatch');
    await page.getByText('已发出 2 单').waitFor();
    await page.waitForFunction(
      (nos) => !nos.some((no) => document.querySelector('.ant-table-tbody')?.textContent.includes(no)),
      paid.map((w) => w.no),
    );
  });
  for (const w of paid) {
    const detail = await api('GET', `/staff/order/detail/${w.id}`, staff);
    assert.equal(detail.status, 'in_transit');
  }
  await page.context().close();
});

// Last: it moves the waybill the English run lists.
test('a waybill opens beside the list; packing it there prices it and the list shows it awaiting payment', async () => {
  const page = await newDesktopPage(browser, { lang: 'zh-CN' });
  await step(page, 'console-detail-pack', async () => {
    await page.goto(`${server.base}/admin/waybills?status=pending_pack`);
    await page.fill('form input#account', 'staff');
    await page.fill('form input#password', 'Demo12345');
    await page.click('form button[type=submit]');
    await page.locator('.waybill-open', { hasText: made.toPack.no }).click();
    await visible(page, '.ant-drawer .waybill-pack');
    for (const [field, value] of [
      ['kg', '1.8'],
      ['l', '30'],
      ['w', '20'],
      ['h', '15'],
    ])
      await page.fill(`.waybill-pack input#${field}`, value);
    await page.click('.waybill-pack button[type=submit]');
    await page.locator('.ant-drawer .ant-tag', { hasText: '待付款' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'console-detail-zh.png') });
    await page.keyboard.press('Escape');
    await page.waitForFunction((no) => !document.querySelector('.ant-table-tbody')?.textContent.includes(no), made.toPack.no);
    const detail = await api('GET', `/staff/order/detail/${made.toPack.id}`, staff);
    assert.deepEqual(
      [detail.status, detail.weight_g, detail.dimensions],
      ['pending_payment', 1800, { length_mm: 300, width_mm: 200, height_mm: 150 }],
    );
  });
  await page.context().close();
});
