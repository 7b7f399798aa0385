// The direct send's estimated weight (kg) and size (cm) as typed -> grams and millimetres, checked.
import type { SendDraft } from '@/stores/drafts';
import { cmToMm, kgToGrams } from '@contract/units';
import '@/locales/areas/sending';

export const EST_WEIGHT_MAX_G = 100_000;
export const EST_SIDE_MAX_MM = 5_000;

export interface Measures {
  est_weight_g: number;
  est_length_mm?: number;
  est_width_mm?: number;
  est_height_mm?: number;
}

export function readMeasures(d: Pick<SendDraft, 'weight' | 'length' | 'width' | 'height'>): { measures: Measures | null; problem: string } {
  const fail = (problem: string) => ({ measures: null, problem });
  if (!d.weight.trim()) return fail('send.error.weightRequired');
  const g = kgToGrams(d.weight);
  if (!(g > 0) || g > EST_WEIGHT_MAX_G) return fail('send.error.weight');
  const sides = [d.length, d.width, d.height].map((s) => s.trim());
  if (!sides.some(Boolean)) return { measures: { est_weight_g: g }, problem: '' };
  const mm = sides.map(cmToMm);
  if (mm.some((v) => !(v > 0) || v > EST_SIDE_MAX_MM)) return fail('send.error.size');
  return { measures: { est_weight_g: g, est_length_mm: mm[0], est_width_mm: mm[1], est_height_mm: mm[2] }, problem: '' };
}
