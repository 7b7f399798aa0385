// Promotions: ongoing first (the server's order), each with its period; ended ones greyed. A tap opens the
// full text in a popup (GET /api/activity/detail/{id}). Under each activity, the coupons it gives away with a
// claim button. Shared while an activity is open, the card opens that activity (`?id=`).
import { Popup, Skeleton } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ListStatus, LoadFailed } from '@/components/content/ListStatus';
import { TextBlocks } from '@/components/content/TextBlocks';
import { EmptyState } from '@/components/EmptyState';
import { AsWritten, Instant } from '@/components/Instant';
import { useContentList } from '@/hooks/useContentList';
import { usePageTitle } from '@/hooks/usePageTitle';
import { useShareCard } from '@/hooks/useShareCard';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { ActivityBrief, ActivityDetail } from '@contract/content';
import { ActivityCoupons } from './ActivityCoupons';
import { useClaimable } from './useClaimable';
import '../../content.css';
import './index.css';
import '@/locales/areas/info';

function Period({ a }: { a: ActivityBrief }) {
  const t = useT();
  return (
    <View className="activity-period">
      <Instant value={t('activity.period', { from: a.starts_on, to: a.ends_on })} />
      <Text className={`activity-status activity-status-${a.status}`}>{t(`activity.${a.status}`)}</Text>
    </View>
  );
}

function NewActivityPage() {
  usePageTitle('activity.title');
  const t = useT();
  const { language } = useStores();
  const contentApi = useService(contentService);
  const list = useContentList<ActivityBrief>((page, page_size) => contentApi.listActivities({ page, page_size }), [language.lang]);
  const coupons = useClaimable();
  const [open, setOpen] = useState<ActivityBrief | null>(null);
  const [detail, setDetail] = useState<ActivityDetail | null>(null);
  const openId = useRef(0);
  const shared = useRef<ActivityBrief | null>(null);
  shared.current = open;
  useShareCard(() => {
    const a = shared.current;
    return a ? { title: a.title, path: `${ROUTES.newActivity}?id=${a.id}`, query: `id=${a.id}` } : null;
  });

  // Opened from a shared card: that activity's popup.
  const sharedId = Number(Taro.useRouter().params?.id || 0);
  useEffect(() => {
    if (!(sharedId > 0)) return;
    openId.current = sharedId;
    contentApi.getActivity(sharedId).then(
      (full) => {
        if (openId.current !== sharedId) return;
        setOpen(full);
        setDetail(full);
      },
      () => {},
    );
  }, [sharedId, contentApi]);

  const show = async (a: ActivityBrief) => {
    openId.current = a.id;
    setOpen(a);
    setDetail(null);
    try {
      const full = await contentApi.getActivity(a.id);
      if (openId.current === a.id) setDetail(full);
    } catch {
      // toasted; the popup keeps the summary
    }
  };
  const close = () => {
    openId.current = 0;
    setOpen(null);
    setDetail(null);
  };

  return (
    <View className="content-page new-activity-page">
      {list.loading && list.list.length === 0 ? (
        <View className="content-card activity-loading">
          <Skeleton rows={6} animated />
        </View>
      ) : list.failed ? (
        <LoadFailed className="activity-failed" onRetry={list.refresh} />
      ) : list.list.length === 0 ? (
        <EmptyState className="activity-empty" text={t('activity.empty')} />
      ) : (
        list.list.map((a) => (
          <View
            key={a.id}
            className={`content-card activity-item activity-item-${a.code} activity-${a.status}`}
            style={{ borderTopColor: a.color || '#ce3436' }}
            onClick={() => show(a)}
          >
            {a.image_url && <Image className="activity-image" src={a.image_url} mode="aspectFill" ariaLabel="" />}
            <View className="activity-title">{a.title}</View>
            <Period a={a} />
            <View className="activity-summary">
              <AsWritten text={a.summary} />
            </View>
            {a.coupon_hint && (
              <View className="activity-coupon">
                <Text className="activity-coupon-label">{t('activity.coupon')}</Text>
                {a.coupon_hint}
              </View>
            )}
            <ActivityCoupons coupons={coupons.of(a.id)} claiming={coupons.claiming} onClaim={coupons.claim} />
          </View>
        ))
      )}
      <ListStatus loadingMore={list.loadingMore} done={list.done} count={list.list.length} />
      <Popup className="activity-popup" visible={open !== null} position="bottom" round closeable title={open?.title} onClose={close}>
        {open && (
          <View className="activity-detail">
            {open.image_url && (
              <Image
                className="activity-image"
                src={open.image_url}
                mode="widthFix"
                ariaLabel=""
                onClick={() => Taro.previewImage({ urls: [open.image_url], current: open.image_url })}
              />
            )}
            <Period a={open} />
            {detail ? <TextBlocks className="activity-body" text={detail.body || detail.summary} /> : <Skeleton rows={5} animated />}
            <ActivityCoupons coupons={coupons.of(open.id)} claiming={coupons.claiming} onClaim={coupons.claim} />
          </View>
        )}
      </Popup>
    </View>
  );
}

export default observer(NewActivityPage);
