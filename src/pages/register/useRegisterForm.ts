// Register form: phone + code (scene register), password rule and confirmation, optional invite code, terms and
// the privacy policy.
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { usePhoneCode } from '@/hooks/usePhoneCode';
import { usePolicyVersion } from '@/hooks/usePolicyVersion';
import { checkPassword, firstError } from '@/lib/form-check';
import { goOn } from '@/lib/navigation';
import { useStores } from '@/stores';

export function useRegisterForm() {
  const { session } = useStores();
  const router = Taro.useRouter();
  const form = useFormSubmit();
  const phone = usePhoneCode('register', form.setErrorKey);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // An agent's link carries ?invite_code=; their mini-program code opens this page with the code as its `scene`.
  const [inviteCode, setInviteCode] = useState(router?.params?.invite_code ?? decodeURIComponent(router?.params?.scene ?? ''));
  const [agreed, setAgreed] = useState(false);
  // The box agrees to the transport terms and the privacy policy version in force (recorded by the server).
  const privacyVersion = usePolicyVersion();

  const submit = () =>
    form.submitChecked(async () => {
      const { mobile, captcha, error } = await phone.read();
      const invite_code = inviteCode.trim() || undefined;
      return {
        error: firstError(
          error,
          checkPassword(password),
          confirm === password ? '' : 'validate.passwordMismatch',
          agreed ? '' : 'validate.agree',
        ),
        call: () => session.register({ mobile, captcha, password, invite_code, privacy_version: privacyVersion }),
      };
    }, goOn);

  return {
    ...phone,
    password,
    setPassword,
    confirm,
    setConfirm,
    inviteCode,
    setInviteCode,
    agreed,
    setAgreed,
    error: form.error,
    busy: form.busy,
    submit,
  };
}
