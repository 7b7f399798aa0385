// Privacy (types/privacy.ts): the policy in force (signed out too), the customer's consents, giving and
// withdrawing them.
import type { Consent, ConsentList, GiveConsentRequest, PrivacyPolicy, WithdrawConsentRequest } from '@contract/privacy';
import type { Http } from './request';

export const getPolicy = (http: Http) => http.get<PrivacyPolicy>('/api/privacy/policy', undefined, { auth: false });

export const getConsents = (http: Http) => http.get<ConsentList>('/api/privacy/consents');

export const giveConsent = (http: Http, req: GiveConsentRequest) => http.post<Consent>('/api/privacy/consent/give', req);

export const withdrawConsent = (http: Http, req: WithdrawConsentRequest) =>
  http.post<{ withdrawn: number }>('/api/privacy/consent/withdraw', req);
