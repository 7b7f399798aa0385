// One waybill of the site (GET /api/staff/order/detail/{id}) in a drawer beside the list, with the moves the phone
// page offers in its state: receive a direct send, pack (weight and size), mark delivered, flag or clear a problem.
import { App, Button, Descriptions, Drawer, Flex, Form, Input, InputNumber, Popconfirm, Tag, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@contract/money';
import type { PackRequest, ProblemRequest, StaffWaybillDetail, WaybillStatus } from '@contract/waybill';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';

const OPEN: WaybillStatus[] = ['pending_receipt', 'pending_pack', 'pending_payment', 'pending_dispatch', 'in_transit'];

interface Props {
  id: number | null;
  onClose(): void;
  /** A move changed the waybill: the list reads its page again. */
  onChanged(): void;
}

export function WaybillDetail({ id, onClose, onChanged }: Props) {
  const t = useT();
  const { get, post, me } = useSession();
  const { message } = App.useApp();
  const [d, setD] = useState<StaffWaybillDetail | null>(null);
  const [busy, setBusy] = useState('');

  const load = useCallback(() => {
    if (id)
      get<StaffWaybillDetail>(`/api/staff/order/detail/${id}`).then(setD, (err: Error) => message.error(err.message || t('error.network')));
  }, [id, get, message, t]);
  useEffect(() => {
    setD(null);
    load();
  }, [load]);

  const move = async (name: string, path: string, body?: object) => {
    setBusy(name);
    try {
      setD(await post<StaffWaybillDetail>(path, body));
      message.success(t('detail.done'));
      onChanged();
    } catch (err) {
      message.error((err as Error).message || t('error.network'));
    } finally {
      setBusy('');
    }
  };
  const floor = !!me?.areas.includes('floor');

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={d ? <Typography.Text copyable>{d.no}</Typography.Text> : t('waybills.title')}
      loading={!d}
    >
      {d && (
        <Flex vertical gap={20}>
          <Descriptions column={2} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('waybills.status')}>
              <Tag>{t(`status.${d.status}`)}</Tag>
              {d.problem && <Tag color="red">{d.problem.reason}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.member')}>{d.customer_deleted ? t('waybills.deleted') : d.member_code}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.channel')}>{d.channel.name}</Descriptions.Item>
            <Descriptions.Item label={t('detail.parcels')}>{d.parcels.map((p) => p.tracking_no).join(', ')}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.recipient')} span={2}>
              {[
                d.recipient.name,
                d.recipient.mobile,
                d.recipient.province,
                d.recipient.city,
                d.recipient.district,
                d.recipient.address,
              ].join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.weight')}>{d.weight_g === null ? '—' : (d.weight_g / 1000).toFixed(2)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.size')}>
              {d.dimensions.length_mm === null
                ? '—'
                : [d.dimensions.length_mm, d.dimensions.width_mm, d.dimensions.height_mm].map((mm) => (mm ?? 0) / 10).join(' × ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.amount')}>{d.charge ? formatMoney(d.charge.total, d.currency) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.created')}>
              <SiteTime at={d.created_at} />
            </Descriptions.Item>
          </Descriptions>

          {floor && d.status === 'pending_receipt' && (
            <Popconfirm title={t('detail.receive')} onConfirm={() => move('receive', `/api/staff/order/receive/${d.id}`)}>
              <Button type="primary" loading={busy === 'receive'}>
                {t('detail.receive')}
              </Button>
            </Popconfirm>
          )}
          {floor && d.status === 'pending_pack' && (
            <PackForm busy={busy === 'pack'} onPack={(body) => move('pack', `/api/staff/order/pack/${d.id}`, body)} />
          )}
          {floor && d.status === 'in_transit' && (
            <Popconfirm title={t('detail.delivered')} onConfirm={() => move('delivered', `/api/staff/order/delivered/${d.id}`)}>
              <Button loading={busy === 'delivered'}>{t('detail.delivered')}</Button>
            </Popconfirm>
          )}
          {OPEN.includes(d.status) &&
            (d.problem ? (
              <Button danger loading={busy === 'problem'} onClick={() => move('problem', `/api/staff/order/problem/clear/${d.id}`)}>
                {t('detail.clearProblem')}
              </Button>
            ) : (
              <ProblemForm busy={busy === 'problem'} onFlag={(body) => move('problem', `/api/staff/order/problem/${d.id}`, body)} />
            ))}

          <div>
            <Typography.Title level={5}>{t('detail.history')}</Typography.Title>
            <Timeline
              items={d.history.map((step) => ({
                content: (
                  <>
                    <SiteTime at={step.at} /> {t(`status.${step.status}`)}
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

/** Weight in kg and size in cm, as the scale and the tape read; sent in grams and millimetres. */
function PackForm({ busy, onPack }: { busy: boolean; onPack(body: PackRequest): void }) {
  const t = useT();
  const cm = { min: 0.1, max: 500, step: 0.1, style: { width: 110 } };
  return (
    <Form
      layout="inline"
      className="waybill-pack"
      onFinish={(v: { kg: number; l: number; w: number; h: number }) =>
        onPack({
          weight_g: Math.round(v.kg * 1000),
          length_mm: Math.round(v.l * 10),
          width_mm: Math.round(v.w * 10),
          height_mm: Math.round(v.h * 10),
        })
      }
    >
      <Form.Item name="kg" label={t('waybills.weight')} rules={[{ required: true, message: t('detail.required') }]}>
        <InputNumber min={0.001} max={100} step={0.01} style={{ width: 110 }} />
      </Form.Item>
      {(['l', 'w', 'h'] as const).map((k) => (
        <Form.Item key={k} name={k} label={t(`detail.${k}`)} rules={[{ required: true, message: t('detail.required') }]}>
          <InputNumber {...cm} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('detail.pack')}
      </Button>
    </Form>
  );
}

/** The reason in both languages: the customer reads it in theirs. */
function ProblemForm({ busy, onFlag }: { busy: boolean; onFlag(body: ProblemRequest): void }) {
  const t = useT();
  return (
    <Form layout="vertical" onFinish={(v: ProblemRequest) => onFlag({ reason_zh: v.reason_zh.trim(), reason_en: v.reason_en.trim() })}>
      <Form.Item
        name="reason_zh"
        label={t('detail.reasonZh')}
        rules={[{ required: true, whitespace: true, message: t('detail.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="reason_en"
        label={t('detail.reasonEn')}
        rules={[{ required: true, whitespace: true, message: t('detail.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Button danger htmlType="submit" loading={busy}>
        {t('detail.flagProblem')}
      </Button>
    </Form>
  );
}
