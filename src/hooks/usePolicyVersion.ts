// The privacy policy version in force, for the sign-up and WeChat sign-in boxes to send as the version agreed to
// (undefined until it arrives; the server then answers a field error naming the policy).
import { useState } from 'react';
import * as privacyService from '@/services/privacy';
import { useService } from '@/stores';
import { useLoadEffect } from './useLoadEffect';

export function usePolicyVersion(): string | undefined {
  const privacyApi = useService(privacyService);
  const [version, setVersion] = useState<string>();
  useLoadEffect(() => {
    privacyApi.getPolicy().then(
      (policy) => setVersion(policy.version),
      () => {}, // shown by the request layer
    );
  }, [privacyApi]);
  return version;
}
