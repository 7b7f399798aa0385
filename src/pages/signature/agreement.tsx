// Transport agreement signing: the version in force (text, version, effective date), whether this
// customer signed it, a button to sign (-> /pages/signature/index?version=) and, once signed, the PDF.
// `?redirect=` (sent by the waybill pages on 42001) is where signing returns to.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { ArticleContent } from '@/components/content/ArticlePage';
import { LoadFailed } from '@/components/content/ListStatus';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as agreementService from '@/services/agreement';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { AgreementStatus } from '@contract/agreement';
import type { Article } from '@contract/content';
import { leaveTo, readRedirect } from './redirect';
import '../content.css';
import './signature.css';
import '@/locales/areas/signature';

function StatusCard({ status }: { status: AgreementStatus }) {
  const t = useT();
  if (!status.current_version) return <View className="content-card agreement-status agreement-status--none">{t('agreement.none')}</View>;
  if (status.signed) {
    return (
      <>
        <View className="content-card agreement-status agreement-status--signed">
          <InstantIn sentence={t('agreement.signedOn', { version: status.signed_version, time: IN_SENTENCE })} at={status.signed_at} />
        </View>
        <ZoneNote className="agreement-zone" />
      </>
    );
  }
  const text = status.signed_version
    ? t('agreement.outdated', { version: status.current_version, signed: status.signed_version })
    : t('agreement.notSigned');
  return <View className="content-card agreement-status agreement-status--unsigned">{text}</View>;
}

function Actions({ status, article, redirect }: { status: AgreementStatus; article: Article; redirect: string | null }) {
  const t = useT();
  const sign = () => {
    const query = `version=${encodeURIComponent(article.version)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
    Taro.navigateTo({ url: `${ROUTES.signature}?${query}` });
  };
  const viewPdf = () => Taro.navigateTo({ url: `${ROUTES.previewFile}?type=agreement` });
  return (
    <View className="agreement-actions">
      {status.signed_version && (
        <Button className="agreement-view-pdf" fill="outline" type="primary" block onClick={viewPdf}>
          {t('agreement.viewPdf')}
        </Button>
      )}
      {!status.signed && status.current_version && (
        <Button className="agreement-sign" type="primary" block onClick={sign}>
          {t('agreement.sign')}
        </Button>
      )}
      {status.signed && redirect && (
        <Button className="agreement-continue" type="primary" block onClick={() => leaveTo(redirect)}>
          {t('agreement.continue')}
        </Button>
      )}
    </View>
  );
}

function AgreementPage() {
  usePage('agreement.title');
  const { language } = useStores();
  const agreementApi = useService(agreementService);
  const contentApi = useService(contentService);
  const redirect = readRedirect(Taro.useRouter().params?.redirect);
  const article = useContentItem(() => contentApi.getArticle('transport_protocol'), [language.lang]);
  const status = useContentItem(() => agreementApi.getAgreementStatus(), []);
  // Back from the signature page: show the new state.
  Taro.useDidShow(() => {
    if (status.data) status.reload();
  });

  const loading = (!article.data && article.loading) || (!status.data && status.loading);
  const reload = () => Promise.all([article.reload(), status.reload()]);

  return (
    <View className="content-page agreement-page">
      {loading ? (
        <View className="content-card agreement-loading">
          <Skeleton rows={10} animated />
        </View>
      ) : !article.data || !status.data ? (
        <LoadFailed className="agreement-failed" onRetry={reload} />
      ) : (
        <>
          <StatusCard status={status.data} />
          <ArticleContent article={article.data} versioned />
          <View className="agreement-actions-space" />
          <Actions status={status.data} article={article.data} redirect={redirect} />
        </>
      )}
    </View>
  );
}

export default observer(AgreementPage);
