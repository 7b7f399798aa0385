import type { Http } from '@/services/request';
import { deleteTrackHistory, getTrackLog, listTrackHistory } from '@/services/tracking';
import { cancelWaybill, checkWaybillNo, listWaybills } from '@/services/waybill';

function recorder() {
  const calls: unknown[][] = [];
  const http = {
    get: (...args: unknown[]) => {
      calls.push(['GET', ...args]);
      return Promise.resolve({});
    },
    post: (...args: unknown[]) => {
      calls.push(['POST', ...args]);
      return Promise.resolve({});
    },
  } as unknown as Http;
  return { http, calls };
}

it('the track page remembers its queries (token sent); the waybill pages read the track without adding to them', async () => {
  const { http, calls } = recorder();
  await getTrackLog(http, 'NZ1118356454', { remember: true });
  await getTrackLog(http, 'NZ1118356454');
  expect(calls).toEqual([
    ['GET', '/api/order/v2/log', { no: 'NZ1118356454' }, { auth: true }],
    ['GET', '/api/order/v2/log', { no: 'NZ1118356454' }, { auth: false }],
  ]);
});

it('calls the paths of the contract', async () => {
  const { http, calls } = recorder();
  await listTrackHistory(http);
  await deleteTrackHistory(http, 3);
  await listWaybills(http, { status: 'awaiting', page: 1, page_size: 20 });
  await cancelWaybill(http, 4);
  await checkWaybillNo(http, 'NZ1118356454');
  expect(calls.map((c) => `${c[0]} ${c[1]}`)).toEqual([
    'GET /api/track/history/lst',
    'POST /api/track/history/delete/3',
    'GET /api/order/lst',
    'POST /api/order/cancel/4',
    'GET /api/order/check_no',
  ]);
});
