// The privacy policy in force: its version, for the sign-up and WeChat sign-in boxes to send as the version agreed
// to (undefined until it arrives; the server then answers a field error naming the policy), and its effective day.
import { useState } from 'react';
import * as privacyService from '@/services/privacy';
import { useService } from '@/stores';
import type { PrivacyPolicy } from '@contract/privacy';
import { useLoadEffect } from './useLoadEffect';

export function usePolicy(): PrivacyPolicy | undefined {
  const privacyApi = useService(privacyService);
  const [policy, setPolicy] = useState<PrivacyPolicy>();
  useLoadEffect(() => {
    privacyApi.getPolicy().then(
      setPolicy,
      () => {}, // shown by the request layer
    );
  }, [privacyApi]);
  return policy;
}

export const usePolicyVersion = (): string | undefined => usePolicy()?.version;
