// Area code + mobile + SMS code of a sign-in form, and sending the code for one scene.
import { useState } from 'react';
import { checkCaptcha, firstError, readMobile } from '@/lib/form-check';
import { useStores } from '@/stores';
import type { AreaCode, CaptchaScene } from '@contract/api';

export function usePhoneCode(scene: CaptchaScene, showError: (key: string) => void) {
  const { session } = useStores();
  const [areaCode, setAreaCode] = useState<AreaCode>('64');
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');

  /** Resolves resend_in; rejects (after showing why) when the number is wrong. */
  const sendCode = async () => {
    const phone = await readMobile(areaCode, mobile);
    showError(phone.error);
    if (phone.error) throw new Error(phone.error);
    return (await session.sendCaptcha({ mobile: phone.mobile, scene })).resend_in;
  };

  /** The E.164 number and code to send, with the first problem ('' = none). */
  const read = async () => {
    const phone = await readMobile(areaCode, mobile);
    return { mobile: phone.mobile, captcha: captcha.trim(), error: firstError(phone.error, checkCaptcha(captcha)) };
  };

  return { areaCode, setAreaCode, mobile, setMobile, captcha, setCaptcha, sendCode, read };
}
