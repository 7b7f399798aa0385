// Warehouse operations, through the screens: staff see the dashboard, check in two declared parcels with their
// shelves and print each check-in label (the PDF the button opens is read back: its Code 128 barcode decodes to
// the tracking number); the customer sees the free storage days and packs both into one waybill; staff weigh and
// pack it and print its label; once paid, staff dispatch it, open the dispatch batch and download the customs
// manifest (read back with exceljs), which the batch then lists as downloaded.
// Set-up through the API: the agreement, the two declarations, the sandbox payment.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { startDemoWorld, signedInPage, signAgreementViaApi, step, root } = require('../support');

const fromServer = (name) => require(require.resolve(name, { paths: [path.join(root, 'server')] }));
const PARCELS = [
  { trackingNo: 'NZP2000001', shelf: 'A-01' },
  { trackingNo: 'NZP2000002', shelf: 'A-02' },
];
const GOODS = [{ name: '羊毛围巾', category: 'clothing', quantity: 2, unit_value: 3000 }];

let world, customer, staff, waybill;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

/** The barcodes of a PDF's embedded images, decoded as a scanner would (PDF.js decodes the images, ZXing reads them). */
async function barcodes(pdf) {
  const proto = ArrayBuffer.prototype;
  // PDF.js copies image buffers with ArrayBuffer#transferToFixedLength (Node 21+); the project runs Node 20.
  if (!proto.transferToFixedLength) {
    proto.transferToFixedLength = function copy(n) {
      const out = new ArrayBuffer(n ?? this.byteLength);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(out.byteLength, this.byteLength)));
      return out;
    };
  }
  const { extractImages, getDocumentProxy } = await import(require.resolve('unpdf', { paths: [path.join(root, 'server')] }));
  const zx = fromServer('@zxing/library');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const found = [];
  for (const image of await extractImages(document, 1)) {
    const luminance = new Uint8ClampedArray(image.width * image.height);
    for (let i = 0; i < luminance.length; i++) luminance[i] = image.data[i * image.channels];
    // Searched for, then read as an image of nothing but the code (the searching reader misses some QR codes).
    for (const hint of [zx.DecodeHintType.TRY_HARDER, zx.DecodeHintType.PURE_BARCODE]) {
      try {
        const bitmap = new zx.BinaryBitmap(new zx.HybridBinarizer(new zx.RGBLuminanceSource(luminance, image.width, image.height)));
        const result = new zx.MultiFormatReader().decode(bitmap, new Map([[hint, true]]));
        found.push(`${zx.BarcodeFormat[result.getBarcodeFormat()]}:${result.getText()}`);
        break;
      } catch {
        // not read this way, or an image without a barcode
      }
    }
  }
  return found;
}

/** Clicks a button that opens a PDF in a new tab; answers the PDF's bytes (the blob URL read in the opener). */
async function openedPdf(page, selector) {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 15000 }), page.click(selector)]);
  const url = popup.url();
  assert.match(url, /^blob:/);
  const bytes = await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), url);
  await popup.close();
  const pdf = Buffer.from(bytes);
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  return pdf;
}

before(async () => {
  world = await startDemoWorld();
  const { api } = world;
  await signAgreementViaApi(api, world.customer);
  for (const p of PARCELS)
    await api('POST', '/parcel/create', world.customer, { courier: 'NZ Post', tracking_no: p.trackingNo, goods: GOODS });
  customer = await signedInPage(world.browser, world.customer, { lang: 'zh-CN' });
  staff = await signedInPage(world.browser, world.staff, { lang: 'zh-CN' });
});

after(async () => {
  await world?.browser?.close();
  await world?.server?.stop();
});

