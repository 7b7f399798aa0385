// The check-in form: tracking number (typed or scanned), weight in kg -> grams, optional location and photo;
// the answer says matched (a customer's declaration) or unclaimed. After each check-in the number, weight
// and photo clear (the location stays: the next parcel usually goes on the same shelf) and the number
// field takes the focus again, ready for the next scan.
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { useT } from '@/locales';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { kgToGrams } from '@/utils/units';
import { type CheckinData, type CheckinRequest, normaliseTrackingNo, type StaffParcel, TRACKING_NO_PATTERN } from '@contract/parcel';
import { useStaffPhotos } from './useStaffPhotos';

const MAX_GRAMS = 100_000;

export function checkTracking(raw: string): string {
  const no = normaliseTrackingNo(raw);
  if (!no) return 'staff.checkin.trackingRequired';
  return TRACKING_NO_PATTERN.test(no) ? '' : 'staff.checkin.trackingInvalid';
}

export function checkWeight(kg: string): string {
  const grams = kgToGrams(kg);
  if (Number.isNaN(grams)) return 'staff.checkin.weightInvalid';
  return grams >= 1 && grams <= MAX_GRAMS ? '' : 'staff.checkin.weightRange';
}

export function useCheckin(onCheckedIn: (parcel: StaffParcel) => void) {
  const t = useT();
  const staffApi = useService(staffService);
  const [trackingNo, setTrackingNo] = useState('');
  const [weight, setWeight] = useState('');
  const [location, setLocation] = useState('');
  const [errorKey, setErrorKey] = useState('');
  const [scanMessage, setScanMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckinData | null>(null);
  /** Bumped after each check-in: remounts the number field with the focus. */
  const [round, setRound] = useState(0);
  const photo = useStaffPhotos(1);

  const scan = async () => {
    setScanMessage('');
    let scanned = '';
    try {
      const res = await Taro.scanCode({ scanType: ['barCode', 'qrCode'] });
      scanned = res?.result ?? '';
    } catch (err) {
      if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? '')) && process.env.TARO_ENV !== 'h5') return;
    }
    // On H5 Taro.scanCode fails (development) or answers without a result (production): it can't scan there.
    if (!scanned) {
      setScanMessage(t(process.env.TARO_ENV === 'h5' ? 'staff.checkin.scanUnsupported' : 'staff.checkin.scanFailed'));
      return;
    }
    setTrackingNo(normaliseTrackingNo(scanned));
  };

  const submit = async () => {
    if (busy || photo.uploading) return;
    const problem = checkTracking(trackingNo) || checkWeight(weight);
    setErrorKey(problem);
    if (problem) return;
    const body: CheckinRequest = { tracking_no: normaliseTrackingNo(trackingNo), weight_g: kgToGrams(weight) };
    if (location.trim()) body.location = location.trim();
    if (photo.photos[0]) body.photo_file = photo.photos[0].file;
    setBusy(true);
    try {
      const answer = await staffApi.checkIn(body);
      setResult(answer);
      setTrackingNo('');
      setWeight('');
      setScanMessage('');
      photo.clear();
      setRound((n) => n + 1);
      onCheckedIn(answer.parcel);
    } catch {
      // toasted by the request layer (e.g. 42009: this number was checked in already)
    } finally {
      setBusy(false);
    }
  };

  return {
    trackingNo,
    setTrackingNo,
    weight,
    setWeight,
    location,
    setLocation,
    photo,
    error: errorKey ? t(errorKey) : '',
    scanMessage,
    busy,
    result,
    round,
    scan,
    submit,
  };
}
