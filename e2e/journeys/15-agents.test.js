// Agents journey, through the screens: the demo customer applies in the agent centre; staff approve on the staff
// agents page; a new customer opens the invite link (the register page with the code) and registers; their waybill
// is paid and delivered (through the API, as staff and the sandbox would); an admin runs the commission sweep with
// a zero-day hold (no worker polls in this test server); the agent sees the commission available, withdraws to the
// wallet and by bank transfer; staff approve the bank one and mark it paid with the bank reference; the agent's
// withdrawal log shows it paid and the wallet shows the credit.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer,
  launchBrowser,
  newPhonePage,
  signedInPage,
  apiLogin,
  apiClient,
  signAgreementViaApi,
  fillRegisterForm,
  step,
  appTookOver,
} = require('../support');

const MEMBER_NATIONAL = '0215550715';
const MEMBER_E164 = '+64215550715';
const PASSWORD = 'Secret123';
const RECIPIENT = {
  type: 'recipient',
  name: '王小明',
  mobile: '+86 139 1234 5678',
  country: 'CN',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '建国路88号SOHO现代城3号楼1201',
  postcode: '100022',
  id_number: '110105198506120026',
  id_consent: true,
};

let server, api, browser, agent, staff, admin;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();
const nzd = (minor) => `NZ$${(minor / 100).toFixed(2)}`;

