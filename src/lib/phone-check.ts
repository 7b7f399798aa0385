// The mobile number parser of the sign-in forms (form-check.ts). The mini-program cannot load code later, so it
// is here at once; H5 fetches it when the form first needs it (phone-check.h5.ts).
import { parsePhone } from '@/utils/phone';

/** Ready at once: the parser is in the page's code. */
export const loadParsePhone = () => Promise.resolve(parsePhone);
