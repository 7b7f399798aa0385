/**
 * The transport agreement: which version of the transport_protocol article is in force, whether a
 * customer signed it, signing it (drawn signature -> signed PDF), and the gate other modules
 * (waybills) call before letting a customer ship.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AgreementSignature, AgreementStatus } from '@contract/agreement';
import { type ApiLang, ApiStatus } from '@contract/api';
import {
  type AgreementSignatureRow,
  agreementSignatures,
  articles,
  privateFiles,
  type SiteRow,
  sites,
  type UserRow,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { randomReadable, sha256 } from '../../lib/crypto';
import { ApiError, FieldError } from '../../lib/errors';
import { maskMobile } from '../../lib/phone';
import { articleIn, publishedVersions } from '../content/article-service';
import { siteToday } from '../content/today';
import { readPrivateDoc, removePrivateDoc, writePrivateDoc } from '../files/private';
import { fileUrlSecret, signedFileUrl } from '../files/signed-urls';
import { PDF_PAGE, renderAgreementPdf } from './pdf';
import { checkSignature } from './signature-image';

export type ArticleRow = typeof articles.$inferSelect;

export const AGREEMENT_KEY = 'transport_protocol';

export async function siteOf(deps: Deps, user: Pick<UserRow, 'siteId'>): Promise<SiteRow> {
  const [site] = await deps.db.select().from(sites).where(eq(sites.id, user.siteId));
  return site;
}

/** The version in force today in the site's time zone (the one GET /api/article/detail/transport_protocol shows). */
export async function currentAgreement(deps: Deps, site: SiteRow): Promise<ArticleRow | undefined> {
  const [current] = await publishedVersions(deps, site.id, AGREEMENT_KEY, siteToday(site, deps.now()));
  return current;
}

type SignatureWithPdf = { signature: AgreementSignatureRow; pdfKey: string };

/** This customer's signatures (of one version when `articleId` is given), each with its PDF's key. */
function signaturesOf(deps: Deps, user: UserRow, articleId?: number) {
  return deps.db
    .select({ signature: agreementSignatures, pdfKey: privateFiles.key })
    .from(agreementSignatures)
    .innerJoin(privateFiles, eq(privateFiles.id, agreementSignatures.pdfFileId))
    .where(
      and(
        eq(agreementSignatures.siteId, user.siteId),
        eq(agreementSignatures.userId, user.id),
        articleId === undefined ? undefined : eq(agreementSignatures.articleId, articleId),
      ),
    );
}

/** This customer's signature of one version, if any. */
export async function signatureOf(deps: Deps, user: UserRow, articleId: number): Promise<SignatureWithPdf | undefined> {
  const [row] = await signaturesOf(deps, user, articleId);
  return row;
}

/** The customer's most recent signature, of whatever version. */
export async function latestSignature(deps: Deps, user: UserRow): Promise<SignatureWithPdf | undefined> {
  const [row] = await signaturesOf(deps, user).orderBy(desc(agreementSignatures.signedAt), desc(agreementSignatures.id)).limit(1);
  return row;
}

export const agreementRequired = () => new ApiError(ApiStatus.AGREEMENT_REQUIRED, 'agreement_required');

/**
 * Throws 42001 unless the customer signed the version in force. With no published agreement there is
 * nothing to sign, so nobody is blocked.
 */
export async function requireSignedAgreement(deps: Deps, user: UserRow): Promise<void> {
  const current = await currentAgreement(deps, await siteOf(deps, user));
  if (!current) return;
  if (!(await signatureOf(deps, user, current.id))) throw agreementRequired();
}

export async function agreementStatus(deps: Deps, user: UserRow, origin: string): Promise<AgreementStatus> {
  const current = await currentAgreement(deps, await siteOf(deps, user));
  const latest = await latestSignature(deps, user);
  const link = latest && pdfLink(deps, latest.pdfKey, latest.signature.documentNo, origin);
  return {
    current_version: current?.version ?? null,
    effective_at: current?.effectiveOn ?? null,
    signed: !!current && !!(await signatureOf(deps, user, current.id)),
    signed_version: latest?.signature.version ?? null,
    signed_at: latest?.signature.signedAt.toISOString() ?? null,
    pdf_url: link?.url ?? null,
    pdf_url_expires_at: link?.expiresAt.toISOString() ?? null,
  };
}

export interface SignRequest {
  file?: Buffer;
  version?: string;
  lang: ApiLang;
  ip: string;
  userAgent: string;
  origin: string;
}

/** Thrown inside the insert transaction when another request signed the same version first. */
class AlreadySigned extends Error {}

/**
 * Signs the version in force. Checks everything before writing anything; the same version signed
 * twice (even at once) answers the first signature: the unique index decides who was first.
 */
