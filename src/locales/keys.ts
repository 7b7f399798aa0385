// Every translation key as a type, so `t('a.wrong.key')` fails tsc. The start-up strings (zh-CN.ts) and each area
// loaded with its pages (areas/*.ts, registered with addStrings) are listed here by type only: nothing is bundled.
import type * as about from './areas/about';
import type * as address from './areas/address';
import type * as admin from './areas/admin';
import type * as agent from './areas/agent';
import type * as cards from './areas/cards';
import type * as claims from './areas/claims';
import type * as content from './areas/content';
import type * as coupons from './areas/coupons';
import type * as freight from './areas/freight';
import type * as freightEstimate from './areas/freight-estimate';
import type * as home from './areas/home';
import type * as info from './areas/info';
import type * as invoice from './areas/invoice';
import type * as member from './areas/member';
import type * as message from './areas/message';
import type * as missing from './areas/missing';
import type * as operations from './areas/operations';
import type * as parcel from './areas/parcel';
import type * as pay from './areas/pay';
import type * as payStaff from './areas/pay-staff';
import type * as preview from './areas/preview';
import type * as privacyPrompt from './areas/privacy-prompt';
import type * as profile from './areas/profile';
import type * as reservation from './areas/reservation';
import type * as returns from './areas/returns';
import type * as rights from './areas/rights';
import type * as sending from './areas/sending';
import type * as service from './areas/service';
import type * as serviceAdmin from './areas/service-admin';
import type * as signature from './areas/signature';
import type * as staff from './areas/staff';
import type * as tabs from './areas/tabs';
import type * as tour from './areas/tour';
import type * as tracking from './areas/tracking';
import type * as wallet from './areas/wallet';
import type * as waybill from './areas/waybill';
import type zhCN from './zh-CN';

export type Strings = typeof zhCN &
  typeof staff.zh &
  typeof claims.zh & { reservation: typeof reservation.zh } & { message: typeof message.zh } & typeof cards.zh &
  typeof invoice.zh &
  typeof member.zh &
  typeof rights.zh &
  typeof privacyPrompt.zh &
  typeof address.zh &
  typeof parcel.zh &
  typeof info.zh &
  typeof tracking.zh &
  typeof signature.zh &
  typeof returns.zh &
  typeof admin.zh &
  typeof operations.zh &
  typeof agent.zh &
  typeof content.zh &
  typeof coupons.zh &
  typeof freight.zh &
  typeof freightEstimate.zh &
  typeof pay.zh &
  typeof wallet.zh &
  typeof payStaff.zh &
  typeof preview.zh &
  typeof profile.zh &
  typeof sending.zh &
  typeof tabs.zh &
  typeof tour.zh &
  typeof missing.zh &
  typeof about.zh &
  typeof waybill.zh &
  typeof home.zh &
  typeof service.zh &
  typeof serviceAdmin.zh;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];

export type Key = Leaves<Strings>;

/**
 * What `t` accepts: a literal key must exist; a key built at run time (a `string`, or a template with a `string`
 * hole) is taken as it is. A template over a union (`waybillStatus.${Status}`) is checked member by member.
 */
export type KeyArg<K extends string> = Record<never, never> extends Record<K, 1> ? K : K extends Key ? K : never;
