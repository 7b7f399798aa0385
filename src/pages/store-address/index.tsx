// Warehouse address (signed in): the receiving addresses with the member code written in, a copy button per
// field and for the whole address, why the code matters, and the depots with their opening hours. Without a
// name of their own the customer is asked for one first (the recipient line shows the code alone till then).
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '@/components/content/ListStatus';
import { TextBlocks } from '@/components/content/TextBlocks';
import { EmptyState } from '@/components/EmptyState';
import { InLanguage } from '@/components/InLanguage';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import { formatPhone } from '@/utils/phone';
import { zoneWeekday } from '@/utils/zone-time';
import type { OpeningDay, WarehousePlace } from '@contract/content';
import { NameAsk } from './NameAsk';
import '../content.css';
import './index.css';
import '@/locales/areas/info';

const copy = (data: string) => Taro.setClipboardData({ data });

/** The member code inside a value, marked so the customer sees where it goes. */
function Marked({ text, code }: { text: string; code: string }) {
  if (!code || !text.includes(code)) return <Text>{text}</Text>;
  const parts = text.split(code);
  return (
    <Text>
      {parts.map((part, i) => (
        <Text key={i}>
          {part}
          {i < parts.length - 1 && <Text className="store-code-mark">{code}</Text>}
        </Text>
      ))}
    </Text>
  );
}

function Field({ name, label, value, code }: { name: string; label: string; value: string; code: string }) {
  const t = useT();
  if (!value) return null;
  return (
    <View className={`store-field store-field-${name}`}>
      <View className="store-field-label">{label}</View>
      {/* What a shop's checkout takes: the name in pinyin or English, the NZ or AU address. */}
      <InLanguage block lang="en" className="store-field-value">
        <Marked text={value} code={code} />
      </InLanguage>
      <View className="store-copy" onClick={() => copy(value)}>
        {t('common.copy')}
      </View>
    </View>
  );
}

const cityLine = (p: WarehousePlace) =>
  [p.suburb, [p.city, p.country === 'AU' ? p.region : ''].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function Hours({ hours, today }: { hours: OpeningDay[]; today: string }) {
  const t = useT();
  return (
    <View className="store-hours">
      <View className="store-hours-title">{t('storeAddress.hours')}</View>
      {hours.map((h) => (
        <View key={h.day} className={`store-hours-row store-hours-${h.day} ${h.day === today ? 'store-hours-today' : ''}`}>
          <View className="store-hours-day">
            {h.label}
            {h.day === today && <Text className="store-hours-today-tag">{t('storeAddress.today')}</Text>}
          </View>
          <View className="store-hours-time">
            {h.open && h.close ? <Instant value={`${h.open} – ${h.close}`} /> : t('storeAddress.closed')}
          </View>
        </View>
      ))}
    </View>
  );
}

function Place({ place, code, today }: { place: WarehousePlace; code: string; today: string }) {
  const t = useT();
  return (
    <View className={`content-card store-place store-${place.kind} store-place-${place.code}`}>
      <View className="content-card-title store-place-name">{place.name}</View>
      <Field name="recipient" label={t('storeAddress.recipient')} value={place.recipient} code={code} />
      <Field name="phone" label={t('storeAddress.phone')} value={formatPhone(place.phone)} code={code} />
      {place.address_lines.map((line, i) => (
        <Field key={i} name={`address-${i + 1}`} label={i === 0 ? t('storeAddress.address') : ''} value={line} code={code} />
      ))}
      <Field name="city" label={t('storeAddress.suburbCity')} value={cityLine(place)} code={code} />
      <Field name="postcode" label={t('storeAddress.postcode')} value={place.postcode} code={code} />
      <Button className="store-copy-all" type="primary" size="small" block onClick={() => copy(place.full_text)}>
        {t('storeAddress.copyAll')}
      </Button>
      {place.notes && <TextBlocks className="store-notes as-written" text={place.notes} />}
      {place.opening_hours.some((h) => h.open) && <Hours hours={place.opening_hours} today={today} />}
    </View>
  );
}

function StoreAddressPage() {
  usePage('storeAddress.title');
  const t = useT();
  const { session, language } = useStores();
  const contentApi = useService(contentService);
  const signedIn = session.signedIn;
  const remote = useContentItem(() => contentApi.getWarehouses(), [language.lang], { enabled: signedIn });
  Taro.useDidShow(() => session.ensureUser());

  if (!signedIn) {
    return (
      <EmptyState
        className="store-address-page store-signed-out"
        text={t('storeAddress.signedOut')}
        action={t('common.login')}
        onAction={goLogin}
      />
    );
  }
  const data = remote.data;
  const today = zoneWeekday(session.timeZone);
  return (
    <View className="content-page store-address-page">
      {remote.loading && !data ? (
        <View className="content-card store-loading">
          <Skeleton rows={6} animated />
        </View>
      ) : remote.failed && !data ? (
        <LoadFailed className="store-failed" onRetry={remote.reload} />
      ) : data ? (
        <>
          <View className="content-card store-member">
            <View className="store-member-row">
              <View className="store-member-label">{t('storeAddress.memberCode')}</View>
              <View className="store-member-code">{data.member_code}</View>
              <View className="store-copy store-member-copy" onClick={() => copy(data.member_code)}>
                {t('common.copy')}
              </View>
            </View>
            <View className="store-member-note">{t('storeAddress.memberNote', { code: data.member_code })}</View>
          </View>
          {!data.recipient_name && data.warehouses.length > 0 && <NameAsk code={data.member_code} onSaved={remote.reload} />}
          {data.warehouses.length === 0 && data.depots.length === 0 && (
            <EmptyState className="store-empty" text={t('storeAddress.empty')} />
          )}
          {data.warehouses.length > 0 && <View className="content-section-title">{t('storeAddress.warehouses')}</View>}
          {data.warehouses.map((w) => (
            <Place key={w.id} place={w} code={data.member_code} today={today} />
          ))}
          {data.depots.length > 0 && <View className="content-section-title">{t('storeAddress.depots')}</View>}
          {data.depots.map((d) => (
            <Place key={d.id} place={d} code={data.member_code} today={today} />
          ))}
          {[...data.warehouses, ...data.depots].some((p) => p.opening_hours.some((h) => h.open)) && <ZoneNote className="store-zone" />}
        </>
      ) : null}
    </View>
  );
}

export default observer(StoreAddressPage);
