// The list of one status tab: search, cards, endless scroll, empty state; in the in-warehouse tab the
// customer selects parcels and packs them (-> /pages/waybill/pack?ids=...).
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/locales';
import { PACK_ROUTE } from '@/pages/waybill/form/routes';
import type { Parcel, ParcelStatus } from '@contract/parcel';
import { ParcelCard } from './ParcelCard';
import { type Counts, PAGE_SIZE } from './tabs';
import { useParcelList } from './useParcelList';

interface Props {
  status: ParcelStatus | 'all';
  onCounts(counts: Counts): void;
  onDeclare(): void;
  onEdit(parcel: Parcel): void;
}

export function ParcelList({ status, onCounts, onDeclare, onEdit }: Props) {
  const t = useT();
  const parcels = useParcelList(status, onCounts);
  const { items, loading, loadingMore, hasMore } = parcels.list;
  const selectable = status === 'in_warehouse';
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const chosen = selected.filter((id) => items.some((p) => p.id === id && p.status === 'in_warehouse'));
  const pack = () => {
    if (!chosen.length) return;
    Taro.navigateTo({ url: `${PACK_ROUTE}?ids=${chosen.join(',')}` });
  };

  return (
    <View className="parcel-list-wrap">
      <View className="parcel-search">
        <Input
          className="parcel-search-input"
          value={parcels.input}
          onChange={parcels.search}
          placeholder={t('parcel.searchPlaceholder')}
          clearable
          maxLength={50}
        />
      </View>
      {loading ? (
        <View className="parcel-loading">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        <EmptyState
          className="parcel-empty"
          text={parcels.keyword ? t('parcel.noMatch') : t(`parcel.empty.${status}`)}
          action={t('parcel.declare')}
          onAction={onDeclare}
        />
      ) : (
        <View className="parcel-list">
          {items.map((p) => (
            <ParcelCard
              key={p.id}
              parcel={p}
              selectable={selectable && p.status === 'in_warehouse'}
              selected={chosen.includes(p.id)}
              onToggle={() => toggle(p.id)}
              onEdit={() => onEdit(p)}
              onDelete={() => parcels.remove(p)}
              onPhotos={() => parcels.showPhotos(p)}
            />
          ))}
          {(hasMore || loadingMore || items.length > PAGE_SIZE) && (
            <View className="parcel-list-foot">
              {loadingMore ? t('pagedList.loading') : hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}
      <View className="parcel-bar">
        {selectable ? (
          <Button className="parcel-pack" type="primary" block disabled={!chosen.length} onClick={pack}>
            {t('parcel.pack', { n: chosen.length })}
          </Button>
        ) : (
          <Button className="parcel-declare" type="primary" block onClick={onDeclare}>
            {t('parcel.declare')}
          </Button>
        )}
      </View>
    </View>
  );
}
