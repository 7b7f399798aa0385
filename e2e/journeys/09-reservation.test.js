// Journey through the screens: the demo customer with a parcel in the warehouse (set up through the API)
// books a self-pickup slot for today at the Mount Wellington depot, sees the 6-digit code and the QR code; the
// demo staff member (whose desk is that depot) chooses the booking on the desk page, types the code, enters the
// collector's name as on the ID and hands over; the customer's booking then shows collected.
// Set-up so "today" always has a slot ahead: an admin opens the depot all day, in a zone where it is daytime now
// (Auckland when it is), with a half-past slot two hours ahead.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startDemoWorld, signedInPage, apiLogin, step } = require('../support');

const REAL_NAME = 'ZHANG Wei';
const ZONES = ['Pacific/Auckland', 'Australia/Sydney', 'Asia/Shanghai', 'Europe/London', 'America/New_York', 'America/Los_Angeles'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

let server, api, browser, customer, staff, admin, depot, slot, parcel;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

function localNow(zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: Number(parts.hour), weekday: WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] };
}

/** Today at the depot gets an open day and a slot 2-3 hours ahead (half past, so it never clashes with the seeded hourly ones). */
async function slotToday() {
  const [depotRow] = (await api('GET', '/admin/warehouse/lst?keyword=mt-wellington', admin)).list;
  const zone = ZONES.find((z) => {
    const h = localNow(z).hour;
    return h >= 4 && h <= 19;
  });
  const allDay = Object.fromEntries(WEEKDAYS.map((d) => [d, ['00:00', '23:59']]));
  await api('POST', `/admin/warehouse/update/${depotRow.id}`, admin, { time_zone: zone, opening_hours: allDay });
  const now = localNow(zone);
  const pad = (n) => String(n).padStart(2, '0');
  const start = `${pad(now.hour + 2)}:30`;
  await api('POST', '/admin/slot_template/create', admin, {
    depot_id: depotRow.id,
    weekday: now.weekday,
    start_time: start,
    end_time: `${pad(now.hour + 3)}:30`,
    capacity: 4,
  });
  return { depot: depotRow.id, slot: { day: now.day, start, zone } };
}

before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  admin = await apiLogin(server.base, 'admin', 'Demo12345');
  const goods = [{ name: '羊毛被', category: 'clothing', quantity: 1, unit_value: 20000 }];
  parcel = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: 'NZP900001', goods });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: 'NZP900001', weight_g: 2100, location: 'D-01' });
  ({ depot, slot } = await slotToday());
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('self-pickup: book a slot, see the code and QR, staff check the code and hand over, the booking shows collected', async () => {
  const page = await signedInPage(browser, customer);
  let bookingId, code;

  await step(page, 'rsv-book', async () => {
    await page.goto(`${server.base}/pages/reservation/index`);
    await visible(page, `.rsv-index-page .rsv-depot-chip-${depot}.rsv-chip--on`);
    await visible(page, `.rsv-index-page .rsv-date-${slot.day}.rsv-date--on`);
    // Slots are in the depot's zone (set above to one where it is daytime now), named once on the page.
    const zoneNames = { 'Pacific/Auckland': '新西兰时间', 'Australia/Sydney': '澳洲东部时间' };
    assert.ok((await text(page, '.rsv-index-page .rsv-zone')).includes(zoneNames[slot.zone] ?? slot.zone));
    await page.click(`.rsv-index-page .rsv-slot-${slot.start.replace(':', '')}`);
    await page.click(`.rsv-index-page .rsv-item-parcel-${parcel.id}`);
    await page.fill('.rsv-index-page .rsv-real-name-input input', REAL_NAME);
    await page.click('.rsv-index-page .rsv-submit');
    await page.waitForURL(/\/pages\/reservation\/result\?id=\d+/, { timeout: 15000 });
    bookingId = Number(new URL(page.url()).searchParams.get('id'));
  });

  await step(page, 'rsv-code-and-qr', async () => {
    await visible(page, '.rsv-result-page .rsv-code');
    code = await text(page, '.rsv-result-page .rsv-code');
    assert.match(code, /^\d{6}$/);
    const qr = await page.locator('.rsv-result-page .rsv-qr img').first().getAttribute('src');
    assert.match(qr, /^data:image\/png;base64,/);
    assert.equal(
      await text(page, '.rsv-result-page .rsv-time'),
      `${slot.day} ${slot.start}-${String(Number(slot.start.slice(0, 2)) + 1).padStart(2, '0')}:30`,
    );
    assert.equal(await text(page, '.rsv-result-page .rsv-badge'), '已预约');
  });

  const desk = await signedInPage(browser, staff);
  await step(desk, 'rsv-desk-hand-over', async () => {
    await desk.goto(`${server.base}/pages/staff/desk`);
    await visible(desk, `.staff-desk-page .desk-booking-${bookingId}`);
    await desk.click(`.staff-desk-page .desk-booking-${bookingId}`);
    await visible(desk, '.staff-desk-page .desk-selected');
    await desk.fill('.staff-desk-page .desk-scan input', code);
    await desk.click('.staff-desk-page .desk-verify');
    await visible(desk, '.staff-desk-page .desk-verified');
    await desk.fill('.staff-desk-page .desk-collector input', 'wei zhang');
    await desk.click('.staff-desk-page .desk-id-checked');
    await desk.click('.staff-desk-page .desk-handover-submit');
    await desk.locator('.staff-desk-page .desk-scan-result--ok', { hasText: '→ 已交付' }).waitFor({ timeout: 15000 });
    await visible(desk, `.staff-desk-page .desk-booking-${bookingId} .rsv-badge-completed`);
  });

  await step(page, 'rsv-collected', async () => {
    await page.goto(`${server.base}/pages/reservation/list`);
    await visible(page, `.rsv-list-page .rsv-list-row-${bookingId}`);
    assert.equal(await text(page, `.rsv-list-page .rsv-list-row-${bookingId} .rsv-badge`), '已完成');
    await page.click(`.rsv-list-page .rsv-list-row-${bookingId}`);
    await visible(page, '.rsv-result-page .rsv-collected');
    assert.match(await text(page, '.rsv-result-page .rsv-collected'), /由 wei zhang 取件$/);
    assert.equal(await page.locator('.rsv-result-page .rsv-qr').count(), 0);
  });
});

