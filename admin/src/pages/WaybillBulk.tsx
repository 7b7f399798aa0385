// What the office does to the selected waybills at once: print their labels, dispatch them (the warehouse), push one
// track event, flag one problem, export them as .xlsx or CSV. Each shows only for the roles that may do it.
import { App, Button, Space } from 'antd';
import type { StaffWaybillRow } from '@contract/waybill';
import type { DispatchData } from '@contract/waybill';
import { useT } from '../i18n';
import { useSession } from '../session';
import { FormAction } from '../table/FormAction';

export function WaybillBulk({ rows, done }: { rows: StaffWaybillRow[]; done(): void }) {
  const t = useT();
  const { post, openFile, download, me } = useSession();
  const { message } = App.useApp();
  const ids = rows.map((r) => r.id).join(',');
  const floor = !!me?.areas.includes('floor');
  const failed = (err: Error) => message.error(err.message || t('error.network'));
  /** POSTs a move on the selection; true when it went through (its form closes). */
  const move = async (path: string, body: object, said: (data: never) => string) => {
    try {
      message.success(said(await post<never>(path, { ids: rows.map((r) => r.id), ...body })));
      done();
      return true;
    } catch (err) {
      failed(err as Error);
      return false;
    }
  };
  return (
    <Space wrap className="waybill-bulk">
      {floor && (
        <Button className="bulk-labels" onClick={() => void openFile(`/api/staff/label/waybills?ids=${ids}`).catch(failed)}>
          {t('bulk.labels')}
        </Button>
      )}
      {floor && (
        <Button
          type="primary"
          className="bulk-dispatch"
          disabled={!rows.every((r) => r.status === 'pending_dispatch')}
          onClick={() =>
            void move('/api/staff/order/dispatch', {}, (d: DispatchData) =>
              t('waybills.dispatched', { n: d.results.filter((r) => r.ok).length }),
            )
          }
        >
          {t('waybills.dispatch')}
        </Button>
      )}
      <FormAction
        size="middle"
        label={t('bulk.track')}
        fields={[
          { name: 'text_zh', label: t('bulk.textZh') },
          { name: 'text_en', label: t('bulk.textEn') },
          { name: 'place', label: t('bulk.place'), optional: true },
        ]}
        onSubmit={(event) => move('/api/staff/order/track', event, (d: { added: number }) => t('bulk.tracked', { n: d.added }))}
      />
      <FormAction
        size="middle"
        label={t('bulk.problem')}
        fields={[
          { name: 'reason_zh', label: t('detail.reasonZh') },
          { name: 'reason_en', label: t('detail.reasonEn') },
        ]}
        onSubmit={(reason) => move('/api/staff/order/problem', reason, (d: { flagged: number }) => t('bulk.flagged', { n: d.flagged }))}
      />
      <Button onClick={() => void download(`/api/staff/order/export?format=xlsx&ids=${ids}`).catch(failed)}>{t('bulk.xlsx')}</Button>
      <Button onClick={() => void download(`/api/staff/order/export?format=csv&ids=${ids}`).catch(failed)}>{t('bulk.csv')}</Button>
    </Space>
  );
}
