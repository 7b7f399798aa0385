// The check-in form: tracking number (scanned into the scan field, or typed and Enter), weight in kg -> grams,
// optional location and photo; the answer says matched (a customer's declaration) or unclaimed. With a weight
// typed first, a scan checks in at once; without one, the weight field takes the focus and its Enter checks in.
// After each check-in the number, weight and photo clear (the location stays: the next parcel usually goes on
// the same shelf) and the scan field takes the focus again.
import { useRef, useState } from 'react';
import { useT } from '@/locales';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { type CheckinData, type CheckinRequest, normaliseTrackingNo, type StaffParcel, TRACKING_NO_PATTERN } from '@contract/parcel';
import { kgToGrams } from '@contract/units';
import { focusInside, type ScanOutcome, SHOWN_BIG, useScanner } from './useScanner';
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
  const [weight, setWeight] = useState('');
  const [location, setLocation] = useState('');
  const [result, setResult] = useState<CheckinData | null>(null);
  const weightField = useRef<HTMLElement | null>(null);
  const photo = useStaffPhotos(1);

  const checkIn = async (raw: string): Promise<ScanOutcome> => {
    const no = normaliseTrackingNo(raw);
    const badNo = checkTracking(no);
    if (badNo) return { tone: 'error', text: t(badNo) };
    if (!weight.trim()) {
      focusInside(() => weightField.current);
      return { tone: 'ask', text: t('staff.checkin.weighFirst', { no }) };
    }
    const badWeight = checkWeight(weight);
    if (badWeight) return { tone: 'error', text: t(badWeight) };
    if (photo.uploading) return { tone: 'ask', text: t('staff.checkin.photoUploading') };
    const body: CheckinRequest = { tracking_no: no, weight_g: kgToGrams(weight) };
    if (location.trim()) body.location = location.trim();
    if (photo.photos[0]) body.photo_file = photo.photos[0].file;
    try {
      const answer = await staffApi.checkIn(body, SHOWN_BIG);
      setResult(answer);
      setWeight('');
      photo.clear();
      onCheckedIn(answer.parcel);
      const shelf = answer.parcel.location ? `${t('ops.storage.shelf', { location: answer.parcel.location })} · ` : '';
      return { tone: 'ok', text: `${no} → ${shelf}${t(`staff.checkin.${answer.result}`)}` };
    } catch (err) {
      return { tone: 'error', text: `${no}: ${(err as Error).message}` }; // the server's words (e.g. checked in already)
    }
  };

  const scanner = useScanner(checkIn);
  /** The button, or Enter in the weight field: checks in the number in the scan field. */
  const submit = () => scanner.run(() => checkIn(scanner.value));

  return { scanner, weight, setWeight, weightField, location, setLocation, photo, result, submit };
}
