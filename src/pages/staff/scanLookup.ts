// A scanned waybill number -> its row on my site (exact number, any status), or the refusal to show: the staff
// list's keyword search also matches recipients and member codes, so only the row with the scanned number counts.
import { t } from '@/locales';
import type { Http } from '@/services/request';
import { listStaffWaybills } from '@/services/staff';
import type { StaffWaybillRow } from '@contract/waybill';
import { normaliseWaybillNo } from '@contract/waybill-number';
import { type ScanOutcome, SHOWN_BIG } from './useScanner';

export async function scannedWaybill(http: Http, scanned: string): Promise<StaffWaybillRow | ScanOutcome> {
  const no = normaliseWaybillNo(scanned);
  try {
    const found = await listStaffWaybills(http, { keyword: no, page: 1, page_size: 20 }, SHOWN_BIG);
    return found.list.find((w) => w.no === no) ?? { tone: 'error', text: t('staff.scan.notFound', { no }) };
  } catch (err) {
    return { tone: 'error', text: `${no}: ${(err as Error).message}` };
  }
}
