// File preview (`?type=agreement`: the customer's signed transport agreement; `?type=invoice&id=`: one of my tax invoices).
// H5: the PDF fetched with the session header, shown in the page from a blob URL, with a download button.
// Mini-program: downloaded through the status's short-lived signed link and opened in WeChat's viewer.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { saveBlob } from '@/lib/save-blob';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as agreementService from '@/services/agreement';
import { openSignedPdf } from '@/services/agreement';
import type { Bound } from '@/services/api';
import * as invoiceService from '@/services/invoice';
import { useService } from '@/stores';
import './index.css';
import '@/locales/areas/preview';

const IS_H5 = process.env.TARO_ENV === 'h5';

/** What the page shows: the PDF's blob URL (H5) or that WeChat opened it (weapp). */
async function loadAgreement(agreementApi: Bound<typeof agreementService>) {
  const status = await agreementApi.getAgreementStatus();
  if (!status.signed_version || !status.pdf_url) return { signed: false as const };
  if (IS_H5) return { signed: true as const, blobUrl: await agreementApi.downloadAgreementPdf(), version: status.signed_version };
  await openSignedPdf(status.pdf_url);
  return { signed: true as const, blobUrl: '', version: status.signed_version };
}

/** A tax invoice through its detail's signed link. */
async function loadInvoice(invoiceApi: Bound<typeof invoiceService>, id: number) {
  const invoice = await invoiceApi.getInvoice(id);
  if (!IS_H5) {
    await openSignedPdf(invoice.pdf_url);
    return { signed: true as const, blobUrl: '', version: '', name: `${invoice.no}.pdf` };
  }
  return { signed: true as const, blobUrl: await invoiceApi.downloadInvoicePdf(invoice.pdf_url), version: '', name: `${invoice.no}.pdf` };
}

function PreviewFilePage() {
  usePage('previewFile.title');
  const t = useT();
  const agreementApi = useService(agreementService);
  const invoiceApi = useService(invoiceService);
  const type = Taro.useRouter().params?.type ?? 'agreement';
  const invoiceId = Number(Taro.useRouter().params?.id);
  const supported = type === 'agreement' || (type === 'invoice' && invoiceId > 0);
  const file = useContentItem<{ signed: boolean; blobUrl?: string; version?: string; name?: string }>(
    () => (type === 'invoice' ? loadInvoice(invoiceApi, invoiceId) : loadAgreement(agreementApi)),
    [],
    { enabled: supported },
  );
  const [frameUrl, setFrameUrl] = useState('');

  useEffect(() => {
    const url = (file.data?.signed && file.data.blobUrl) || '';
    setFrameUrl(url);
    return () => {
      if (IS_H5 && url) URL.revokeObjectURL(url);
    };
  }, [file.data]);

  let body;
  if (!supported) body = <EmptyState className="preview-file-unsupported" text={t('previewFile.unsupported')} />;
  // On H5 the frame waits for its blob URL (set by the effect after the answer): an empty frame would load a blank page.
  else if (file.loading || (IS_H5 && file.data?.signed && !frameUrl)) {
    body = (
      <View className="preview-file-loading">
        <View className="preview-file-loading-text">{t('previewFile.loading')}</View>
        <Skeleton rows={8} animated />
      </View>
    );
  } else if (!file.data) {
    body = (
      <EmptyState className="preview-file-error" text={t('previewFile.failed')} action={t('previewFile.retry')} onAction={file.reload} />
    );
  } else if (!file.data.signed) {
    body = (
      <EmptyState
        className="preview-file-unsigned"
        text={t('previewFile.notSigned')}
        action={t('previewFile.goSign')}
        onAction={() => Taro.redirectTo({ url: ROUTES.signatureAgreement })}
      />
    );
  } else if (IS_H5) {
    const name = file.data.name ?? `transport-agreement-${file.data.version}.pdf`;
    body = (
      <>
        <iframe className="preview-file-frame" src={frameUrl} title={name} />
        <View className="preview-file-bar">
          <Button className="preview-file-download" type="primary" block onClick={() => saveBlob(frameUrl, name)}>
            {t('previewFile.download')}
          </Button>
        </View>
      </>
    );
  } else {
    body = (
      <View className="preview-file-opened">
        <View className="preview-file-opened-text">{t('previewFile.opened')}</View>
        <Button className="preview-file-open" type="primary" block onClick={file.reload}>
          {t('previewFile.open')}
        </Button>
      </View>
    );
  }
  return <View className="preview-file-page">{body}</View>;
}

export default observer(PreviewFilePage);
