/**
 * Privacy calls (/api/privacy/*): the privacy policy (a versioned legal text, the `privacy_policy` article of the
 * content module) and the consents a customer gave: to the policy, to the use of a recipient's China ID for
 * customs clearance (`sensitive_id`, one per address) and to marketing messages. See docs/privacy.md.
 */

export const CONSENT_KINDS = ['privacy_policy', 'sensitive_id', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The kinds a customer may withdraw; the policy itself is withdrawn only by deleting the account. */
export const WITHDRAWABLE_CONSENT_KINDS = ['sensitive_id', 'marketing'] as const;
export type WithdrawableConsentKind = (typeof WITHDRAWABLE_CONSENT_KINDS)[number];

/** Where a consent was given: the mini-program or the H5 app (the app sends `x-client`). */
export const CONSENT_CHANNELS = ['weapp', 'h5'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Site operations setting: days after the last delivered waybill (or the last edit) that ID photos are kept. */
export const DEFAULT_ID_PHOTO_RETENTION_DAYS = 365;

// ------------------------------------------------------------------ GET /api/privacy/policy (no sign-in)

/** The version in force, in the caller's language (`x-lang`). */
export interface PrivacyPolicy {
  version: string;
  /** The day it took effect, YYYY-MM-DD in the site's time zone. */
  effective_at: string;
  title: string;
  /** The whole text: intro and numbered sections. */
  body: string;
}

// ------------------------------------------------------------------ consents (signed in)

export interface Consent {
  id: number;
  kind: ConsentKind;
  /** privacy_policy: the policy version agreed to; sensitive_id and marketing: the policy version in force then. */
  version: string;
  /** sensitive_id: the recipient address it covers; null for the other kinds. */
  address_id: number | null;
  given_at: string;
  withdrawn_at: string | null;
  channel: ConsentChannel;
}

/** GET /api/privacy/consents: every consent of the caller, newest first (withdrawn ones too). */
export interface ConsentList {
  list: Consent[];
  /** The policy version in force and whether the caller agreed to it (false: ask at launch). */
  policy_version: string | null;
  policy_agreed: boolean;
}

/** POST /api/privacy/consent/withdraw. sensitive_id needs `address_id`: its ID number and photos are erased. */
export interface WithdrawConsentRequest {
  kind: WithdrawableConsentKind;
  address_id?: number;
}

/** POST /api/privacy/consent/give: agree to the policy version in force (`version` as read) or to marketing. */
export interface GiveConsentRequest {
  kind: 'privacy_policy' | 'marketing';
  version: string;
}

// ------------------------------------------------------------------ registration

/**
 * `/api/mobile/register`, `/api/wxlogin` and `/api/wxh5login` take `privacy_version`, the version the customer
 * agreed to; required when the call creates an account (field error `privacy_version` otherwise, no account).
 */
export interface PrivacyAgreement {
  privacy_version?: string;
}
