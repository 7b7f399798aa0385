// Coupons (staff sub-package): admins see the templates (amount/percent, min spend, validity, trigger and
// activity, issued of the total limit; create, edit, switch on/off, issue) and the issue form; staff see the
// issue form only (the template list is the admins').
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BothNames } from '@/components/InLanguage';
import { Instant } from '@/components/Instant';
import { usePage } from '@/hooks/usePage';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as couponService from '@/services/coupon';
import * as pricingService from '@/services/pricing';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { AdminCouponTemplate } from '@contract/coupon';
import type { ChannelInfo } from '@contract/pricing';
import { AdminList } from './AdminList';
import { type ActivityOption, CouponTemplateForm } from './CouponTemplateForm';
import { mayUse } from './format';
import { IssueCouponForm, type TemplateOption } from './IssueCouponForm';
import { StaffGate } from './StaffGate';
import './admin.css';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/coupons';

function TemplateRow({
  tpl,
  activity,
  currency,
  onEdit,
  onToggle,
  onIssue,
}: {
  tpl: AdminCouponTemplate;
  activity?: string;
  currency: string;
  onEdit(): void;
  onToggle(): void;
  onIssue(): void;
}) {
  const t = useT();
  const off = tpl.kind === 'amount' ? formatMoney(tpl.value, currency) : `${tpl.value}%`;
  const cap =
    tpl.kind === 'percent' && tpl.max_off !== null ? t('coupons.admin.capIs', { amount: formatMoney(tpl.max_off, currency) }) : '';
  const validity =
    tpl.valid_days !== null ? (
      t('coupons.admin.daysAfter', { n: tpl.valid_days })
    ) : (
      <>
        <Instant at={tpl.valid_from} /> ~ <Instant at={tpl.valid_to} />
      </>
    );
  return (
    <View className={`staff-card coupon-template coupon-template-${tpl.id}${tpl.active ? '' : ' admin-off'}`}>
      <View className="staff-row">
        <View className="coupon-template-name">
          #{tpl.id} <BothNames zh={tpl.name_zh} en={tpl.name_en} />
        </View>
        <View className="staff-badge coupon-template-trigger">{t(`coupons.admin.triggers.${tpl.trigger}`)}</View>
      </View>
      <View className="staff-row coupon-template-rule">
        {tpl.min_spend > 0
          ? t('coupons.admin.ruleIs', { off, min: formatMoney(tpl.min_spend, currency) })
          : t('coupons.admin.ruleNoMin', { off })}
        {cap}
      </View>
      <View className="staff-row staff-muted coupon-template-validity">
        {validity}
        {activity ? ` · ${activity}` : ''}
      </View>
      <View className="staff-row staff-muted coupon-template-limits">
        {t('coupons.admin.issuedIs', {
          issued: tpl.issued_count,
          total: tpl.total_limit ?? t('coupons.admin.unlimited'),
          per: tpl.per_user_limit,
        })}
        {tpl.active ? '' : ` · ${t('coupons.admin.inactiveTag')}`}
      </View>
      <View className="admin-actions">
        <View className="coupon-template-edit" onClick={onEdit}>
          {t('coupons.admin.edit')}
        </View>
        <View className="coupon-template-toggle" onClick={onToggle}>
          {t(tpl.active ? 'coupons.admin.deactivate' : 'coupons.admin.activate')}
        </View>
        {tpl.active && (
          <View className="coupon-template-issue" onClick={onIssue}>
            {t('coupons.admin.issue')}
          </View>
        )}
      </View>
    </View>
  );
}

const Templates = observer(function Templates({ onIssue }: { onIssue(tpl: AdminCouponTemplate): void }) {
  const { session, language } = useStores();
  const couponApi = useService(couponService);
  const pricingApi = useService(pricingService);
  const currency = siteCurrency(session);
  const en = language.lang === 'en';
  const [channels, setChannels] = useState<ChannelInfo[]>([]);
  const [activities, setActivities] = useState<ActivityOption[]>([]);
  useEffect(() => {
    pricingApi.listChannels({ page: 1, page_size: 50 }).then(
      ({ list: all }) => setChannels(all),
      () => {},
    );
    couponApi.listAdminActivities({ page: 1, page_size: 50 }).then(
      ({ list: all }) => setActivities(all.map((a) => ({ id: a.id, title: en ? a.title_en : a.title_zh }))),
      () => {},
    );
  }, [couponApi, pricingApi, en]);
  return (
    <AdminList<AdminCouponTemplate>
      name="coupon-template"
      load={(page, pageSize) => couponApi.listCouponTemplates({ page, page_size: pageSize })}
      setActive={(tpl, active) => couponApi.updateCouponTemplate(tpl.id, { active })}
      texts={{
        add: 'coupons.admin.add',
        empty: 'coupons.admin.empty',
        activated: 'coupons.admin.activated',
        deactivated: 'coupons.admin.deactivated',
      }}
      form={(tpl, done) => (
        <CouponTemplateForm template={tpl} channels={channels} activities={activities} onCancel={() => done()} onDone={done} />
      )}
      row={(tpl, { edit, toggle }) => (
        <TemplateRow
          tpl={tpl}
          currency={currency}
          activity={activities.find((a) => a.id === tpl.activity_id)?.title}
          onEdit={edit}
          onToggle={toggle}
          onIssue={() => onIssue(tpl)}
        />
      )}
    />
  );
});

/** Staff can't list templates: they pick among the activities' templates, or type a number. */
function useIssuableTemplates(admin: boolean): TemplateOption[] {
  const { language } = useStores();
  const couponApi = useService(couponService);
  const en = language.lang === 'en';
  const [options, setOptions] = useState<TemplateOption[]>([]);
  useEffect(() => {
    const load = admin
      ? couponApi
          .listCouponTemplates({ page: 1, page_size: 50, active: true })
          .then(({ list }) => list.map((x) => ({ id: x.id, name: en ? x.name_en : x.name_zh })))
      : couponApi.listClaimable().then(({ list }) => list.map((x) => ({ id: x.template_id, name: x.name })));
    load.then(setOptions, () => {});
  }, [admin, couponApi, en]);
  return options;
}

const Coupons = observer(function Coupons() {
  const t = useT();
  const { session } = useStores();
  const admin = mayUse(session.userInfo, 'admin');
  const [tab, setTab] = useState<'templates' | 'issue'>(admin ? 'templates' : 'issue');
  const [issueId, setIssueId] = useState<number | undefined>(undefined);
  const templates = useIssuableTemplates(admin);
  return (
    <>
      {admin && (
        <View className="staff-tabs coupons-tabs" {...tabList(t('common.sectionTabs'))}>
          {(['templates', 'issue'] as const).map((key) => (
            <View
              key={key}
              className={`staff-tab coupons-tab-${key}${tab === key ? ' staff-tab--active' : ''}`}
              {...tabItem(tab === key, () => setTab(key))}
            >
              {t(`coupons.admin.tab.${key}`)}
            </View>
          ))}
        </View>
      )}
      {tab === 'templates' ? (
        <Templates
          onIssue={(tpl) => {
            setIssueId(tpl.id);
            setTab('issue');
          }}
        />
      ) : (
        <IssueCouponForm templates={templates} templateId={issueId} />
      )}
    </>
  );
});

export default function StaffCouponsPage() {
  usePage('coupons.admin.title');
  return <StaffGate className="staff-coupons-page">{() => <Coupons />}</StaffGate>;
}
