// One return (GET /api/staff/return/detail/{id}) in a drawer beside the list: the fee, the parcels, the shop's
// address and label, the photos as it left, the booking of a collection, the log, and its next steps (ReturnSteps).
import { Descriptions, Drawer, Flex, Tag, Timeline, Typography } from 'antd';
import { formatMoney } from '@contract/money';
import type { ReturnDetail as Detail } from '@contract/returns';
import { useT } from '../i18n';
import { SiteTime } from '../SiteTime';
import { useDetail } from '../table/useDetail';
import { Photos } from './cells';
import { ReturnSteps } from './ReturnSteps';

interface Props {
  id: number | null;
  onClose(): void;
  /** A step changed the return: the list reads its page again. */
  onChanged(): void;
}

export function ReturnDetail({ id, onClose, onChanged }: Props) {
  const t = useT();
  const { detail: r, busy, move } = useDetail<Detail>('/api/staff/return', id, onChanged);
  const money = (minor: number | null) => (r && minor !== null ? formatMoney(minor, r.currency) : '—');
  const a = r?.address;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={r ? <Typography.Text copyable>{r.no}</Typography.Text> : t('returnDetail.detail')}
      loading={!r}
      className="return-detail"
    >
      {r && a && (
        <Flex vertical gap={20}>
          <Descriptions column={2} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('waybills.status')}>
              <Tag className="return-detail-status">{t(`returnStatus.${r.status}`)}</Tag>
              {r.refunded && <Tag>{t('returnDetail.refunded')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('returns.method')}>{r.method_text}</Descriptions.Item>
            <Descriptions.Item label={t('returnDetail.handling')}>{money(r.handling_fee)}</Descriptions.Item>
            <Descriptions.Item label={t('returnDetail.postage')}>{money(r.postage)}</Descriptions.Item>
            <Descriptions.Item label={t('returns.amount')}>{money(r.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('returnDetail.payment')}>{r.payment_no || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('returns.deadline')}>
              <span className="as-written">{r.deadline}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('returnDetail.ra')}>{r.ra_number || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('returnDetail.address')} span={2}>
              {[a.name, a.phone, a.street, a.suburb, a.city, a.region, a.postcode, a.country].filter(Boolean).join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.parcels')} span={2}>
              {r.parcels.map((p) => `${p.courier} ${p.tracking_no}`).join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.weight')}>{r.weight_g === null ? '—' : (r.weight_g / 1000).toFixed(2)}</Descriptions.Item>
            <Descriptions.Item label={t('returns.shipment')}>{r.tracking_no ? `${r.carrier} ${r.tracking_no}` : '—'}</Descriptions.Item>
            {r.label && (
              <Descriptions.Item label={t('returnDetail.label')} span={2}>
                <Typography.Link href={r.label.url} target="_blank">
                  {t('returnDetail.label')}
                </Typography.Link>
              </Descriptions.Item>
            )}
            {r.booking && (
              <Descriptions.Item label={t('returnDetail.booking')} span={2}>
                {`${r.booking.no} · ${r.booking.depot_name} · ${r.booking.date} ${r.booking.start}–${r.booking.end}`}{' '}
                <Tag>{t(`bookingStatus.${r.booking.status}`)}</Tag>
              </Descriptions.Item>
            )}
            {!!r.note && (
              <Descriptions.Item label={t('returnDetail.note')} span={2}>
                {r.note}
              </Descriptions.Item>
            )}
            {!!r.reject_reason && (
              <Descriptions.Item label={t('returnDetail.rejectReason')} span={2}>
                {r.reject_reason}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('waybills.created')} span={2}>
              <SiteTime at={r.created_at} />
            </Descriptions.Item>
          </Descriptions>
          <Photos photos={r.photos} label={t('returnDetail.photos')} />

          {r.actions.length > 0 && <ReturnSteps key={r.status + r.events.length} item={r} step={move} busy={busy} />}

          <div>
            <Typography.Title level={5}>{t('returnDetail.log')}</Typography.Title>
            <Timeline
              items={r.events.map((e) => ({
                content: (
                  <>
                    <SiteTime at={e.at} /> {e.action_text}
                    {e.note ? ` · ${e.note}` : ''}
                  </>
                ),
              }))}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