test('operations: check in and label two parcels, pack, dispatch, manifest', async () => {
  const { server, api } = world;

  await step(staff, 'ops-dashboard-before', async () => {
    await staff.goto(`${server.base}/pages/staff/index`);
    await staff.locator('.staff-count-checked_in_today .staff-queue-count', { hasText: '0' }).waitFor({ timeout: 15000 });
  });

  await step(staff, 'ops-checkin-labels', async () => {
    await staff.goto(`${server.base}/pages/staff/checkin`);
    await visible(staff, '.staff-checkin-page .checkin-submit');
    for (const p of PARCELS) {
      await staff.fill('.staff-checkin-page .checkin-scan input', p.trackingNo);
      await staff.fill('.staff-checkin-page .checkin-weight input', '0.9');
      await staff.fill('.staff-checkin-page .checkin-location input', p.shelf);
      await staff.click('.staff-checkin-page .checkin-submit');
      await staff
        .locator('.staff-checkin-page .checkin-result--matched .checkin-result-no', { hasText: p.trackingNo })
        .waitFor({ timeout: 15000 });
      const pdf = await openedPdf(staff, '.staff-checkin-page .checkin-result-label');
      assert.deepEqual(await barcodes(pdf), [`CODE_128:${p.trackingNo}`]);
    }
  });

  await step(staff, 'ops-dashboard-after', async () => {
    await staff.goto(`${server.base}/pages/staff/index`);
    await staff.locator('.staff-count-checked_in_today .staff-queue-count', { hasText: '2' }).waitFor({ timeout: 15000 });
  });

  await step(customer, 'ops-customer-packs', async () => {
    await customer.goto(`${server.base}/pages/mine/my-parcel/index`);
    await visible(customer, '.parcel-page .parcel-tab-in_warehouse');
    await customer.click('.parcel-page .parcel-tab-in_warehouse');
    for (const p of PARCELS) {
      const card = customer.locator('.parcel-page .parcel-card--in_warehouse', {
        has: customer.locator('.parcel-no', { hasText: p.trackingNo }),
      });
      await card.waitFor({ timeout: 15000 });
      assert.match(await card.locator('.parcel-storage').textContent(), /^免费仓储还剩 30 天/);
      await card.locator('.parcel-check').click();
      await card.locator('.parcel-check--on').waitFor();
    }
    await customer.click('.parcel-page .parcel-pack');
    await customer.waitForFunction(() => document.querySelectorAll('.pack-page .pack-parcel--on').length === 2, null, { timeout: 15000 });
    await customer.click('.pack-page .waybill-recipient');
    const pick = customer.locator('.address-page--pick .address-card', { hasText: '张伟' }).first();
    await pick.waitFor({ timeout: 15000 });
    await pick.click();
    await customer.locator('.pack-page .waybill-recipient .waybill-party-name', { hasText: '张伟' }).waitFor({ timeout: 15000 });
    await customer.locator('.pack-page .channel-list:not(.channel-list--stale)').waitFor({ timeout: 15000 });
    await customer.click('.pack-page .channel-option-nz-general-economy');
    await customer.locator('.pack-page .channel-option-nz-general-economy.channel-option--selected').waitFor();
    await customer.click('.pack-page .waybill-submit');
    await customer.waitForURL(/\/pages\/waybill\/detail\?id=\d+/, { timeout: 15000 });
    await visible(customer, '.waybill-detail-page .waybill-detail-no');
    waybill = {
      id: Number(new URL(customer.url()).searchParams.get('id')),
      no: await text(customer, '.waybill-detail-page .waybill-detail-no'),
    };
  });

  await step(staff, 'ops-staff-pack-label', async () => {
    await staff.goto(`${server.base}/pages/staff/order?id=${waybill.id}`);
    await visible(staff, '.staff-order-page .order-pack .pack-submit');
    await staff.fill('.staff-order-page .pack-weight input', '1.9');
    await staff.fill('.staff-order-page .pack-length input', '30');
    await staff.fill('.staff-order-page .pack-width input', '20');
    await staff.fill('.staff-order-page .pack-height input', '15');
    await staff.click('.staff-order-page .pack-submit');
    await staff.click('.taro__modal .taro-model__confirm');
    await visible(staff, '.staff-order-page .order-status--pending_payment');
    const pdf = await openedPdf(staff, '.staff-order-page .order-label-print');
    assert.deepEqual(await barcodes(pdf), [`CODE_128:${waybill.no}`, `QR_CODE:${waybill.no}`]);
  });

  // Paid through the sandbox provider (the money journey covers the payment screens).
  const start = await api('POST', '/pay/waybill', world.customer, {
    waybill_id: waybill.id,
    use_wallet: false,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: `e2e-ops-${waybill.id}`,
    return_url: `${server.base}/pages/waybill/index`,
  });
  const paid = await fetch(`${server.base}/api/pay/sandbox/complete/${start.client.url.split('/').pop()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  assert.equal(paid.status, 303);

  await step(staff, 'ops-dispatch', async () => {
    await staff.goto(`${server.base}/pages/staff/dispatch`);
    await visible(staff, `.staff-dispatch-page .dispatch-item-${waybill.id}`);
    await staff.click(`.staff-dispatch-page .dispatch-item-${waybill.id}`);
    await staff.click('.staff-dispatch-page .dispatch-submit');
    await staff.click('.taro__modal .taro-model__confirm');
    await visible(staff, '.staff-dispatch-page .dispatch-batch');
    await staff.click('.staff-dispatch-page .dispatch-batch');
    await staff.waitForURL(/\/pages\/staff\/batches\?id=\d+/, { timeout: 15000 });
    await visible(staff, '.staff-batches-page .batch-no-downloads');
  });

  await step(staff, 'ops-manifest', async () => {
    const [download] = await Promise.all([
      staff.waitForEvent('download', { timeout: 15000 }),
      staff.click('.staff-batches-page .batch-xlsx'),
    ]);
    assert.match(download.suggestedFilename(), /^manifest-NZ-\d{8}-\d+\.xlsx$/);
    const file = await download.path();
    const ExcelJS = fromServer('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(file));
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(2)
      .map((r) => r.slice(1));
    // One row per goods line of the waybill (the two declarations' lines), the waybill's fields on each.
    assert.ok(rows.length >= 1);
    for (const row of rows) {
      assert.equal(row[0], waybill.no);
      assert.equal(row[1], '张伟');
      assert.equal(row[6], '羊毛围巾');
      assert.equal(row[11], 1.9);
      assert.equal(row[13], 'CC');
    }
    assert.equal(
      rows.reduce((sum, row) => sum + row[8], 0),
      4,
    );
    await visible(staff, '.staff-batches-page .batch-download');
    assert.match(await text(staff, '.staff-batches-page .batch-download'), /^staff · xlsx · /);
  });

  await step(staff, 'ops-phone-and-desktop', async () => {
    // Phone: the seven counts wrap four to a row; a desktop-width browser shows them on one row.
    const rows = async () => {
      await staff.goto(`${server.base}/pages/staff/index`);
      await staff.locator('.staff-count-pending_dispatch .staff-queue-count', { hasText: '0' }).waitFor({ timeout: 15000 });
      const tops = await staff.$$eval('.staff-dashboard-grid .staff-queue', (els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      return new Set(tops).size;
    };
    assert.equal(await rows(), 2);
    if (process.env.E2E_SHOTS) await staff.screenshot({ path: path.join(process.env.E2E_SHOTS, 'ops-home-phone.png'), fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 800 });
    assert.equal(await rows(), 1);
    if (process.env.E2E_SHOTS) {
      await staff.screenshot({ path: path.join(process.env.E2E_SHOTS, 'ops-home-desktop.png'), fullPage: true });
      for (const name of ['storage?view=held', 'batches', 'site-settings']) {
        await staff.goto(`${server.base}/pages/staff/${name}`);
        await staff.waitForTimeout(1500);
        await staff.screenshot({ path: path.join(process.env.E2E_SHOTS, `ops-${name.split('?')[0]}-desktop.png`), fullPage: true });
      }
    }
  });
});