test('the desk by keyboard alone: the QR scanned, the name and Enter ask for the ID check, Enter again hands over', async () => {
  const goods = [{ name: '羊毛袜', category: 'clothing', quantity: 2, unit_value: 3000 }];
  const second = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: 'NZP900002', goods });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: 'NZP900002', weight_g: 400, location: 'D-02' });
  const { days } = await api('GET', `/reservation/slots?depot_id=${depot}&from=${slot.day}&days=1`, customer);
  const { id: slotId } = days[0].slots.find((s) => s.start === slot.start);
  const booked = await api('POST', '/reservation/create', customer, { slot_id: slotId, parcel_ids: [second.id], real_name: REAL_NAME });
  const { qr_token: token } = await api('GET', `/reservation/detail/${booked.id}`, customer);

  const desk = await signedInPage(browser, staff);
  const focusedIn = (field) => desk.waitForFunction((sel) => !!document.activeElement?.closest(sel), field, { timeout: 15000 });
  await step(desk, 'rsv-desk-keyboard', async () => {
    await desk.goto(`${server.base}/pages/staff/desk`);
    await focusedIn('.desk-scan');
    await desk.keyboard.type(token, { delay: 2 });
    await desk.keyboard.press('Enter');
    await visible(desk, '.staff-desk-page .desk-verified');
    await focusedIn('.desk-collector');
    await desk.keyboard.type('Wei Zhang');
    await desk.keyboard.press('Enter');
    await desk.locator('.desk-message', { hasText: '核对取件人带照片的证件后,再按一次回车确认并交付' }).waitFor();
    assert.equal((await api('GET', `/reservation/detail/${booked.id}`, customer)).status, 'booked');
    await desk.keyboard.press('Enter');
    await desk.locator('.desk-scan-result--ok', { hasText: '→ 已交付' }).waitFor({ timeout: 15000 });
    await visible(desk, `.staff-desk-page .desk-booking-${booked.id} .rsv-badge-completed`);
    // No toast beside the big result: a refusal is said once. A used QR scanned again is refused in the scan field.
    await focusedIn('.desk-scan');
    await desk.waitForTimeout(1600);
    await desk.keyboard.type(token, { delay: 2 });
    await desk.keyboard.press('Enter');
    await desk.locator('.desk-scan-result--error').waitFor();
    assert.deepEqual(await desk.evaluate(() => window.__toasts), []);
  });
});
