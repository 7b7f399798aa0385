/**
 * The privacy policy in force (the `privacy_policy` article, versioned like the transport agreement) and the
 * consents customers gave: to the policy (at registration, and again when a new version is published), to the
 * use of a recipient's ID for customs (per address) and to marketing. Withdrawing an address's ID consent
 * erases its ID number and photos.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { Consent, ConsentKind, ConsentList, GiveConsentRequest, PrivacyPolicy, WithdrawConsentRequest } from '@contract/privacy';
import { type ConsentRow, consents, type SiteRow, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../lib/errors';
import { eraseIdData } from '../address/service';
import { articleIn, publishedVersions } from '../content/article-service';
import { siteToday } from '../content/today';
import { type ConsentContext, POLICY_KEY, recordConsent, withdrawIdConsents } from './id-consent';

async function policyInForce(deps: Deps, site: SiteRow) {
  const [current] = await publishedVersions(deps, site.id, POLICY_KEY, siteToday(site, deps.now()));
  return current;
}

export async function policyVersion(deps: Deps, site: SiteRow): Promise<string | null> {
  return (await policyInForce(deps, site))?.version ?? null;
}

/** Whether a customer agreed to the version in force (true while none is published; staff are never asked). */
export async function policyAgreed(deps: Deps, user: UserRow, site: SiteRow): Promise<boolean> {
  const version = user.role === 'customer' ? await policyVersion(deps, site) : null;
  if (version === null) return true;
  const [agreed] = await deps.db
    .select({ id: consents.id })
    .from(consents)
    .where(and(activeOf(user, 'privacy_policy'), eq(consents.version, version)))
    .limit(1);
  return agreed !== undefined;
}

export async function currentPolicy(deps: Deps, site: SiteRow, lang: ApiLang): Promise<PrivacyPolicy> {
  const row = await policyInForce(deps, site);
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
  const article = articleIn(lang, row);
  return {
    version: article.version,
    effective_at: article.effective_on,
    title: article.title,
    body: article.text.slice(article.title.length).trimStart(),
  };
}

/**
 * The version a new account agrees to: it must be the one in force (a field error names `field` otherwise).
 * Checked before anything is created or any code used up.
 */
export async function requireAgreedVersion(
  deps: Deps,
  site: SiteRow,
  version: string | undefined,
  field = 'privacy_version',
): Promise<string> {
  return agreedVersion(await policyVersion(deps, site), version, field);
}

/** `version` when it is `current` (the version in force, null when none is published yet). */
export function agreedVersion(current: string | null, version: string | undefined, field = 'privacy_version'): string {
  if (!version) throw new FieldError(field, 'must_agree');
  if (current !== null && version !== current) throw new FieldError(field, 'not_current_version');
  return version;
}

const activeOf = (user: UserRow, kind: ConsentKind) =>
  and(eq(consents.siteId, user.siteId), eq(consents.userId, user.id), eq(consents.kind, kind), isNull(consents.withdrawnAt));

function toConsent(row: ConsentRow): Consent {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    address_id: row.addressId,
    given_at: row.givenAt.toISOString(),
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    channel: row.channel,
  };
}

export async function listConsents(deps: Deps, user: UserRow, site: SiteRow): Promise<ConsentList> {
  const rows = await deps.db
    .select()
    .from(consents)
    .where(and(eq(consents.siteId, user.siteId), eq(consents.userId, user.id)))
    .orderBy(desc(consents.givenAt), desc(consents.id));
  const version = await policyVersion(deps, site);
  const agreed = rows.some((r) => r.kind === 'privacy_policy' && r.withdrawnAt === null && r.version === version);
  return { list: rows.map(toConsent), policy_version: version, policy_agreed: version === null || agreed };
}

/** Agrees to the policy version in force (asked at launch after a new version) or to marketing messages. */
export async function giveConsent(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  body: GiveConsentRequest,
  context: ConsentContext,
): Promise<Consent> {
  const version = await requireAgreedVersion(deps, site, body.version, 'privacy.version');
  const [active] = await deps.db
    .select()
    .from(consents)
    .where(and(activeOf(user, body.kind), body.kind === 'privacy_policy' ? eq(consents.version, version) : undefined))
    .limit(1);
  // A double tap or a second device: the consent already given is the answer.
  if (active) return toConsent(active);
  return toConsent(await recordConsent(deps.db, deps.now(), user, body.kind, version, context));
}

export async function withdrawConsent(deps: Deps, user: UserRow, body: WithdrawConsentRequest): Promise<{ withdrawn: number }> {
  if (body.kind === 'marketing') {
    if (body.address_id !== undefined) throw new FieldError('privacy.address_id', 'invalid_format');
    const rows = await deps.db
      .update(consents)
      .set({ withdrawnAt: deps.now() })
      .where(activeOf(user, 'marketing'))
      .returning({ id: consents.id });
    if (!rows.length) throw new ApiError(ApiStatus.NOT_FOUND, 'consent_not_found');
    return { withdrawn: rows.length };
  }
  if (body.address_id === undefined) throw new FieldError('privacy.address_id', 'required');
  const addressId = body.address_id;
  const { withdrawn, removeFiles } = await deps.db.transaction(async (tx) => {
    const count = await withdrawIdConsents(tx, deps.now(), user, addressId);
    // Another customer's address, or one without a consent in force: "not found", nothing changed.
    if (!count) throw new ApiError(ApiStatus.NOT_FOUND, 'consent_not_found');
    return { withdrawn: count, ...(await eraseIdData(tx, deps, user, addressId, 'withdrawn')) };
  });
  await removeFiles();
  return { withdrawn };
}
