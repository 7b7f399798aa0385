// H5: Taro's upload and download code (~1 KB gz) is not part of the first load; the first transfer fetches it.
import { lazyPart } from '@/app/h5-lazy-part';

export const loadTransfer = lazyPart(() => import('./file-transfer'));
