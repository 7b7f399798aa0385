// Channels and their prices (admin): each line's first weight and steps, limits and days; create, edit,
// activate / deactivate. The form prices a sample parcel on the values as typed before anything is saved.
import { View } from '@tarojs/components';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as adminService from '@/services/admin';
import { useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { CHANNEL } from '@contract/admin-kinds';
import { gramsToKg } from '@contract/units';
import { AdminList } from './AdminList';
import { ChannelPreview } from './ChannelPreview';
import { KindForm } from './KindForm';
import { AdminOnly, StaffGate } from './StaffGate';
import { useChoiceLists } from './useChoiceLists';
import './admin.css';
import '@/locales/areas/admin';
import '@/locales/areas/staff';
import '@/locales/areas/cards';

type Channel = adminService.AdminRecord & {
  active: boolean;
  code: string;
  first_weight_g: number;
  first_price: number;
  step_g: number;
  step_price: number;
};

function ChannelRow({ channel: c, currency, onEdit, onToggle }: { channel: Channel; currency: string; onEdit(): void; onToggle(): void }) {
  const t = useT();
  const { language } = useStores();
  return (
    <View className={`staff-card admin-row channel-row channel-row-${c.code}${c.active ? '' : ' admin-off'}`}>
      <View className="staff-row">
        <View className="admin-row-title">{CHANNEL.title(c, language.lang === 'en')}</View>
        <View className="staff-badge admin-row-state">{t(c.active ? 'adminArea.shown' : 'adminArea.hidden')}</View>
      </View>
      <View className="staff-row staff-muted channel-row-price">
        {c.code} · {gramsToKg(c.first_weight_g)} kg {formatMoney(c.first_price, currency)} · +{gramsToKg(c.step_g)} kg{' '}
        {formatMoney(c.step_price, currency)}
      </View>
      <View className="admin-actions">
        <View className="admin-edit" onClick={onEdit}>
          {t('adminArea.edit')}
        </View>
        <View className="admin-toggle" onClick={onToggle}>
          {t(c.active ? 'adminArea.hide' : 'adminArea.show')}
        </View>
      </View>
    </View>
  );
}

function Channels() {
  const t = useT();
  // The admin rows' calls straight on the store's Http: bound ones (useService) would lose their row type parameter.
  const { session, http } = useStores();
  const currency = siteCurrency(session);
  const choices = useChoiceLists();
  return (
    <AdminList<Channel>
      name="channel"
      load={(page, pageSize) => adminService.listAdminRows<Channel>(http, 'channel', { page, page_size: pageSize })}
      setActive={(c, active) => adminService.updateAdminRow<Channel>(http, 'channel', c.id, { active })}
      texts={{ add: 'adminArea.add', empty: 'adminArea.empty', activated: 'adminArea.shownDone', deactivated: 'adminArea.hiddenDone' }}
      form={(channel, done) => (
        <KindForm<Channel>
          spec={CHANNEL}
          row={channel}
          choices={choices}
          title={t(channel ? 'adminArea.edit' : 'adminArea.add')}
          send={(body) =>
            channel
              ? adminService.updateAdminRow<Channel>(http, 'channel', channel.id, body)
              : adminService.createAdminRow<Channel>(http, 'channel', body)
          }
          onDone={done}
          onCancel={() => done()}
        >
          {(values, initial) => (
            <ChannelPreview
              values={values}
              initial={initial}
              channelId={channel?.id}
              categories={choices.goodsCategories}
              currency={currency}
            />
          )}
        </KindForm>
      )}
      row={(c, { edit, toggle }) => <ChannelRow channel={c} currency={currency} onEdit={edit} onToggle={toggle} />}
    />
  );
}

export default function StaffChannelsPage() {
  usePage('adminArea.channelsTitle');
  return <StaffGate className="staff-channels-page">{() => <AdminOnly>{() => <Channels />}</AdminOnly>}</StaffGate>;
}
