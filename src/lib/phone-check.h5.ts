// H5: libphonenumber and its metadata (~12 KB gz) are not part of the sign-in pages' first load. The mobile field
// asks for them when it is focused or typed in, and a check waits for them (form-check.ts readMobile).
import { lazyPart } from '@/app/h5-lazy-part';

/** The parser once its chunk is in; rejects when the fetch fails (the next call fetches again). */
export const loadParsePhone = lazyPart(() => import('@/utils/phone').then((m) => m.parsePhone));
