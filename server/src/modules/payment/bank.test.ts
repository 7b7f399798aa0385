/**
 * Bank transfer end to end through HTTP: the site's account, a waybill paid by transfer (its reference and
 * deadline), and staff statement imports — matches, wrong amounts, unknown references, a line twice in a file,
 * the same file twice, two imports at once, one line naming two payments, a transfer after the payment expired,
 * every bank's layout, bad files and roles.
 */
import { and, count, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post } from '../../../test/helpers';
import { auditLog, bankStatementLines, inboxMessages, payments, sites, waybills } from '../../db/schema';
import { createUser } from '../user/accounts';
import { sweepPayments } from './apply';
import {
  anz,
  balanceOf,
  giveWallet,
  importStatement,
  newPayer,
  payBody,
  type Payer,
  payWaybillByTransfer,
  type PayWorld,
  startPayWorld,
  waybillToPay,
} from './test-support';

let w: PayWorld;
let me: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
});
afterAll(() => w.t.close());

const importCsv = (csv: string, token = w.staff, lang: 'en' | 'zh-cn' = 'en', site = '1') => importStatement(w, csv, token, lang, site);
const transferWaybill = (payer = me) => payWaybillByTransfer(w, payer);

const paymentStatus = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0].status;
const waybillStatus = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].status;
const lineCount = async () => (await w.t.db.select({ n: count() }).from(bankStatementLines))[0].n;

