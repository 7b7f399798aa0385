/**
 * The one place that handles 42001 AGREEMENT_REQUIRED (creating a waybill before signing the transport
 * agreement): a "sign first" modal, OK -> /pages/signature/agreement?redirect=<the page to come back to>.
 * The request layer does not toast 42001 (services/request.ts); whoever catches the error calls this.
 * The waybill forms keep their draft (stores/drafts.ts), so the customer comes back to what they typed.
 */
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { ROUTES } from '@/routes';
import { confirmDialog } from '@/services/feedback';
import { ApiError } from '@/services/request';
import { ApiStatus } from '@contract/api';
import '@/locales/areas/sending';

export const isAgreementRequired = (err: unknown): boolean => err instanceof ApiError && err.status === ApiStatus.AGREEMENT_REQUIRED;

export const agreementUrl = (redirect: string) => `${ROUTES.signatureAgreement}?redirect=${encodeURIComponent(redirect)}`;

/** Asks to sign first; OK opens the agreement page with `redirect`. */
export async function leadToAgreement(redirect: string): Promise<void> {
  const confirm = await confirmDialog(t('agreementGate.title'), t('agreementGate.text'), t('agreementGate.go'));
  if (confirm) await Taro.navigateTo({ url: agreementUrl(redirect) });
}

/** true when `err` was 42001 and has been handled (the modal shown); false for any other error. */
export async function handleAgreementRequired(err: unknown, redirect: string): Promise<boolean> {
  if (!isAgreementRequired(err)) return false;
  await leadToAgreement(redirect);
  return true;
}
