// The area code sheet of AreaMobileField. The mini-program cannot load code later, so the sheet is in the page's
// code; H5 fetches it on first use (AreaCodePicker.h5.tsx).
export { AreaCodeSheet as AreaCodePicker } from './AreaCodeSheet';

/** Nothing to fetch here (see AreaCodePicker.h5.tsx). */
export const preloadAreaCodePicker = () => {};
