// One of my parcels: number (copy), courier, status, goods, value, check-in weight/shelf, photos, waybill;
// edit/delete only while declared; a checkbox in the in-warehouse tab (pack these).
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { Parcel } from '@contract/parcel';
import { gramsToKg } from '@contract/units';

interface Props {
  parcel: Parcel;
  selectable: boolean;
  selected: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
  onPhotos(): void;
}

/** While held: the free storage days left, or the fee run up once they are over (site's calendar days). */
function StorageLine({ parcel: { storage: s } }: { parcel: Parcel }) {
  const t = useT();
  if (!s) return null;
  if (s.fee_days > 0)
    return (
      <View className="parcel-line parcel-storage parcel-storage--fee">
        {t('ops.parcel.fee', { fee: formatMoney(s.fee, s.currency), days: s.fee_days })}
      </View>
    );
  const text =
    s.free_days_left === 1 ? (
      t('ops.parcel.lastDay')
    ) : (
      <InstantIn sentence={t('ops.parcel.freeLeft', { n: s.free_days_left, date: IN_SENTENCE })} value={s.free_until} />
    );
  return <View className={`parcel-line parcel-storage${s.free_days_left <= 3 ? ' parcel-storage--soon' : ''}`}>{text}</View>;
}

export function ParcelCard({ parcel: p, selectable, selected, onToggle, onEdit, onDelete, onPhotos }: Props) {
  const t = useT();
  const goods = p.goods.map((g) => `${g.name} × ${g.quantity}`).join(', ');
  return (
    <View className={`card parcel-card parcel-card-${p.id} parcel-card--${p.status}${selected ? ' parcel-card--selected' : ''}`}>
      <View className="parcel-card-head">
        {selectable && <View className={`parcel-check${selected ? ' parcel-check--on' : ''}`} onClick={onToggle} />}
        <View className="parcel-no">{p.tracking_no}</View>
        <View className="parcel-copy" onClick={() => Taro.setClipboardData({ data: p.tracking_no })}>
          {t('common.copy')}
        </View>
        <View className={`parcel-status parcel-status--${p.status}`}>{t(`parcel.status.${p.status}`)}</View>
      </View>
      {p.courier && <View className="parcel-line parcel-courier">{t('parcel.courierIs', { courier: p.courier })}</View>}
      {goods && <View className="parcel-line parcel-goods">{goods}</View>}
      <View className="parcel-line parcel-value">{t('parcel.value', { value: formatMoney(p.declared_value, p.currency) })}</View>
      {p.weight_g !== null && <View className="parcel-line parcel-weight">{t('parcel.weight', { kg: gramsToKg(p.weight_g) })}</View>}
      <StorageLine parcel={p} />
      {p.location && <View className="parcel-line parcel-location">{t('parcel.location', { location: p.location })}</View>}
      {p.waybill_no && <View className="parcel-line parcel-waybill">{t('parcel.waybill', { no: p.waybill_no })}</View>}
      {p.note && <View className="parcel-line parcel-note">{p.note}</View>}
      <View className="parcel-actions">
        {p.photo_count > 0 && (
          <View className="parcel-action parcel-photos" onClick={onPhotos}>
            {t('parcel.photos')}
          </View>
        )}
        {p.status === 'declared' && (
          <>
            <View className="parcel-action parcel-edit" onClick={onEdit}>
              {t('parcel.edit')}
            </View>
            <View className="parcel-action parcel-delete" onClick={onDelete}>
              {t('parcel.delete')}
            </View>
          </>
        )}
      </View>
    </View>
  );
}
