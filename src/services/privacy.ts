// Privacy (types/privacy.ts, server/src/modules/privacy): the consents a customer gave.
import type { ConsentList, WithdrawConsentRequest } from '@contract/privacy';
import type { Http } from './request';

export const listConsents = (http: Http) => http.get<ConsentList>('/api/privacy/consents');

/** Withdrawing the ID consent of an address erases its ID number and photos. */
export const withdrawConsent = (http: Http, body: WithdrawConsentRequest) => http.post<ConsentList>('/api/privacy/consent/withdraw', body);
