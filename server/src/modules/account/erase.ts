/**
 * The erasure of an account whose grace period is over (recurring job `account-deletions`). Erased or emptied:
 * name, nickname, avatar, mobile, account name, password, WeChat links, sessions, SMS codes and failed sign-ins of
 * the number, addresses (ID numbers and photos with them), the photos of parcels, waybills, claims and returns,
 * messages, the outbox, notification settings, questions, the real-name record, the agent's contact, names on
 * bookings, agreements and withdrawals, exports. Kept, attached to the now anonymous user id, as tax and
 * accounting law requires (7 years NZ, 5 AU): payments, refunds, both ledgers, cards, coupons, invoices, and the
 * waybills and parcels they are for (recipient and sender reduced to province and city).
 * A deletion that finds something open again (a waybill paid during the grace period) waits for the next run.
 */
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AccountDeletionRow } from '../../db/schema';
import {
  accountDeletions,
  addresses,
  agents,
  agentWithdrawals,
  agreementSignatures,
  claimEvents,
  claims,
  consents,
  customerNotes,
  files,
  idPhotoPurges,
  idViews,
  inboxMessages,
  loginFailures,
  notificationOutbox,
  notificationPrefs,
  parcelReturns,
  parcels,
  privateFiles,
  questions,
  realNames,
  reservationLogs,
  reservations,
  sessions,
  smsCodes,
  subscribeQuotas,
  trackQueries,
  users,
  waybills,
  wechatIdentities,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { deletionBlockers, dueDeletions } from './deletion';
import { EXT_OF, removeExports } from './export';

export async function eraseDueAccounts(deps: Deps): Promise<void> {
  for (const deletion of await dueDeletions(deps.db, deps.now())) {
    if ((await deletionBlockers(deps.db, deletion.userId)).length) continue;
    await eraseAccount(deps, deletion);
  }
}

async function eraseAccount(deps: Deps, deletion: AccountDeletionRow): Promise<void> {
  const now = deps.now();
  const storeKeys = await deps.db.transaction(async (tx) => {
    // Guarded: a run that lost the race (or a cancel just before) erases nothing.
    const marked = await tx
      .update(accountDeletions)
      .set({ state: 'done', doneAt: now })
      .where(and(eq(accountDeletions.id, deletion.id), eq(accountDeletions.state, 'scheduled')))
      .returning({ id: accountDeletions.id });
    if (!marked.length) return undefined;
    return eraseRows(tx, deletion.userId, now);
  });
  if (!storeKeys) return;
  // Files go once the rows naming them are gone; a file already gone is no error.
  for (const key of storeKeys) await deps.storage.remove(key);
  await removeExports(deps, deps.db, deletion.userId);
}

/** Erases and anonymises in one transaction; answers the store keys of the files to remove. */
async function eraseRows(tx: Tx, userId: number, now: Date): Promise<string[]> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  const photoKeys = await linkedPhotoKeys(tx, userId);
  const ownFiles = await tx.select().from(privateFiles).where(eq(privateFiles.userId, userId));
  const linkedFiles = photoKeys.length ? await tx.select().from(privateFiles).where(inArray(privateFiles.key, photoKeys)) : [];
  const storeKeys = new Set<string>();
  for (const f of [...ownFiles, ...linkedFiles]) {
    storeKeys.add(`private/${f.key}.${EXT_OF[f.mime] ?? 'bin'}`);
    storeKeys.add(`private/${f.key}.wm.jpg`);
  }
  const [returnLabels, publicFiles] = await Promise.all([
    tx.select({ key: parcelReturns.labelKey }).from(parcelReturns).where(eq(parcelReturns.userId, userId)),
    tx.select({ name: files.name }).from(files).where(eq(files.userId, userId)),
  ]);
  for (const { key } of returnLabels)
    if (key) for (const ext of ['jpg', 'png', 'webp', 'pdf', 'wm.jpg']) storeKeys.add(`private/${key}.${ext}`);
  for (const { name } of publicFiles) storeKeys.add(`uploads/${name}`);

  // Addresses go whole (waybills keep their own copy, reduced below); what pointed at them lets go first. The
  // consents stay as the record of what was agreed, the ID views as the record of who looked.
  await tx.update(consents).set({ addressId: null, ip: '' }).where(eq(consents.userId, userId));
  await tx.update(idViews).set({ addressId: null }).where(eq(idViews.ownerId, userId));
  await tx.delete(idPhotoPurges).where(eq(idPhotoPurges.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  const signatures = await tx
    .update(agreementSignatures)
    .set({ signerName: '', signerMobile: '', ip: '', userAgent: '' })
    .where(eq(agreementSignatures.userId, userId))
    .returning({ signature: agreementSignatures.signatureFileId, pdf: agreementSignatures.pdfFileId });
  // Signature and PDF rows stay (the signature row points at them) but their files go with the rest.
  const keptFileIds = signatures.flatMap((s) => [s.signature, s.pdf]);
  await tx
    .delete(privateFiles)
    .where(and(eq(privateFiles.userId, userId), keptFileIds.length ? notInArray(privateFiles.id, keptFileIds) : sql`true`));
  await tx.delete(files).where(eq(files.userId, userId));

  await tx
    .update(waybills)
    .set({
      recipient: reducedParty(waybills.recipient),
      sender: sql`case when ${waybills.sender} is null then null else ${reducedParty(waybills.sender)} end`,
      photoKeys: [],
      note: '',
    })
    .where(eq(waybills.userId, userId));
  await tx.update(parcels).set({ photoKeys: [], note: '' }).where(eq(parcels.userId, userId));
  await tx.update(claims).set({ description: '', photoKeys: [], proofKeys: [] }).where(eq(claims.userId, userId));
  await tx
    .update(claimEvents)
    .set({ message: '', photoKeys: [] })
    .where(inArray(claimEvents.claimId, tx.select({ id: claims.id }).from(claims).where(eq(claims.userId, userId))));
  await tx.update(parcelReturns).set({ labelKey: null, photoKeys: [], note: '' }).where(eq(parcelReturns.userId, userId));
  await tx.update(reservations).set({ proxyName: '', note: '', collectorName: null }).where(eq(reservations.userId, userId));
  await tx
    .update(reservationLogs)
    .set({ detail: {} })
    .where(
      inArray(reservationLogs.reservationId, tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, userId))),
    );
  await tx.delete(realNames).where(eq(realNames.userId, userId));
  await tx.update(agents).set({ name: '', contact: '', promotion: '' }).where(eq(agents.userId, userId));
  await tx
    .update(agentWithdrawals)
    .set({
      accountName: '',
      accountNumber: sql`case when length(${agentWithdrawals.accountNumber}) > 4 then '****' || right(${agentWithdrawals.accountNumber}, 4) else ${agentWithdrawals.accountNumber} end`,
    })
    .where(eq(agentWithdrawals.userId, userId));

  // Staff's notes may say anything about the person; the audit log keeps only that one was written.
  await tx.delete(customerNotes).where(eq(customerNotes.userId, userId));
  await tx.delete(inboxMessages).where(eq(inboxMessages.userId, userId));
  await tx.delete(notificationOutbox).where(eq(notificationOutbox.userId, userId));
  await tx.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  await tx.delete(subscribeQuotas).where(eq(subscribeQuotas.userId, userId));
  await tx.delete(questions).where(eq(questions.userId, userId));
  await tx.delete(trackQueries).where(eq(trackQueries.userId, userId));
  await tx.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  if (user.mobile) {
    await tx.delete(smsCodes).where(eq(smsCodes.mobile, user.mobile));
    await tx.delete(loginFailures).where(or(eq(loginFailures.account, user.mobile), eq(loginFailures.account, user.username ?? '')));
  }
  // The number is free again: the same mobile registers as a new customer.
  await tx
    .update(users)
    .set({ mobile: null, username: null, passwordHash: null, nickname: '', avatarUrl: '', gender: 0, status: 'deleted', updatedAt: now })
    .where(eq(users.id, userId));
  return [...storeKeys];
}

/** A waybill's party reduced to what the accounts need: country, province and city. */
function reducedParty(column: typeof waybills.recipient | typeof waybills.sender) {
  return sql`jsonb_build_object('address_id', 0, 'name', '', 'mobile', '', 'country', ${column}->>'country', 'province', ${column}->>'province',
    'city', ${column}->>'city', 'district', '', 'address', '', 'postcode', '', 'id_number', null, 'id_front_file_id', null, 'id_back_file_id', null)`;
}

/** Private file keys the customer's parcels, waybills, claims (and their messages) and returns point at. */
async function linkedPhotoKeys(tx: Tx, userId: number): Promise<string[]> {
  const result = await tx.execute(sql`
    select unnest(photo_keys) as key from parcels where user_id = ${userId}
    union select unnest(photo_keys) from waybills where user_id = ${userId}
    union select unnest(photo_keys || proof_keys) from claims where user_id = ${userId}
    union select unnest(e.photo_keys) from claim_events e join claims c on c.id = e.claim_id where c.user_id = ${userId}
    union select unnest(photo_keys) from parcel_returns where user_id = ${userId}`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { key: string }[] }).rows) as { key: string }[];
  return rows.map((r) => r.key).filter(Boolean);
}
