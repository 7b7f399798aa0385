// The address edit form: create (no `id`) or edit (`?id=`), checked field by field before any call.
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import type { PlaceValue } from '@/components/PlaceField';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { firstError } from '@/lib/form-check';
import { goBackOr } from '@/lib/navigation';
import { t } from '@/locales';
import { ROUTES } from '@/routes';
import * as addressService from '@/services/address';
import { toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import type { AddressCountry, AddressDetail, AddressInput, AddressType } from '@contract/address';
import { checkIdNumber, checkName, checkPostcode, mobileForField, readAddressMobile } from './checks';

/** Province / city / district names and their codes (CN). */
export interface RegionValue {
  names: [string, string, string];
  codes: string[];
}

export type { PlaceValue };

export interface IdPhoto {
  /** Key for id_front_file / id_back_file. */
  file: string;
  /** Signed link to the watermarked rendition (preview). */
  url: string;
}

export type PhotoSide = 'front' | 'back';

const EMPTY_REGION: RegionValue = { names: ['', '', ''], codes: [] };

export function useAddressForm(id: number | null, initialType: AddressType) {
  const { session } = useStores();
  const addressApi = useService(addressService);
  const form = useFormSubmit();
  const siteCountry: AddressCountry = session.setting?.site.country_code === 'AU' ? 'AU' : 'NZ';
  const [loading, setLoading] = useState(id !== null);
  const [type, setTypeState] = useState<AddressType>(initialType);
  const [senderCountry, setSenderCountry] = useState<AddressCountry>(siteCountry);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [region, setRegion] = useState<RegionValue>(EMPTY_REGION);
  const [place, setPlace] = useState<PlaceValue | null>(null);
  const [street, setStreet] = useState('');
  const [postcode, setPostcode] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [photos, setPhotos] = useState<Record<PhotoSide, IdPhoto | null>>({ front: null, back: null });
  const [isDefault, setIsDefault] = useState(false);
  // The separate consent to the ID's use for customs (PIPL art. 29): unticked until the customer ticks it.
  const [idConsent, setIdConsent] = useState(false);
  const [photosRemovedAt, setPhotosRemovedAt] = useState<string | null>(null);
  const country: AddressCountry = type === 'recipient' ? 'CN' : senderCountry;

  function fill(a: AddressDetail) {
    setTypeState(a.type);
    if (a.type === 'sender') setSenderCountry(a.country);
    setName(a.name);
    setMobile(mobileForField(a.mobile, a.country));
    setStreet(a.address);
    setPostcode(a.postcode);
    setIsDefault(a.is_default);
    if (a.country === 'CN') {
      setRegion({ names: [a.province, a.city, a.district], codes: [a.province_code, a.city_code, a.district_code].filter(Boolean) });
      setIdNumber(a.id_number);
      setIdConsent(a.id_consent);
      setPhotosRemovedAt(a.id_photos_removed_at);
      setPhotos({
        front: a.id_front_file ? { file: a.id_front_file, url: a.id_front_url ?? '' } : null,
        back: a.id_back_file ? { file: a.id_back_file, url: a.id_back_url ?? '' } : null,
      });
    } else {
      setPlace({ suburb: a.district, city: a.city, region: a.province, postcode: a.postcode });
    }
  }

  useEffect(() => {
    if (id === null) return;
    addressApi
      .getAddress(id)
      .then(fill)
      .catch(() => {})
      .finally(() => setLoading(false));
  }, [id, addressApi]);

  const setType = (next: AddressType) => {
    if (id !== null || next === type) return; // an address keeps its type
    form.setErrorKey('');
    setTypeState(next);
    setPostcode('');
  };

  const changeSenderCountry = (next: AddressCountry) => {
    if (next === senderCountry) return;
    setSenderCountry(next);
    setPlace(null);
    setPostcode('');
  };

  const pickPlace = (value: PlaceValue) => {
    setPlace(value);
    setPostcode(value.postcode);
  };

  const choosePhoto = async (side: PhotoSide) => {
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).catch(() => null);
    const path = picked?.tempFilePaths[0];
    if (!path) return;
    try {
      const uploaded = await addressApi.uploadIdPhoto(path);
      setPhotos((now) => ({ ...now, [side]: { file: uploaded.file, url: uploaded.url } }));
    } catch {
      // the request layer toasted why
    }
  };

  /** The body the server schema expects, or the first problem (a message key naming the field). */
  function read(): { body: AddressInput | null; problem: string } {
    const cleanName = name.trim();
    const phone = readAddressMobile(mobile, country);
    const cleanStreet = street.trim();
    const cleanPostcode = postcode.trim();
    const cleanId = idNumber.trim().toUpperCase();
    const isCN = country === 'CN';
    const holdsId = Boolean(cleanId || photos.front || photos.back);
    const problem = firstError(
      checkName(cleanName, country),
      phone.error,
      isCN ? (region.names.every(Boolean) ? '' : 'addressForm.error.region') : place ? '' : 'addressForm.error.place',
      cleanStreet ? '' : 'addressForm.error.street',
      checkPostcode(cleanPostcode, country),
      isCN ? checkIdNumber(cleanId) : '',
      isCN && holdsId && !idConsent ? 'addressForm.error.idConsent' : '',
    );
    if (problem) return { body: null, problem };
    const body: AddressInput = {
      type,
      name: cleanName,
      mobile: phone.mobile,
      country,
      province: isCN ? region.names[0] : place!.region,
      city: isCN ? region.names[1] : place!.city,
      district: isCN ? region.names[2] : place!.suburb,
      address: cleanStreet,
      postcode: cleanPostcode,
      ...(isCN
        ? { id_number: cleanId, id_front_file: photos.front?.file ?? null, id_back_file: photos.back?.file ?? null, id_consent: idConsent }
        : {}),
      is_default: isDefault,
    };
    return { body, problem: '' };
  }

  form.useRecheck(read().problem);

  const save = () => {
    const { body, problem } = read();
    return form.submit(
      problem,
      () => (id === null ? addressApi.createAddress(body!) : addressApi.updateAddress(id, body!)),
      () => {
        toast(t('addressForm.saved'));
        goBackOr(`${ROUTES.userAddress}?type=${type}`);
      },
    );
  };

  return {
    id,
    loading,
    type,
    setType,
    country,
    senderCountry,
    changeSenderCountry,
    name,
    setName,
    mobile,
    setMobile,
    region,
    setRegion,
    place,
    pickPlace,
    street,
    setStreet,
    postcode,
    setPostcode,
    idNumber,
    setIdNumber,
    photos,
    choosePhoto,
    /** The consent box shows once the form holds an ID number or photo. */
    holdsId: Boolean(idNumber.trim() || photos.front || photos.back),
    idConsent,
    setIdConsent,
    photosRemovedAt,
    isDefault,
    setIsDefault,
    save,
    error: form.error,
    busy: form.busy,
  };
}
