/**
 * Shared setup of the data-rights tests: a customer with a recipient holding an ID number and ID photos, a sender,
 * a waybill paid from the wallet and delivered; a text "dump" of every row in the database.
 */
import { sql } from 'drizzle-orm';
import { post, registerUser, type TestApp } from '../../../test/helpers';
import { CN_RECIPIENT, NZ_SENDER, testPhoto, uploadIdPhoto } from '../address/test-support';
import { packedWaybill, payWithWallet, signAgreement, type World } from '../waybill/test-support';

export interface Person {
  mobile: string;
  token: string;
  recipientId: number;
  senderId: number;
  /** What must not outlive the account: the recipient's and sender's names, numbers, street and ID number. */
  secrets: string[];
}

/** `n` makes names, streets and the ID number differ between the people of one test. */
export async function newPerson(t: TestApp, n: number): Promise<Person> {
  const { mobile, token } = await registerUser(t);
  const front = await uploadIdPhoto(t, token, await testPhoto());
  const recipient = {
    ...CN_RECIPIENT,
    name: `收件人${'甲乙丙丁'[n]}`,
    mobile: `+86 139 0000 ${String(1000 + n)}`,
    address: `幸福路${70 + n}号`,
    id_number: ID_NUMBERS[n],
    id_front_file: front.body.data.file,
  };
  const sender = { ...NZ_SENDER, name: `Sender ${'ABCD'[n]}son`, address: `${40 + n} Karangahape Road` };
  const r = await post(t, '/api/user/address/create', recipient, { token });
  const s = await post(t, '/api/user/address/create', sender, { token });
  if (r.body.status !== 200 || s.body.status !== 200) throw new Error(JSON.stringify([r.body, s.body]));
  await signAgreement(t, token);
  return {
    mobile,
    token,
    recipientId: r.body.data.id,
    senderId: s.body.data.id,
    secrets: [mobile, recipient.name, '+861390000' + String(1000 + n), recipient.address, ID_NUMBERS[n], sender.name, sender.address],
  };
}

/** Valid mainland ID numbers (GB 11643 check digit). */
const ID_NUMBERS = ['11010519491231002X', '110105198506120026', '440524198001010013', '110101199003078515'];

/** Packed, paid from the wallet (a payment row and wallet entries), dispatched and delivered. */
export async function deliveredPaidWaybill(w: World, person: Person): Promise<number> {
  const made = await packedWaybill(w, { token: person.token, recipientId: person.recipientId, senderId: person.senderId });
  await payWithWallet(w.t, person.token, made.id);
  const sent = await post(w.t, '/api/staff/order/dispatch', { ids: [made.id] }, { token: w.staff });
  if (!sent.body.data?.results?.[0]?.ok) throw new Error(`dispatch: ${JSON.stringify(sent.body)}`);
  const done = await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, { token: w.staff });
  if (done.body.status !== 200) throw new Error(`delivered: ${JSON.stringify(done.body)}`);
  return made.id;
}

/** Every row of every table (the app's and the job queue's) as text: what a dump of the database holds. */
export async function dumpText(t: TestApp): Promise<string> {
  const tables = rows(
    await t.db.execute(sql`select table_schema as s, table_name as n from information_schema.tables
      where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE'`),
  ) as { s: string; n: string }[];
  const parts: string[] = [];
  for (const { s, n } of tables) {
    const dumped = rows(await t.db.execute(sql`select x::text as line from ${sql.identifier(s)}.${sql.identifier(n)} x`));
    for (const row of dumped) parts.push(String(row.line));
  }
  // jsonb shows non-ASCII as is and the waybill snapshot keeps numbers as typed: compare without spaces too.
  const text = parts.join('\n');
  return `${text}\n${text.replace(/\s+/g, '')}`;
}

function rows(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}
