// The next steps of a return the server offers (`actions`) that the signed-in roles may take: customer service
// quotes the postage or rejects with a reason; the floor weighs and photographs it, ships it, completes it.
import { Button, Flex, Form, InputNumber, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { currencySymbol } from '@contract/money';
import type { StaffPhotoData } from '@contract/parcel';
import { RETURN_PHOTOS_MAX, type ReturnDetail } from '@contract/returns';
import { mayWorkIn, type StaffArea } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { ConfirmAction } from '../table/ConfirmAction';
import { FormAction } from '../table/FormAction';

/** Each step's area of the office (the server's allow() of its route). */
const AREA: Record<string, StaffArea> = { quote: 'service', reject: 'service', process: 'floor', ship: 'floor', complete: 'floor' };

interface Props {
  item: ReturnDetail;
  /** POSTs /api/staff/return/{step}/{id}; resolves whether the server took it. */
  step(name: string, body?: object): Promise<boolean>;
  busy: string;
}

export function ReturnSteps({ item, step, busy }: Props) {
  const t = useT();
  const { me } = useSession();
  const can = (a: string) => !!me && item.actions.includes(a) && mayWorkIn(me.roles, AREA[a]);
  return (
    <Flex vertical gap={12} className="return-steps">
      {can('quote') && (
        <Form
          layout="inline"
          className="return-quote"
          onFinish={(v: { postage: number }) => void step('quote', { postage: Math.round(v.postage * 100) })}
        >
          <Form.Item name="postage" label={t('returnDetail.postage')} rules={[{ required: true, message: t('detail.required') }]}>
            <InputNumber<number> prefix={currencySymbol(item.currency)} min={0} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy === 'quote'}>
            {t('returnDetail.quote')}
          </Button>
        </Form>
      )}
      {can('process') && <ProcessForm busy={busy === 'process'} onProcess={(body) => void step('process', body)} />}
      <Flex gap={8} wrap>
        {can('ship') && (
          <FormAction
            size="middle"
            label={t('returnDetail.ship')}
            fields={[
              { name: 'carrier', label: t('returnDetail.carrier') },
              { name: 'tracking_no', label: t('returnDetail.trackingNo') },
            ]}
            onSubmit={(v) => step('ship', v)}
          />
        )}
        {can('complete') && (
          <ConfirmAction
            label={t('returnDetail.complete')}
            className="return-complete"
            busy={busy === 'complete'}
            primary
            onConfirm={() => step('complete')}
          />
        )}
        {can('reject') && (
          <FormAction
            size="middle"
            label={t('returnDetail.reject')}
            fields={[{ name: 'reason', label: t('returnDetail.reason') }]}
            onSubmit={(v) => step('reject', v)}
          />
        )}
      </Flex>
    </Flex>
  );
}

/** The weight in kg as the scale reads it (sent in grams) and the photos, uploaded as they are chosen. */
function ProcessForm({ busy, onProcess }: { busy: boolean; onProcess(body: { weight_g: number; photos: string[] }): void }) {
  const t = useT();
  const { post } = useSession();
  const [files, setFiles] = useState<UploadFile<StaffPhotoData>[]>([]);
  const uploaded = files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.file] : []));
  return (
    <Form
      layout="vertical"
      className="return-process"
      onFinish={(v: { kg: number }) => onProcess({ weight_g: Math.round(v.kg * 1000), photos: uploaded })}
    >
      <Form.Item name="kg" label={t('returnDetail.weight')} rules={[{ required: true, message: t('detail.required') }]}>
        <InputNumber<number> min={0.001} max={100} step={0.01} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={t('returnDetail.photos')} required>
        <Upload<StaffPhotoData>
          accept="image/*"
          listType="picture-card"
          maxCount={RETURN_PHOTOS_MAX}
          fileList={files}
          onChange={(e) => setFiles(e.fileList)}
          customRequest={({ file, onSuccess, onError }) => {
            const form = new FormData();
            form.append('file', file);
            post<StaffPhotoData>('/api/staff/upload/photo', form).then(
              (photo) => onSuccess?.(photo),
              (err: Error) => onError?.(err),
            );
          }}
        >
          {t('returnDetail.addPhoto')}
        </Upload>
      </Form.Item>
      <Button htmlType="submit" loading={busy} disabled={!uploaded.length}>
        {t('returnDetail.process')}
      </Button>
    </Form>
  );
}
