// Login form: code or password sign-in, every field checked before any call.
import { useState } from 'react';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { usePhoneCode } from '@/hooks/usePhoneCode';
import { firstError, readMobile } from '@/lib/form-check';
import { enterApp } from '@/lib/navigation';
import { useStores } from '@/stores';

export type LoginTab = 'code' | 'password';

/** An account name (staff accounts) rather than a phone number: starts with a letter. */
const ACCOUNT_NAME = /^[A-Za-z][\w.@-]{2,31}$/;

export function useLoginForm() {
  const { session } = useStores();
  const form = useFormSubmit();
  const phone = usePhoneCode('login', form.setErrorKey);
  const [tab, setTab] = useState<LoginTab>('code');
  const [password, setPassword] = useState('');

  const codeSignIn = async () => {
    const { mobile, captcha, error } = await phone.read();
    return { error, call: () => session.loginByMobile({ mobile, captcha }) };
  };

  const passwordSignIn = async () => {
    const name = phone.mobile.trim();
    const account = ACCOUNT_NAME.test(name) ? { mobile: name, error: '' } : await readMobile(phone.areaCode, name);
    const error = firstError(account.error, password ? '' : 'validate.passwordRequired');
    return { error, call: () => session.loginByAccount({ account: account.mobile, password }) };
  };

  const submit = () => form.submitChecked(tab === 'code' ? codeSignIn : passwordSignIn, enterApp);

  const switchTab = (next: LoginTab) => {
    setTab(next);
    form.setErrorKey('');
  };

  return { ...phone, tab, switchTab, password, setPassword, error: form.error, busy: form.busy, submit };
}
