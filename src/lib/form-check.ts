// Form checks shared by the sign-in pages: each answers a message key for what is wrong, '' when fine.
import { parsePhone } from '@/utils/phone';
import { isCaptcha } from '@/utils/validate';
import { type AreaCode, PASSWORD_RULE } from '@contract/api';

/** The number as the API takes it (E.164), or the key of the message saying what is wrong. */
export function readMobile(areaCode: AreaCode, input: string): { mobile: string; error: '' } | { mobile: ''; error: string } {
  const phone = parsePhone(input, areaCode);
  if (phone.ok) return { mobile: phone.e164, error: '' };
  return { mobile: '', error: phone.reason === 'empty' ? 'validate.mobileRequired' : 'validate.mobileInvalid' };
}

export const checkCaptcha = (code: string) => (isCaptcha(code.trim()) ? '' : 'validate.captcha');

export const checkPassword = (password: string) =>
  !password ? 'validate.passwordRequired' : PASSWORD_RULE.test(password) ? '' : 'validate.passwordRule';

/** The first failing message key of several checks, '' when all pass. */
export const firstError = (...errors: string[]) => errors.find(Boolean) ?? '';
