// One dispatch batch (GET /api/staff/dispatch/batch/detail/{id}) in a drawer: its waybills (each opens on the
// waybills page), its labels to print and its customs manifest to download (each download is logged and listed).
import { App, Button, Drawer, Flex, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DispatchBatchDetail, ManifestFormat } from '@contract/operations';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';

type BatchWaybill = DispatchBatchDetail['waybills'][number];
type Download = DispatchBatchDetail['downloads'][number];

export function BatchDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const t = useT();
  const { get, download, openFile } = useSession();
  const { message } = App.useApp();
  const [d, setD] = useState<DispatchBatchDetail | null>(null);
  const failed = (err: Error) => void message.error(err.message || t('error.network'));

  const load = useCallback(() => {
    if (id)
      get<DispatchBatchDetail>(`/api/staff/dispatch/batch/detail/${id}`).then(setD, (err: Error) =>
        message.error(err.message || t('error.network')),
      );
  }, [id, get, message, t]);
  useEffect(() => {
    setD(null);
    load();
  }, [load]);

  // A download is logged on the batch: read it again to list it.
  const manifest = (format: ManifestFormat) => download(`/api/staff/manifest/${format}/${id}`).then(load, failed);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={d ? <Typography.Text copyable>{d.no}</Typography.Text> : t('batches.title')}
      loading={!d}
    >
      {d && (
        <Flex vertical gap={20}>
          <Space wrap>
            <Button className="batch-labels" type="primary" onClick={() => void openFile(`/api/staff/label/batch/${d.id}`).catch(failed)}>
              {t('batches.labels')}
            </Button>
            <Button className="batch-manifest-csv" onClick={() => void manifest('csv')}>
              {t('batches.manifestCsv')}
            </Button>
            <Button className="batch-manifest-xlsx" onClick={() => void manifest('xlsx')}>
              {t('batches.manifestXlsx')}
            </Button>
          </Space>
          <Typography.Text type="secondary">
            {t('batches.created')} <SiteTime at={d.created_at} />
          </Typography.Text>
          <Table<BatchWaybill>
            className="batch-waybills"
            size="small"
            rowKey="id"
            title={() => t('batches.list')}
            pagination={false}
            dataSource={d.waybills}
            columns={[
              { key: 'no', title: t('waybills.no'), render: (_, w) => <Link to={`/waybills?open=${w.id}`}>{w.no}</Link> },
              { key: 'status', title: t('waybills.status'), render: (_, w) => <Tag>{t(`status.${w.status}`)}</Tag> },
            ]}
          />
          <Table<Download>
            size="small"
            rowKey={(x) => `${x.at}-${x.format}`}
            title={() => t('batches.downloads')}
            pagination={false}
            dataSource={d.downloads}
            locale={{ emptyText: <Typography.Text type="secondary">{t('batches.none')}</Typography.Text> }}
            columns={[
              { key: 'staff', title: t('batches.staff'), dataIndex: 'staff' },
              { key: 'format', title: t('batches.format'), render: (_, x) => x.format.toUpperCase() },
              { key: 'at', title: t('batches.at'), render: (_, x) => <SiteTime at={x.at} /> },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