export async function signAgreement(deps: Deps, user: UserRow, form: SignRequest): Promise<AgreementSignature> {
  if (!form.file?.length) throw new FieldError('signature.file', 'file_missing');
  const version = form.version?.trim();
  if (!version) throw new FieldError('signature.version', 'required');
  const site = await siteOf(deps, user);
  const current = await currentAgreement(deps, site);
  if (!current) throw new ApiError(ApiStatus.NOT_FOUND, 'agreement_missing');
  if (version !== current.version) throw new ApiError(ApiStatus.STATE_CONFLICT, 'agreement_changed', { current: current.version });
  const image = await checkSignature(form.file);
  const existing = await signatureOf(deps, user, current.id);
  if (existing) return toSignature(deps, existing, form.origin);

  const signedAt = deps.now();
  const documentNo = `TA-${site.code.toUpperCase()}-${siteToday(site, signedAt).replaceAll('-', '')}-${randomReadable(8)}`;
  const text = articleIn(form.lang, current);
  const signer = { name: user.nickname, mobile: user.mobile ? maskMobile(user.mobile) : '', memberCode: user.memberCode };
  const contentDigest = sha256(
    JSON.stringify({
      documentNo,
      version: current.version,
      text: text.text,
      signer,
      signedAt: signedAt.toISOString(),
      signature: hash(form.file),
    }),
  );
  const pdf = await renderAgreementPdf({
    lang: form.lang,
    agreement: text,
    signer,
    signedAt,
    signedAtText: siteTime(signedAt, site.timeZone),
    documentNo,
    contentDigest,
    signaturePng: image.printable,
  });

  const signatureKey = await writePrivateDoc(deps, form.file, 'png');
  const pdfKey = await writePrivateDoc(deps, pdf, 'pdf').catch(async (err) => {
    await removePrivateDoc(deps, signatureKey, 'png');
    throw err;
  });
  try {
    const signature = await deps.db.transaction(async (tx) => {
      const owner = { siteId: user.siteId, userId: user.id, createdAt: signedAt };
      const [signatureFile, pdfFile] = await tx
        .insert(privateFiles)
        .values([
          {
            ...owner,
            key: signatureKey,
            purpose: 'signature',
            mime: 'image/png',
            size: form.file!.length,
            width: image.width,
            height: image.height,
          },
          {
            ...owner,
            key: pdfKey,
            purpose: 'agreement_pdf',
            mime: 'application/pdf',
            size: pdf.length,
            width: Math.round(PDF_PAGE.width),
            height: Math.round(PDF_PAGE.height),
          },
        ])
        .returning();
      const [row] = await tx
        .insert(agreementSignatures)
        .values({
          siteId: user.siteId,
          userId: user.id,
          articleId: current.id,
          version: current.version,
          documentNo,
          lang: form.lang,
          signedAt,
          signerName: signer.name,
          signerMobile: user.mobile ?? '',
          memberCode: user.memberCode,
          signatureFileId: signatureFile.id,
          pdfFileId: pdfFile.id,
          pdfSha256: hash(pdf),
          ip: form.ip.slice(0, 64),
          userAgent: form.userAgent.slice(0, 512),
          createdAt: signedAt,
        })
        .onConflictDoNothing({ target: [agreementSignatures.siteId, agreementSignatures.userId, agreementSignatures.articleId] })
        .returning();
      if (!row) throw new AlreadySigned();
      return row;
    });
    return toSignature(deps, { signature, pdfKey }, form.origin);
  } catch (err) {
    await Promise.all([removePrivateDoc(deps, signatureKey, 'png'), removePrivateDoc(deps, pdfKey, 'pdf')]);
    if (!(err instanceof AlreadySigned)) throw err;
    const first = await signatureOf(deps, user, current.id);
    if (!first) throw err;
    return toSignature(deps, first, form.origin);
  }
}

/** The bytes of the customer's latest signed PDF, with a file name for the download. */
export async function latestPdf(deps: Deps, user: UserRow): Promise<{ bytes: Buffer; fileName: string }> {
  const latest = await latestSignature(deps, user);
  const bytes = latest && (await readPrivateDoc(deps, latest.pdfKey, 'pdf'));
  if (!latest || !bytes) throw new ApiError(ApiStatus.NOT_FOUND, 'agreement_not_signed');
  return { bytes, fileName: `transport-agreement-${latest.signature.version}-${latest.signature.documentNo}.pdf` };
}

function toSignature(deps: Deps, { signature, pdfKey }: SignatureWithPdf, origin: string): AgreementSignature {
  const link = pdfLink(deps, pdfKey, signature.documentNo, origin);
  return {
    id: signature.id,
    version: signature.version,
    signed_at: signature.signedAt.toISOString(),
    document_no: signature.documentNo,
    pdf_sha256: signature.pdfSha256,
    pdf_url: link.url,
    pdf_url_expires_at: link.expiresAt.toISOString(),
  };
}

function pdfLink(deps: Deps, key: string, documentNo: string, origin: string) {
  return signedFileUrl(origin, fileUrlSecret(deps.config), key, deps.now(), 'pdf', `agreement-${documentNo}`);
}

function hash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** "2026-03-02 14:05:09 (Pacific/Auckland, GMT+13:00)": the signing time as the customer's clock showed it. */
export function siteTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} (${timeZone}, ${part('timeZoneName')})`;
}
