// The staff actions of a waybill, by state: receive (direct send at the depot), pack (weight, size,
// photos), track events, handover to a China carrier, carrier sync, delivered, and the problem flag.
// Each form checks what was typed and shows why before any call.
import { Button, Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useZone } from '@/components/Instant';
import { PhotoStrip } from '@/components/PhotoStrip';
import { useT } from '@/locales';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { zoneLocalToIso } from '@/utils/zone-time';
import { cmToMm, kgToGrams } from '@contract/units';
import type { StaffWaybillDetail } from '@contract/waybill';
import type { useStaffOrder } from './useStaffOrder';
import { useStaffPhotos } from './useStaffPhotos';

type Order = ReturnType<typeof useStaffOrder>;
interface Props {
  d: StaffWaybillDetail;
  order: Order;
}

export const CARRIERS = ['SF', 'EMS', 'YTO', 'ZTO', 'STO', 'YUNDA', 'JD'] as const;

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** `stacked`: the label above a wide text input (long labels, long texts). */
function Field({ cls, label, stacked, children }: { cls: string; label: string; stacked?: boolean; children: React.ReactNode }) {
  return (
    <View className={`staff-field ${cls}${stacked ? ' staff-field--stacked' : ''}`}>
      <View className="staff-label">{label}</View>
      {children}
    </View>
  );
}

