/**
 * Weights and lengths as typed, to the API's integers (grams, millimetres), by string so that
 * 1.255 kg is exactly 1255 g. NaN when the text is not a plain non-negative decimal with at most
 * `places` decimals.
 */
function scaleDecimal(text: string, places: number): number {
  const m = new RegExp(`^(\\d+)(?:\\.(\\d{1,${places}}))?$`).exec(typeof text === 'string' ? text.trim() : '');
  if (!m) return NaN;
  return Number(m[1]) * 10 ** places + Number((m[2] ?? '').padEnd(places, '0'));
}

/** '1.25' kg -> 1250 g (up to 3 decimals). */
export const kgToGrams = (kg: string) => scaleDecimal(kg, 3);

/** '30' cm -> 300 mm; '30.5' -> 305 (up to 1 decimal). */
export const cmToMm = (cm: string) => scaleDecimal(cm, 1);

/** 1250 g -> '1.25' (kg, trailing zeros dropped). */
export const gramsToKg = (g: number) => String(Math.round(g) / 1000);

/**
 * A measured or charged weight as the customer reads it: one rule for actual, volumetric and chargeable
 * weights, kg with two decimals rounded up to 10 g (never less than what is charged): 2188 -> '2.19', 2500 -> '2.50'.
 */
export const shownKg = (g: number) => (Math.ceil(Math.round(g) / 10) / 100).toFixed(2);

/** 300 mm -> '30' (cm). */
export const mmToCm = (mm: number) => String(Math.round(mm) / 10);
