// One claim (GET /api/staff/claim/detail/{id}) in a drawer beside the queue: the claim and its target, the
// customer's account and photos beside the warehouse's record, the amounts, the log, and the moves the server offers
// in its state (`actions`) that the signed-in roles may make: review, ask, decide (a second approval where the
// server asks for it), pay (finance), close, the carrier's reference. A refusal shows the server's message.
import { Descriptions, Drawer, Flex, Tag, Timeline, Typography } from 'antd';
import type { StaffClaimDecideRequest, StaffClaimDetail } from '@contract/claim';
import { formatMoney } from '@contract/money';
import { mayWorkIn } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { ConfirmAction } from '../table/ConfirmAction';
import { FormAction } from '../table/FormAction';
import { useDetail } from '../table/useDetail';
import { MemberCell, Photos } from './cells';
import { ClaimDecide } from './ClaimDecide';

type Move = StaffClaimDetail['actions'][number];

interface Props {
  id: number | null;
  onClose(): void;
  /** A move changed the claim: the list reads its page again. */
  onChanged(): void;
}

export function ClaimDetail({ id, onClose, onChanged }: Props) {
  const t = useT();
  const { me } = useSession();
  const { detail: c, busy, move } = useDetail<StaffClaimDetail>('/api/staff/claim', id, onChanged);
  // Paying moves money: finance's roles; every other move is customer service's.
  const may = (a: Move) => !!c && !!me && c.actions.includes(a) && mayWorkIn(me.roles, a === 'pay' ? 'money' : 'service');
  const money = (minor: number) => (c ? formatMoney(minor, c.currency) : '');

  // The moves that need no more than a click or a line stay in sight below the claim (the drawer's footer).
  const moves = c && (
    <Flex gap={8} wrap>
      {may('review') && (
        <ConfirmAction
          label={t('claim.review')}
          className="claim-review"
          busy={busy === 'review'}
          primary
          onConfirm={() => move('review')}
        />
      )}
      {may('ask') && (
        <FormAction
          size="middle"
          label={t('claim.ask')}
          fields={[{ name: 'message', label: t('claim.askText') }]}
          onSubmit={(v) => move('ask', v)}
        />
      )}
      {may('pay') && (
        <ConfirmAction label={t('claim.pay')} className="claim-pay" busy={busy === 'pay'} primary onConfirm={() => move('pay')} />
      )}
      {may('close') && (
        <ConfirmAction label={t('claim.close')} className="claim-close" busy={busy === 'close'} onConfirm={() => move('close')} />
      )}
      {may('carrier_ref') && (
        <FormAction
          size="middle"
          label={t('claim.saveRef')}
          fields={[{ name: 'carrier_ref', label: t('claim.carrierRef') }]}
          onSubmit={(v) => move('carrier_ref', v)}
        />
      )}
    </Flex>
  );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={c ? <Typography.Text copyable>{c.no}</Typography.Text> : t('claim.detail')}
      loading={!c}
      className="claim-detail"
      footer={moves}
    >
      {c && (
        <Flex vertical gap={20}>
          <Descriptions column={2} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('waybills.status')}>
              <Tag className="claim-detail-status">{t(`claimStatus.${c.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('claims.type')}>{c.type_text}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.member')}>
              <MemberCell row={c} />
            </Descriptions.Item>
            <Descriptions.Item label={t('claims.target')}>{c.target_no}</Descriptions.Item>
            <Descriptions.Item label={t('claims.amount')}>{money(c.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('claims.approved')}>
              {c.approved_amount === null ? '—' : money(c.approved_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('claim.suggested')}>{money(c.suggested)}</Descriptions.Item>
            <Descriptions.Item label={t('claim.compensation')}>{t(`claim.${c.compensation}`)}</Descriptions.Item>
            <Descriptions.Item label={t('claim.max')} span={2}>
              {money(c.max.amount)} <Typography.Text type="secondary">{c.max.basis}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('claim.reason')}>{c.reason_text || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('claim.carrierRef')}>{c.carrier_ref || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.created')} span={2}>
              <SiteTime at={c.created_at} />
            </Descriptions.Item>
          </Descriptions>

          <Customer claim={c} />
          <Evidence claim={c} />

          {c.proposed && (
            <Tag color="orange" className="claim-proposed">
              {t('claim.proposed', { name: c.proposed.by_name, amount: money(c.proposed.amount) })}
            </Tag>
          )}
          {may('decide') && (
            <ClaimDecide key={c.status + c.events.length} claim={c} decide={(body: StaffClaimDecideRequest) => move('decide', body)} />
          )}

          <div>
            <Typography.Title level={5}>{t('claim.log')}</Typography.Title>
            <Timeline
              className="claim-log"
              items={c.events.map((e) => ({
                content: (
                  <Flex vertical gap={4}>
                    <span>
                      <SiteTime at={e.at} /> {e.action_text} · {e.by_name}
                      {e.amount ? ` · ${money(e.amount)}` : ''}
                      {e.reason_text ? ` · ${e.reason_text}` : ''}
                    </span>
                    {e.message && <Typography.Text type="secondary">{e.message}</Typography.Text>}
                    <Photos photos={e.photos} label={e.action_text} />
                  </Flex>
                ),
              }))}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}

/** What the customer says happened, with their photos and proof of value. */
function Customer({ claim }: { claim: StaffClaimDetail }) {
  const t = useT();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('claim.description')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{claim.description}</Typography.Paragraph>
      <Photos photos={claim.photos} label={t('claim.photos')} className="claim-photos" />
      {claim.proof.length > 0 && <Typography.Text type="secondary">{t('claim.proof')}</Typography.Text>}
      <Photos photos={claim.proof} label={t('claim.proof')} />
    </Flex>
  );
}

/** The warehouse's own record of the waybill: weight and size, packing and check-in photos, the declared goods. */
function Evidence({ claim }: { claim: StaffClaimDetail }) {
  const t = useT();
  const e = claim.evidence;
  const size = e.length_mm === null ? '—' : [e.length_mm, e.width_mm, e.height_mm].map((mm) => (mm ?? 0) / 10).join(' × ');
  return (
    <Flex vertical gap={8} className="claim-evidence">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('claim.evidence')}
      </Typography.Title>
      <Descriptions column={2} size="small">
        <Descriptions.Item label={t('waybills.weight')}>{e.weight_g === null ? '—' : (e.weight_g / 1000).toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.size')}>{size}</Descriptions.Item>
        <Descriptions.Item label={t('claim.goods')} span={2}>
          {e.goods.map((g) => `${g.name} × ${g.quantity} (${formatMoney(g.unit_value, claim.currency)})`).join(', ') || '—'}
        </Descriptions.Item>
      </Descriptions>
      <Photos photos={e.packing_photos} label={t('claim.packing')} />
      {e.parcels
        .filter((p) => p.photos.length > 0)
        .map((p) => (
          <Flex key={p.id} vertical gap={4}>
            <Typography.Text type="secondary">{p.tracking_no}</Typography.Text>
            <Photos photos={p.photos} label={p.tracking_no} />
          </Flex>
        ))}
    </Flex>
  );
}