before(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  agent = await apiLogin(server.base, '+64211234567', 'Demo12345');
  staff = await apiLogin(server.base, 'staff', 'Demo12345');
  admin = await apiLogin(server.base, 'admin', 'Demo12345');
  // Small sums in a journey: a low minimum, a 30 % rate, no hold after delivery.
  const { settings, tiers } = await api('GET', '/staff/agent/settings', admin);
  await api('POST', '/staff/agent/settings/save', admin, { ...settings, min_withdraw: 100, bank_fee: 50, hold_days: 0 });
  const { id, is_default: _d, ...tier } = tiers.find((x) => x.is_default);
  await api('POST', `/staff/agent/tier/save?id=${id}`, admin, { ...tier, rate_bp: 3000 });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The member's waybill: declared, checked in, packed, paid through the sandbox, dispatched and delivered. */
async function paidAndDelivered(member) {
  await signAgreementViaApi(api, member);
  const address = await api('POST', '/user/address/create', member, RECIPIENT);
  const goods = [{ name: 'T-shirt', category: 'clothing', quantity: 2, unit_value: 2500 }];
  const parcel = await api('POST', '/parcel/create', member, { courier: 'NZ Post', tracking_no: 'NZP150001', goods });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: 'NZP150001', weight_g: 2000, location: 'A-15' });
  const created = await api('POST', '/order/pack/create', member, {
    parcel_ids: [parcel.id],
    address_id: address.id,
    channel_code: 'nz-general-economy',
    insured: false,
    goods,
  });
  await api('POST', `/staff/order/pack/${created.id}`, staff, { weight_g: 2100, length_mm: 300, width_mm: 200, height_mm: 200 });
  const start = await api('POST', '/pay/waybill', member, {
    waybill_id: created.id,
    use_wallet: false,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: 'e2e-agent-1',
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

test('agents: apply, approve, invite a customer, commission available, withdraw to the wallet and by bank, staff pay', async () => {
  const page = await signedInPage(browser, agent, { lang: 'zh-CN' });
  const desk = await signedInPage(browser, staff, { lang: 'zh-CN' });
  let inviteCode, commission;

  await step(page, 'agents-apply', async () => {
    await page.goto(`${server.base}/pages/mine/user-agent/index`);
    await visible(page, '.user-agent-page .agent-apply');
    await page.fill('.user-agent-page .agent-apply-name input', '林晓');
    await page.fill('.user-agent-page .agent-apply-contact input', '021 123 4567');
    await page.fill('.user-agent-page .agent-apply-promotion textarea', '奥克兰留学生微信群');
    await page.click('.user-agent-page .agent-apply-submit');
    await visible(page, '.user-agent-page .agent-pending-state');
  });

  await step(desk, 'agents-staff-approve', async () => {
    await desk.goto(`${server.base}/pages/staff/agents`);
    const card = desk.locator('.staff-agents-page .staff-agent-card', { hasText: '林晓' });
    await card.waitFor({ timeout: 15000 });
    await card.locator('.staff-agent-approve').click();
    await visible(desk, '.staff-agents-page .staff-agents-empty');
  });

  await step(page, 'agents-dashboard-invite', async () => {
    await page.reload();
    await visible(page, '.user-agent-page .agent-invite-code');
    inviteCode = await text(page, '.user-agent-page .agent-invite-code');
    assert.match(inviteCode, /^[A-Z0-9]{8}$/);
    assert.equal(await text(page, '.user-agent-page .agent-available'), nzd(0));
    await page.click('.user-agent-page .agent-make-poster');
    await visible(page, '.user-agent-page .agent-poster-code');
    assert.match(await page.locator('.user-agent-page .agent-poster-code img').first().getAttribute('src'), /^data:image\/png;base64,/);
  });

  const guest = await newPhonePage(browser, { lang: 'zh-CN' });
  await step(guest, 'agents-member-registers-with-the-link', async () => {
    const { link } = await api('GET', '/agent/invite?platform=h5', agent);
    assert.equal(new URL(link).searchParams.get('invite_code'), inviteCode);
    await guest.goto(`${server.base}${new URL(link).pathname}${new URL(link).search}`);
    await visible(guest, '.register-page');
    await appTookOver(guest);
    assert.equal(await guest.inputValue('.register-page .register-invite input'), inviteCode);
    await fillRegisterForm(guest, server.dataDir, { national: MEMBER_NATIONAL, e164: MEMBER_E164, password: PASSWORD });
    await visible(guest, '.home-page');
  });

  await step(page, 'agents-team-and-pending', async () => {
    const member = await apiLogin(server.base, MEMBER_E164, PASSWORD);
    const waybill = await paidAndDelivered(member);
    await page.goto(`${server.base}/pages/mine/my-team/index`);
    await visible(page, '.my-team-page .team-list');
    assert.equal(await text(page, '.my-team-page .team-mobile'), '21****715');
    const orders = await api('GET', '/agent/order/lst', agent);
    assert.equal(orders.list[0].waybill_no, waybill.no);
    assert.equal(orders.list[0].status, 'pending');
    commission = orders.list[0].amount;
    assert.ok(commission > 300);
  });

  await step(page, 'agents-commission-available', async () => {
    // The recurring job's sweep, run by an admin: the hold is zero days, so the delivered waybill's commission is due.
    assert.equal((await api('POST', '/staff/agent/release', admin, {})).released, 1);
    await page.goto(`${server.base}/pages/mine/user-agent/index`);
    await visible(page, '.user-agent-page .agent-available');
    await page.locator('.user-agent-page .agent-available', { hasText: nzd(commission) }).waitFor({ timeout: 15000 });
    assert.equal(await text(page, '.user-agent-page .agent-order-status--available'), '可提现');
  });

  await step(page, 'agents-withdraw-to-wallet', async () => {
    await visible(page, '.user-agent-page .agent-order-status--available');
    await page.fill('.user-agent-page .agent-withdraw-amount input', '1.00');
    await page.click('.user-agent-page .agent-withdraw-submit');
    await page.locator('.user-agent-page .agent-available', { hasText: nzd(commission - 100) }).waitFor({ timeout: 15000 });
  });

  await step(page, 'agents-withdraw-by-bank', async () => {
    await page.fill('.user-agent-page .agent-withdraw-amount input', '2.00');
    await page.click('.user-agent-page .agent-method-bank');
    await visible(page, '.user-agent-page .agent-account-name');
    await page.fill('.user-agent-page .agent-account-name input', 'Lin Xiao');
    await page.fill('.user-agent-page .agent-account-number input', '12-3456-789012-001');
    await page.click('.user-agent-page .agent-withdraw-submit');
    assert.match(await text(page, '.user-agent-page .agent-withdraw-error'), /bb-bbbb-aaaaaaa-sss/);
    await page.fill('.user-agent-page .agent-account-number input', '12-3456-7890123-001');
    await page.click('.user-agent-page .agent-withdraw-submit');
    await visible(page, '.user-agent-page .agent-open-withdrawal');
    assert.equal(await text(page, '.user-agent-page .agent-available'), nzd(commission - 300));
  });

  await step(desk, 'agents-staff-pay-bank', async () => {
    await desk.goto(`${server.base}/pages/staff/agent-withdrawals`);
    const card = desk.locator('.staff-agent-withdrawals-page .staff-withdrawal', { hasText: '12-3456-7890123-001' });
    await card.waitFor({ timeout: 15000 });
    await card.locator('.staff-withdrawal-approve').click();
    await visible(desk, '.staff-agent-withdrawals-page .staff-withdrawals-empty');
    await desk.click('.staff-agent-withdrawals-page .staff-withdrawals-tab-approved');
    const approved = desk.locator('.staff-agent-withdrawals-page .staff-withdrawal', { hasText: '12-3456-7890123-001' });
    await approved.waitFor({ timeout: 15000 });
    await approved.locator('.staff-withdrawal-text input').fill('ANZ-20260601-15');
    await approved.locator('.staff-withdrawal-pay').click();
    await visible(desk, '.staff-agent-withdrawals-page .staff-withdrawals-empty');
  });

  await step(page, 'agents-log-and-wallet', async () => {
    await page.goto(`${server.base}/pages/mine/withdraw-log/index`);
    await visible(page, '.withdraw-log-page .withdraw-log-list');
    const bank = page.locator('.withdraw-log-page .agent-withdrawal', { hasText: '12-3456-7890123-001' });
    assert.equal((await bank.locator('.agent-withdrawal-status').textContent()).trim(), '已到账');
    assert.match(await bank.locator('.withdrawal-bank-ref').textContent(), /ANZ-20260601-15/);
    assert.match(await bank.locator('.withdrawal-net').textContent(), /到账 NZ\$1\.50 · 手续费 NZ\$0\.50/);
    await page.goto(`${server.base}/pages/mine/my-wallet/index`);
    await page.locator('.wallet-page .wallet-entry', { hasText: '佣金' }).first().waitFor({ timeout: 15000 });
  });
});
