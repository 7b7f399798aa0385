// Creating a waybill: the call, then the detail page; 42001 -> the agreement (draft kept); 42010 and other
// refusals were toasted by the request layer (the draft is kept too).
import Taro from '@tarojs/taro';
import { handleAgreementRequired } from '@/lib/agreement-gate';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import type { WaybillDetail } from '@contract/waybill';
import { detailUrl } from './routes';
import '@/locales/areas/sending';

/** true when created (the caller has cleared its draft). */
export async function createAndOpen(call: () => Promise<WaybillDetail>, from: string, onCreated: () => void): Promise<boolean> {
  let created: WaybillDetail;
  try {
    created = await call();
  } catch (err) {
    await handleAgreementRequired(err, from);
    return false;
  }
  onCreated();
  toast(t('waybillForm.created', { no: created.no }));
  await Taro.redirectTo({ url: detailUrl(created.id) });
  return true;
}