describe('paying by bank transfer', () => {
  it('is offered with the site account; the payment shows account, reference, amount and deadline, and waits', async () => {
    const methods = await get(w.t, '/api/pay/methods?platform=weapp', { token: me.token });
    expect(methods.body.data.methods).toEqual(['bank_transfer']);
    const { bill, id, reference } = await transferWaybill();
    expect(reference).toMatch(/^[ACDEFGHJKMNPQRTUVWXY346]{8}$/);
    const detail = await get(w.t, `/api/pay/detail/${id}`, { token: me.token });
    expect(detail.body.data).toMatchObject({
      status: 'pending',
      method: 'bank_transfer',
      expires_at: new Date(w.t.clock.now.getTime() + 3 * 86_400_000).toISOString(),
      transfer: {
        account_name: 'Demo Parcels NZ Ltd',
        account_number: '12-3456-7890123-00',
        bsb: null,
        reference,
        amount: bill.amountDue,
        currency: 'NZD',
      },
    });
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
    const options = await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=h5`, { token: me.token });
    expect(options.body.data.transfer).toMatchObject({ payment_id: id, reference, amount: bill.amountDue });
  });

  it('lets an admin set the account, checked for the site country (translated field errors)', async () => {
    const admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token as string;
    const list = await get(w.t, '/api/admin/bank_account/lst', { token: admin });
    const row = list.body.data.list[0];
    const bad = await post(
      w.t,
      `/api/admin/bank_account/update/${row.id}`,
      { ...row, account_number: '123' },
      { token: admin, lang: 'en' },
    );
    expect(bad.body).toEqual({ status: 40001, msg: 'account number: the format is bb-bbbb-aaaaaaa-sss' });
    const bsb = await post(w.t, `/api/admin/bank_account/update/${row.id}`, { ...row, bsb: '062-000' }, { token: admin });
    expect(bsb.body).toEqual({ status: 40001, msg: 'BSB:新西兰账户不填 BSB' });
    const good = await post(
      w.t,
      `/api/admin/bank_account/update/${row.id}`,
      { ...row, account_number: '12-3456-7890123-001' },
      { token: admin },
    );
    expect(good.body.status).toBe(200);
    await post(w.t, `/api/admin/bank_account/update/${row.id}`, row, { token: admin }); // back as it was
  });
});

describe('a statement import', () => {
  it('confirms a matched transfer once, audited: the waybill is paid', async () => {
    const { bill, id, reference, amount } = await transferWaybill();
    const answer = await importCsv(anz([[reference.toLowerCase().replace(/(.{4})/, '$1 '), amount]]));
    expect(answer.body.status).toBe(200);
    expect(answer.body.data).toMatchObject({ bank: 'anz', counts: { matched: 1, already_imported: 0 } });
    expect(answer.body.data.lines[0]).toMatchObject({ amount, outcome: 'matched', outcome_text: 'payment confirmed', date: '2026-06-01' });
    expect(await paymentStatus(id)).toBe('paid');
    expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
    const audit = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'payment'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ customerId: me.user.id, action: 'update' });
  });

  it('leaves a wrong amount and an unknown reference for staff, the payment still waiting', async () => {
    const { id, reference, amount } = await transferWaybill();
    const answer = await importCsv(
      anz(
        [
          [reference, amount - 1],
          ['NOSUCHREF', 500],
        ],
        '02/06/2026',
      ),
    );
    expect(answer.body.data.counts).toMatchObject({ wrong_amount: 1, unknown_reference: 1, matched: 0 });
    expect(await paymentStatus(id)).toBe('pending');
    const open = await get(w.t, '/api/staff/bank/lines?page=1&page_size=20', { token: w.staff, lang: 'en' });
    expect(open.body.data.list.map((l: { outcome: string }) => l.outcome)).toEqual(
      expect.arrayContaining(['wrong_amount', 'unknown_reference']),
    );
    const wrong = open.body.data.list.find((l: { outcome: string }) => l.outcome === 'wrong_amount');
    expect(wrong).toMatchObject({
      payment_no: expect.any(String),
      member_code: me.user.memberCode,
      outcome_text: 'wrong amount: to settle by hand',
    });
  });

  it('reads a line twice in one file as paid twice, and the same file again changes nothing', async () => {
    const { id, reference, amount } = await transferWaybill();
    const csv = anz(
      [
        [reference, amount],
        [reference, amount],
      ],
      '03/06/2026',
    );
    const first = await importCsv(csv);
    expect(first.body.data.counts).toMatchObject({ matched: 1, paid_twice: 1 });
    const lines = await lineCount();
    const balance = await balanceOf(w.t, me.token);
    const again = await importCsv(csv);
    expect(again.body.data.counts).toMatchObject({ matched: 0, paid_twice: 0, already_imported: 2 });
    expect(again.body.data.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['matched', 'paid_twice']);
    expect(await lineCount()).toBe(lines);
    expect(await balanceOf(w.t, me.token)).toBe(balance);
    expect(await paymentStatus(id)).toBe('paid');
  });

  it('confirms once when the same file is imported twice at the same time', async () => {
    const { id, reference, amount } = await transferWaybill();
    const csv = anz([[reference, amount]], '04/06/2026');
    const answers = await Promise.all([importCsv(csv), importCsv(csv), importCsv(csv)]);
    const matched = answers.reduce((n, a) => n + a.body.data.counts.matched, 0);
    const already = answers.reduce((n, a) => n + a.body.data.counts.already_imported, 0);
    expect([matched, already]).toEqual([1, 2]);
    expect(await paymentStatus(id)).toBe('paid');
    const rows = await w.t.db.select().from(bankStatementLines).where(eq(bankStatementLines.paymentId, id));
    expect(rows).toHaveLength(1);
  });

  it('never confirms two payments with one line naming both references', async () => {
    const a = await transferWaybill();
    const b = await transferWaybill();
    expect(a.amount).toBe(b.amount);
    const csv =
      'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge\n' +
      `Direct Credit,J SMITH,${a.reference},,${b.reference},${(a.amount / 100).toFixed(2)},05/06/2026,,`;
    const answer = await importCsv(csv);
    expect(answer.body.data.counts.matched).toBe(1);
    const statuses = [await paymentStatus(a.id), await paymentStatus(b.id)].sort();
    expect(statuses).toEqual(['paid', 'pending']);
  });

  it('puts a transfer that came after the payment expired into the wallet, told to the customer, once', async () => {
    const payer = await newPayer(w);
    await giveWallet(w.t, payer.user, 100);
    const bill = await waybillToPay(w, payer);
    const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'bank_transfer' }), { token: payer.token });
    const { payment, client } = started.body.data;
    expect(payment.wallet_amount).toBe(100);
    expect(await balanceOf(w.t, payer.token)).toBe(0);
    w.t.clock.advance(3 * 86_400 + 60);
    await sweepPayments(w.t.app.deps);
    expect(await paymentStatus(payment.id)).toBe('cancelled');
    expect(await balanceOf(w.t, payer.token)).toBe(100); // the held wallet money is back
    const csv = anz(
      [
        [client.transfer.reference, payment.online_amount],
        [client.transfer.reference, payment.online_amount],
      ],
      '09/06/2026',
    );
    const answer = await importCsv(csv);
    expect(answer.body.data.counts).toMatchObject({ late_to_wallet: 1, paid_twice: 1 });
    expect(await balanceOf(w.t, payer.token)).toBe(100 + payment.online_amount);
    expect(await paymentStatus(payment.id)).toBe('cancelled');
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
    const told = await w.t.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, payer.user.id), eq(inboxMessages.event, 'payment.late_transfer')));
    expect(told).toHaveLength(1);
    const log = await get(w.t, '/api/wallet/lst?page=1&page_size=5', { token: payer.token, lang: 'en' });
    expect(JSON.stringify(log.body.data)).toContain(`Bank transfer ${client.transfer.reference} arrived after the payment expired`);
  });

  it('reads every bank layout: NZ ANZ, ASB, BNZ, Westpac; AU CBA, NAB, Westpac (credits only, amounts in cents)', async () => {
    const files: [string, string][] = [
      [
        'asb',
        'Created date / time : 10 June 2026 / 09:00:00\nBank 12; Branch 3456; Account 7890123-00\n\n' +
          'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount\n2026/06/10,2026061001,D/C,,J SMITH,ZZTOP ASB,1234.5\n2026/06/10,2026061002,DEBIT,,POWER CO,,-20.00',
      ],
      [
        'bnz',
        'Date,Amount,Payee,Particulars,Code,Reference,Tran Type,This Party Account,Other Party Account,Serial,Transaction Code,Batch Number,Originating Bank/Branch,Processed Date\n10/06/26,12.30,J SMITH,BNZ,,ZZTOP,DC,,,,,,,10/06/26',
      ],
      [
        'westpac_nz',
        'Date,Amount,Other Party,Description,Reference,Particulars,Analysis Code\n10/06/2026,"1,000.00",J SMITH,DEPOSIT,ZZTOP,,',
      ],
      ['cba', '10/06/2026,"+55.00","Transfer from J SMITH ZZTOP","+1055.00"\n11/06/2026,"-5.00","Fee","+1050.00"'],
      [
        'nab',
        'Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name\n10 Jun 26,7.05,123456789,,CREDIT,ZZTOP J SMITH,100.00,,',
      ],
      [
        'westpac_au',
        'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial\n032000123456,10/06/2026,DEPOSIT ZZTOP,,8.80,100.00,DEP,\n032000123456,10/06/2026,FEE,2.50,,97.50,FEE,',
      ],
    ];
    const amounts: Record<string, number> = { asb: 123_450, bnz: 1230, westpac_nz: 100_000, cba: 5500, nab: 705, westpac_au: 880 };
    for (const [bank, csv] of files) {
      const answer = await importCsv(csv);
      expect([bank, answer.body.data?.bank, answer.body.data?.lines.map((l: { amount: number }) => l.amount)]).toEqual([
        bank,
        bank,
        [amounts[bank]],
      ]);
      expect(answer.body.data.lines[0]).toMatchObject({ date: '2026-06-10', outcome: 'unknown_reference' });
    }
  });

  it('refuses a file it cannot read whole, naming the field and the line, in both languages, and changes nothing', async () => {
    const { id, reference, amount } = await transferWaybill();
    const lines = await lineCount();
    const unknown = await importCsv('Name,Value\nfoo,bar', w.staff, 'en');
    expect(unknown.body).toEqual({
      status: 40001,
      msg: 'bank statement file: not a statement layout we read (CSV exported by ANZ, ASB, BNZ, Westpac NZ, CBA, NAB or Westpac AU)',
    });
    const badLine = `${anz([[reference, amount]])}\nDirect Credit,J SMITH,,,X,12.00,31/02/2026,,`;
    const zh = await importCsv(badLine, w.staff, 'zh-cn');
    expect(zh.body).toEqual({ status: 40001, msg: '银行对账单文件:第 3 行的日期或金额无法识别,未导入任何内容' });
    const empty = await importCsv('', w.staff, 'en');
    expect(empty.body).toEqual({ status: 40001, msg: 'bank statement file: the file is empty' });
    expect(await lineCount()).toBe(lines);
    expect(await paymentStatus(id)).toBe('pending');
  });

  it('is finance work: warehouse staff are refused, and another site sees none of it', async () => {
    const [site] = await w.t.db.select().from(sites).where(eq(sites.id, 1));
    await createUser(w.t.db, w.t.clock.now, {
      site,
      username: 'bankfloor',
      password: DEMO_PASSWORD,
      role: 'staff',
      staffRoles: ['warehouse'],
      nickname: 'floor',
    });
    const floor = (await passwordLogin(w.t, 'bankfloor', DEMO_PASSWORD)).body.data.token as string;
    const refused = await importCsv(anz([['ABCDEFGH', 100]]), floor);
    expect(refused.body.status).toBe(40003);
    const { id, reference, amount } = await transferWaybill();
    const au = await importCsv(anz([[reference, amount]], '12/06/2026'), w.auStaff, 'en', '2');
    expect(au.body.data.counts).toMatchObject({ unknown_reference: 1, matched: 0 });
    expect(await paymentStatus(id)).toBe('pending');
    const auLines = await get(w.t, '/api/staff/bank/lines?page=1&page_size=50', { token: w.auStaff, site: '2' });
    expect(auLines.body.data.list.every((l: { payment_no: string | null }) => l.payment_no === null)).toBe(true);
  });
});
