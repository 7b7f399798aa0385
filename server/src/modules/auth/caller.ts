/** Who is asking: site, IP and language, taken from the request once for the auth services. */
import type { FastifyRequest } from 'fastify';
import type { ApiLang } from '@contract/api';
import type { SiteRow } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { normaliseMobile } from '../../lib/phone';
import { type ConsentContext, consentContextOf } from '../privacy/id-consent';

export interface Caller {
  site: SiteRow;
  ip: string;
  lang: ApiLang;
  /** Where a consent given with this call comes from. */
  consent: ConsentContext;
}

export function callerOf(request: FastifyRequest): Caller {
  return { site: request.site, ip: request.ip, lang: request.lang, consent: consentContextOf(request) };
}

/** The E.164 form of a customer's number, or 40001 naming the field. */
export function mobileOf(caller: Caller, mobile: string, areaCode?: string): string {
  const e164 = normaliseMobile(mobile, areaCode, caller.site.countryCode);
  if (!e164) throw new FieldError('mobile', 'invalid_phone');
  return e164;
}
