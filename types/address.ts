/**
 * Address book, ID photos, the China region tree and place search: request and answer shapes shared by
 * the app (src/services) and the server (server/src/modules/address, region, place).
 */

export const ADDRESS_TYPES = ['recipient', 'sender'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** ISO 3166 alpha-2. Recipients are usually in CN, senders in NZ or AU. */
export const ADDRESS_COUNTRIES = ['CN', 'NZ', 'AU'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** How many addresses (of both types) one customer may keep. */
export const ADDRESS_LIMIT = 100;
/** Australian states and territories, as `province` of an AU address. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

/**
 * POST /api/user/address/create (all fields but the optional ones required) and
 * POST /api/user/address/update/{id} (any subset: the given fields replace the stored ones, then the whole
 * address is checked again).
 *
 * - CN: `province`/`city`/`district` are names from GET /api/order/citys/lst and must be consistent
 *   (the city in the province, the district in the city); `postcode` 6 digits; `mobile` a mainland mobile.
 * - NZ: `province` = region (Auckland), `city` = city (Auckland), `district` = suburb (Ponsonby, may be '');
 *   AU: `province` = state code (NSW), `city` = city/LGA, `district` = suburb. `postcode` 4 digits.
 * - `id_number`, `id_front_file`, `id_back_file`: real-name clearance data, CN recipients only; '' or null
 *   clears them. The files are keys answered by POST /api/user/address/id_photo.
 * - `id_consent`: true = the customer ticked "I agree that this ID is used for Chinese customs clearance" (a
 *   separate consent, PIPL art. 29). Required whenever the saved address holds an ID number or photos that its
 *   consent in force does not cover yet: field error `address.id_consent`, nothing saved.
 */
export interface AddressInput {
  type: AddressType;
  name: string;
  /** E.164, or national digits in the address's country; answered as E.164. */
  mobile: string;
  country: AddressCountry;
  province: string;
  city: string;
  district?: string;
  /** Street line: street, number, building, unit. */
  address: string;
  postcode: string;
  id_number?: string;
  id_front_file?: string | null;
  id_back_file?: string | null;
  id_consent?: boolean;
  /** true makes it the default of its type (the previous default of that type stops being one). */
  is_default?: boolean;
}
export type AddressUpdateRequest = Partial<AddressInput>;

export interface Address {
  id: number;
  type: AddressType;
  name: string;
  mobile: string;
  country: AddressCountry;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  /** GB/T 2260 codes of a CN address ('' otherwise). */
  province_code: string;
  city_code: string;
  district_code: string;
  /** Full in the owner's detail answer (the edit form); masked (110105********123X) in lists and to staff; '' when none. */
  id_number: string;
  /** The ID number passes the mainland ID rule (check digit, birth date): the "real-name verified" mark. */
  id_verified: boolean;
  /** Keys of the ID card photos, null when not uploaded. */
  id_front_file: string | null;
  id_back_file: string | null;
  /** A consent to the use of this address's ID for customs is in force. */
  id_consent: boolean;
  /** When the ID photos were removed (retention ended or consent withdrawn): "upload again when needed". */
  id_photos_removed_at: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /api/user/address/detail/{id}: the address plus short-lived links to the watermarked ID photos. */
export interface AddressDetail extends Address {
  /** Signed links for <image src>, no x-token needed; null when that photo is missing. */
  id_front_url: string | null;
  id_back_url: string | null;
  /** When the links stop working (10 minutes); null when there are no photos. */
  photo_urls_expire_at: string | null;
}

/** GET /api/staff/address/detail/{id} (staff and admins of the same site). */
export interface StaffAddressDetail extends AddressDetail {
  user_id: number;
}

/**
 * POST /api/staff/id/show (staff): the full ID number of an address or of a waybill's recipient, with the reason
 * (at least 4 characters); each call is written to the ID viewing log (who, whose, why).
 */
export interface ShowIdRequest {
  address_id?: number;
  waybill_id?: number;
  reason: string;
}
export interface ShowIdData {
  id_number: string;
}

/** GET /api/user/address/lst?type=&keyword=&page=&page_size= — default address first, then newest. */
export interface AddressListQuery {
  type?: AddressType;
  /** Matched anywhere in name, mobile, street line, city or district. */
  keyword?: string;
  page?: number;
  /** At most 50; 20 when not given. */
  page_size?: number;
}
export interface AddressListData {
  list: Address[];
  total: number;
  page: number;
  page_size: number;
}

/** POST /api/user/address/id_photo (multipart field `file`: PNG, JPEG or WebP, at most 5 MB). */
export interface IdPhotoData {
  /** Pass as id_front_file or id_back_file. */
  file: string;
  /** A signed link to the watermarked rendition, for the preview. */
  url: string;
  expires_at: string;
  width: number;
  height: number;
}

/** GET /api/order/citys/lst: the whole tree; with ?parent=<code> one level (children of that code). */
export interface RegionNode {
  /** GB/T 2260, six digits. */
  code: string;
  name: string;
  /** Provinces and cities of the whole tree; absent on districts and on ?parent answers. */
  children?: RegionNode[];
  /** ?parent answers only: whether the node has children to fetch. */
  has_children?: boolean;
}

/** GET /api/place/query?keyword=&country=NZ|AU (at most 10). */
export interface PlaceQuery {
  keyword: string;
  country?: 'NZ' | 'AU';
}
export interface PlaceSuggestion {
  place_id: string;
  /** One line for the list, e.g. "Ponsonby, Auckland 1011". */
  description: string;
  suburb: string;
  city: string;
  /** NZ region or AU state code. */
  region: string;
  postcode: string;
  country: 'NZ' | 'AU';
}
export interface PlaceQueryData {
  list: PlaceSuggestion[];
}

/** GET /api/place/details?place_id= */
export interface PlaceDetails extends PlaceSuggestion {
  formatted_address: string;
  /** null when the source has no coordinates. */
  location: { lat: number; lng: number } | null;
}
