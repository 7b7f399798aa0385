// Form checks shared by the sign-in pages: each answers a message key for what is wrong, '' when fine.
import { loadParsePhone } from '@/lib/phone-check';
import { isCaptcha } from '@/utils/validate';
import { type AreaCode, PASSWORD_RULE } from '@contract/api';

type MobileResult = { mobile: string; error: '' } | { mobile: ''; error: string };

/**
 * The number as the API takes it (E.164), or the key of the message saying what is wrong. Async because H5
 * fetches the parser on first use: when that fetch fails the answer is the network message, never a pass.
 */
export async function readMobile(areaCode: AreaCode, input: string): Promise<MobileResult> {
  const parsePhone = await loadParsePhone().catch(() => undefined);
  if (!parsePhone) return { mobile: '', error: 'request.network' };
  const phone = parsePhone(input, areaCode);
  if (phone.ok) return { mobile: phone.e164, error: '' };
  return { mobile: '', error: phone.reason === 'empty' ? 'validate.mobileRequired' : 'validate.mobileInvalid' };
}

export const checkCaptcha = (code: string) => (isCaptcha(code.trim()) ? '' : 'validate.captcha');

export const checkPassword = (password: string) =>
  !password ? 'validate.passwordRequired' : PASSWORD_RULE.test(password) ? '' : 'validate.passwordRule';

/** The first failing message key of several checks, '' when all pass. */
export const firstError = (...errors: string[]) => errors.find(Boolean) ?? '';
