// The transport agreement: status, signing (the drawn signature as a PNG upload) and the signed PDF.
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import type { AgreementSignature, AgreementStatus } from '@contract/agreement';
import { toast } from './feedback';
import type { Http } from './request';
import '@/locales/areas/preview';

export const getAgreementStatus = (http: Http) => http.get<AgreementStatus>('/api/sign/status');

/** `filePath`: the canvas export; `version`: the version the customer read (another one answers 42009). */
export const signAgreement = (http: Http, filePath: string, version: string) =>
  http.upload<AgreementSignature>('/api/sign/create', filePath, { version });

/** H5: the latest signed PDF, fetched with the session header; resolves a blob URL. */
export const downloadAgreementPdf = (http: Http) => http.download('/api/sign/pdf');

/**
 * Mini-program: the PDF through its short-lived signed link (no header needed), opened in WeChat's
 * document viewer with the menu to forward or save it.
 */
export async function openSignedPdf(pdfUrl: string): Promise<void> {
  const res = await Taro.downloadFile({ url: pdfUrl }).catch(() => null);
  if (!res || res.statusCode !== 200) {
    toast(t('previewFile.failed'));
    throw new Error('download failed');
  }
  await Taro.openDocument({ filePath: res.tempFilePath, fileType: 'pdf', showMenu: true });
}