export function ReceiveAction({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const receive = () =>
    order.run('receive', () => staffApi.receiveWaybill(d.id), {
      confirm: { title: t('staff.receive.submit'), content: t('staff.receive.confirm') },
    });
  return (
    <View className="staff-card order-receive">
      <Button
        className="order-receive-submit"
        type="primary"
        block
        loading={order.busy === 'receive'}
        disabled={!!order.busy}
        onClick={receive}
      >
        {t('staff.receive.submit')}
      </Button>
    </View>
  );
}

export function PackForm({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const [size, setSize] = useState({ weight: '', length: '', width: '', height: '' });
  const [error, setError] = useState('');
  const photos = useStaffPhotos(9);
  const set = (key: keyof typeof size) => (value: string) => setSize((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const weight_g = kgToGrams(size.weight);
    const [length_mm, width_mm, height_mm] = [size.length, size.width, size.height].map(cmToMm);
    const problem = !inRange(weight_g, 1, 100_000)
      ? 'staff.pack.weightInvalid'
      : [length_mm, width_mm, height_mm].some((mm) => !inRange(mm, 1, 5000))
        ? 'staff.pack.dimsInvalid'
        : '';
    setError(problem ? t(problem) : '');
    if (problem || photos.uploading) return;
    const body = {
      weight_g,
      length_mm,
      width_mm,
      height_mm,
      ...(photos.photos.length ? { photo_files: photos.photos.map((p) => p.file) } : {}),
    };
    await order.run('pack', () => staffApi.packWaybill(d.id, body), {
      confirm: {
        title: t('staff.pack.title'),
        content: t('staff.pack.confirm', { kg: size.weight.trim(), l: size.length.trim(), w: size.width.trim(), h: size.height.trim() }),
      },
      done: () => t('staff.pack.done'),
    });
  };

  return (
    <View className="staff-card order-pack">
      <View className="staff-card-title">{t('staff.pack.title')}</View>
      <Field cls="pack-weight" label={t('staff.pack.weight')}>
        <Input type="digit" value={size.weight} onChange={set('weight')} placeholder="0.000" maxLength={10} />
      </Field>
      <Field cls="pack-dims" label={t('staff.pack.dims')}>
        <Input
          className="pack-length"
          type="digit"
          value={size.length}
          onChange={set('length')}
          placeholder={t('staff.pack.length')}
          maxLength={6}
        />
        <View className="staff-times">×</View>
        <Input
          className="pack-width"
          type="digit"
          value={size.width}
          onChange={set('width')}
          placeholder={t('staff.pack.width')}
          maxLength={6}
        />
        <View className="staff-times">×</View>
        <Input
          className="pack-height"
          type="digit"
          value={size.height}
          onChange={set('height')}
          placeholder={t('staff.pack.height')}
          maxLength={6}
        />
      </Field>
      <Field cls="pack-photos" label={t('staff.pack.photos')}>
        <PhotoStrip photos={photos} addLabel={t('staff.pack.addPhoto')} />
      </Field>
      <View className="form-error staff-error pack-error">{error}</View>
      <Button
        className="pack-submit"
        type="primary"
        block
        loading={order.busy === 'pack'}
        disabled={!!order.busy || photos.uploading}
        onClick={submit}
      >
        {t('staff.pack.submit')}
      </Button>
    </View>
  );
}

export function TrackForm({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const zone = useZone();
  const empty = { zh: '', en: '', place: '', time: '' };
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const time = zoneLocalToIso(form.time, zone);
    const problem = !form.zh.trim() || !form.en.trim() ? 'staff.track.textRequired' : time === null ? 'staff.track.timeInvalid' : '';
    setError(problem ? t(problem) : '');
    if (problem) return;
    const body = {
      text_zh: form.zh.trim(),
      text_en: form.en.trim(),
      ...(form.place.trim() ? { place: form.place.trim() } : {}),
      ...(time ? { time } : {}),
    };
    const ok = await order.run('track', () => staffApi.addTrackEvent(d.id, body), {
      done: (answer) => t(answer.added ? 'staff.track.added' : 'staff.track.exists'),
    });
    if (ok) {
      setForm(empty);
      order.reloadTrack();
    }
  };

  return (
    <View className="staff-card order-track-form">
      <View className="staff-card-title">{t('staff.track.title')}</View>
      <Field stacked cls="track-zh" label={t('staff.track.textZh')}>
        <Input ariaLabel={t('staff.track.textZh')} value={form.zh} onChange={set('zh')} placeholder="" maxLength={200} />
      </Field>
      <Field stacked cls="track-en" label={t('staff.track.textEn')}>
        <Input ariaLabel={t('staff.track.textEn')} value={form.en} onChange={set('en')} placeholder="" maxLength={200} />
      </Field>
      <Field stacked cls="track-place" label={t('staff.track.place')}>
        <Input ariaLabel={t('staff.track.place')} value={form.place} onChange={set('place')} placeholder="" maxLength={60} />
      </Field>
      <Field stacked cls="track-time" label={t('staff.track.time')}>
        <Input value={form.time} onChange={set('time')} placeholder="2026-11-21 14:30" maxLength={16} />
      </Field>
      <View className="form-error staff-error track-error">{error}</View>
      <Button className="track-submit" block loading={order.busy === 'track'} disabled={!!order.busy} onClick={submit}>
        {t('staff.track.submit')}
      </Button>
    </View>
  );
}

export function HandoverForm({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const [carrier, setCarrier] = useState('');
  const [otherCode, setOtherCode] = useState('');
  const [no, setNo] = useState('');
  const [error, setError] = useState('');

  const submit = async () => {
    const code = carrier === 'other' ? otherCode.trim().toUpperCase() : carrier;
    const number = no.replace(/[\s-]/g, '').toUpperCase();
    const problem = !/^[A-Za-z0-9_-]{1,20}$/.test(code)
      ? 'staff.handover.carrierRequired'
      : !/^[A-Z0-9]{4,40}$/.test(number)
        ? 'staff.handover.noInvalid'
        : '';
    setError(problem ? t(problem) : '');
    if (problem) return;
    const name = carrier === 'other' ? code : t(`staff.carriers.${code}`);
    const ok = await order.run('handover', () => staffApi.handOver(d.id, { carrier_code: code, carrier_no: number }), {
      confirm: { title: t('staff.handover.title'), content: t('staff.handover.confirm', { carrier: name, no: number }) },
    });
    if (ok) order.reloadTrack();
  };

  return (
    <View className="staff-card order-handover">
      <View className="staff-card-title">{t('staff.handover.title')}</View>
      <View className="staff-label">{t('staff.handover.carrier')}</View>
      <View className="staff-chips handover-carriers">
        {[...CARRIERS, 'other'].map((code) => (
          <View
            key={code}
            className={`staff-chip handover-carrier-${code}${carrier === code ? ' staff-chip--on' : ''}`}
            onClick={() => setCarrier(code)}
          >
            {t(`staff.carriers.${code}`)}
          </View>
        ))}
      </View>
      {carrier === 'other' && (
        <Field stacked cls="handover-other" label={t('staff.handover.otherCode')}>
          <Input ariaLabel={t('staff.handover.otherCode')} value={otherCode} onChange={setOtherCode} placeholder="" maxLength={20} />
        </Field>
      )}
      <Field stacked cls="handover-no" label={t('staff.handover.no')}>
        <Input ariaLabel={t('staff.handover.no')} value={no} onChange={setNo} placeholder="" maxLength={40} />
      </Field>
      <View className="form-error staff-error handover-error">{error}</View>
      <Button className="handover-submit" type="primary" block loading={order.busy === 'handover'} disabled={!!order.busy} onClick={submit}>
        {t('staff.handover.submit')}
      </Button>
    </View>
  );
}

export function CarrierActions({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const sync = async () => {
    const ok = await order.run('sync', () => staffApi.syncTrack(d.id), {
      done: (a) => t('staff.sync.done', { fetched: a.fetched, added: a.added }),
    });
    if (ok) order.reloadTrack();
  };
  const delivered = () =>
    order.run('delivered', () => staffApi.markDelivered(d.id), {
      confirm: { title: t('staff.delivered.submit'), content: t('staff.delivered.confirm') },
    });
  return (
    <View className="staff-card order-carrier-actions">
      {d.carrier && (
        <Button className="sync-submit" block loading={order.busy === 'sync'} disabled={!!order.busy} onClick={sync}>
          {t('staff.sync.submit')}
        </Button>
      )}
      {d.status === 'in_transit' && (
        <Button
          className="delivered-submit"
          type="primary"
          block
          loading={order.busy === 'delivered'}
          disabled={!!order.busy}
          onClick={delivered}
        >
          {t('staff.delivered.submit')}
        </Button>
      )}
    </View>
  );
}

export function ProblemForm({ d, order }: Props) {
  const t = useT();
  const staffApi = useService(staffService);
  const [zh, setZh] = useState('');
  const [en, setEn] = useState('');
  const [error, setError] = useState('');

  const flag = async () => {
    const problem = !zh.trim() || !en.trim() ? 'staff.problem.required' : '';
    setError(problem ? t(problem) : '');
    if (problem) return;
    const ok = await order.run('problem', () => staffApi.flagProblem(d.id, { reason_zh: zh.trim(), reason_en: en.trim() }), {
      done: () => t('staff.problem.flagged'),
    });
    if (ok) {
      setZh('');
      setEn('');
    }
  };
  const clear = () =>
    order.run('clearProblem', () => staffApi.clearProblem(d.id), {
      confirm: { title: t('staff.problem.clear'), content: t('staff.problem.clearConfirm') },
      done: () => t('staff.problem.cleared'),
    });

  return (
    <View className="staff-card order-problem-form">
      <View className="staff-card-title">{t('staff.problem.title')}</View>
      {d.problem && (
        <View className="staff-row order-problem-current">
          <View className="staff-notice staff-notice--problem">{d.problem.reason}</View>
          <Button className="problem-clear" size="small" loading={order.busy === 'clearProblem'} disabled={!!order.busy} onClick={clear}>
            {t('staff.problem.clear')}
          </Button>
        </View>
      )}
      <Field stacked cls="problem-zh" label={t('staff.problem.reasonZh')}>
        <Input ariaLabel={t('staff.problem.reasonZh')} value={zh} onChange={setZh} placeholder="" maxLength={200} />
      </Field>
      <Field stacked cls="problem-en" label={t('staff.problem.reasonEn')}>
        <Input ariaLabel={t('staff.problem.reasonEn')} value={en} onChange={setEn} placeholder="" maxLength={200} />
      </Field>
      <View className="form-error staff-error problem-error">{error}</View>
      <Button className="problem-submit" block loading={order.busy === 'problem'} disabled={!!order.busy} onClick={flag}>
        {t('staff.problem.submit')}
      </Button>
    </View>
  );
}
