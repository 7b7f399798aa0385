/**
 * Transport agreement calls (/api/sign/*): the customer signs the version in force of the
 * `transport_protocol` article by hand; the server keeps the drawn signature and a signed PDF.
 * Waybill calls answer ApiStatus.AGREEMENT_REQUIRED (42001) until the version in force is signed:
 * the app then opens /pages/signature/agreement?redirect=<the page to come back to>.
 */

/** Largest signature PNG the server takes (the canvas export is normally far smaller). */
export const SIGNATURE_LIMIT_MB = 2;

// ------------------------------------------------------------------ GET /api/sign/status (signed in)

export interface AgreementStatus {
  /** The version in force (GET /api/article/detail/transport_protocol shows its text); null when none is published. */
  current_version: string | null;
  /** The day that version took effect, YYYY-MM-DD in the site's time zone. */
  effective_at: string | null;
  /** true when the customer signed the version in force. */
  signed: boolean;
  /** The customer's latest signature (maybe of an older version): its version and ISO time; null when never signed. */
  signed_version: string | null;
  signed_at: string | null;
  /** The latest signed PDF through a short-lived link that needs no x-token (weapp Taro.downloadFile). */
  pdf_url: string | null;
  pdf_url_expires_at: string | null;
}

// ------------------------------------------------------------------ POST /api/sign/create (signed in, multipart)
// Parts: `file` = the drawn signature as PNG (at most SIGNATURE_LIMIT_MB), `version` = the version the customer read.
// A version that is no longer in force answers ApiStatus.STATE_CONFLICT (42009): reload the text and sign again.
// Signing a version already signed answers the existing signature.

export interface AgreementSignature {
  id: number;
  version: string;
  signed_at: string;
  /** Printed in the PDF's footer; quote it when asking about the document. */
  document_no: string;
  /** sha256 (hex) of the PDF's bytes: the PDF downloaded later has exactly this hash. */
  pdf_sha256: string;
  pdf_url: string;
  pdf_url_expires_at: string;
}

export interface AgreementSignForm {
  version: string;
}

// ------------------------------------------------------------------ GET /api/sign/pdf (signed in)
// The customer's latest signed PDF: application/pdf, Content-Disposition inline. 40004 when never signed.
