// The floor pages with a keyboard-wedge scanner (the desk's is with the other desk tests, reservation.test.tsx): it types the code and Enter into the focused scan field. Each
// scan acts at once, shows its result big with a tone, the focus comes back to the field, and a scanner's repeat
// within the window acts once.
import Taro from '@tarojs/taro';
import StaffCheckinPage from '@/pages/staff/checkin';
import StaffDispatchPage from '@/pages/staff/dispatch';
import StaffOrdersPage from '@/pages/staff/orders';
import { ApiError } from '@/services/request';
import { focusedOn, listenForTones, scanInput, wedge } from '../support/scanner';
import { mountStaffPage } from '../support/staff-page';

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

const now = '2026-11-21T00:00:00Z';
const emptyList = { list: [], total: 0, page: 1, page_size: 50 };
const page1 = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });
const parcel = { id: 11, status: 'in_warehouse', tracking_no: 'NZP300001', weight_g: 900, location: 'A-01', member_code: 'NZ10086' };
const row = (id: number, no: string, status = 'pending_dispatch') => ({
  id,
  no,
  kind: 'pack',
  status,
  member_code: 'NZ10086',
  recipient_name: '张三',
  recipient_city: '上海',
  parcel_count: 1,
  weight_g: 2500,
  channel: { code: 'air', name: '空运' },
  problem: null,
  created_at: now,
});

const tones = listenForTones();

describe('check-in by scanner', () => {
  const answers = (checkin: unknown) => ({ 'GET /api/staff/parcel/lst': emptyList, 'POST /api/staff/parcel/checkin': checkin });

  it('is focused on opening; a scan asks for the weight, its Enter checks in, the result is big and the focus comes back', async () => {
    const { page, calls } = await mountStaffPage(StaffCheckinPage, 'staff', answers({ result: 'matched', parcel }), '/pages/staff/checkin');
    expect(await focusedOn(page, 'checkin')).toBe(true);
    await wedge(page, 'NZP300001');
    expect(page.text('.checkin-scan-result--ask')).toBe('NZP300001:请输入重量后回车');
    await page.settle();
    expect(document.activeElement).toBe(page.$('.checkin-weight input'));
    await wedge(page, '0.9');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/staff/parcel/checkin', body: { tracking_no: 'NZP300001', weight_g: 900 } },
    ]);
    expect(page.text('.checkin-scan-result--ok')).toBe('NZP300001 → 货位 A-01 · 已匹配客户预报');
    expect(tones).toEqual([1320]);
    expect(await focusedOn(page, 'checkin')).toBe(true);
  });

  it('a number checked in already answers red with the server reason and the error tone', async () => {
    const { page } = await mountStaffPage(
      StaffCheckinPage,
      'staff',
      answers(() => Promise.reject(new ApiError(42009, '该快递单号已入库'))),
      '/pages/staff/checkin',
    );
    await page.type('.checkin-weight', '0.9');
    scanInput(page, 'checkin').focus();
    await wedge(page, 'NZP300001');
    expect(page.text('.checkin-scan-result--error')).toBe('NZP300001: 该快递单号已入库');
    expect(tones).toEqual([220]);
    expect((scanInput(page, 'checkin') as HTMLInputElement).value).toBe('');
    expect(await focusedOn(page, 'checkin')).toBe(true);
  });

  it("a scanner's repeat within 1.5 s acts once; the same code later acts again", async () => {
    let clock = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const { page, calls } = await mountStaffPage(StaffCheckinPage, 'staff', answers({ result: 'matched', parcel }), '/pages/staff/checkin');
    const posts = () => calls.filter((c) => c.method === 'POST').length;
    for (const code of ['NZP300001', 'NZP300001']) {
      await page.type('.checkin-weight', '0.9');
      scanInput(page, 'checkin').focus();
      await wedge(page, code);
      clock += 400;
    }
    expect(posts()).toBe(1);
    clock += 1500;
    await page.type('.checkin-weight', '0.9');
    scanInput(page, 'checkin').focus();
    await wedge(page, 'NZP300001');
    expect(posts()).toBe(2);
  });

  it('a tap elsewhere gives the focus back shortly; another input focused on purpose keeps it', async () => {
    const { page } = await mountStaffPage(StaffCheckinPage, 'staff', answers({ result: 'matched', parcel }), '/pages/staff/checkin');
    expect(await focusedOn(page, 'checkin')).toBe(true);
    page.utils.act(() => scanInput(page, 'checkin').blur());
    expect(document.activeElement).toBe(document.body);
    await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(document.activeElement).toBe(scanInput(page, 'checkin'));
    const location = page.$('.checkin-location input');
    page.utils.act(() => location.focus());
    await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(document.activeElement).toBe(location);
  });
});

describe('dispatch by scanner', () => {
  const listed = page1([row(1, 'NZ0000000011'), row(2, 'NZ0000000022')]);
  const lookups: Record<string, object> = {
    NZ0000000099: page1([]),
    NZ0000000077: page1([row(7, 'NZ0000000077', 'in_transit')]),
    NZ0000000033: page1([row(3, 'NZ0000000033')]),
  };

  it('each scan adds its waybill (or says why not); Enter on the empty field asks once more, the second dispatches', async () => {
    const { page, calls, modal } = await (async () => {
      const modalSpy = jest.spyOn(Taro, 'showModal');
      const mounted = await mountStaffPage(
        StaffDispatchPage,
        'staff',
        {
          'GET /api/staff/order/lst': (q: { keyword?: string }) => (q.keyword ? lookups[q.keyword] : listed),
          'POST /api/staff/order/dispatch': {
            results: [
              { id: 2, ok: true, status: 200, msg: '' },
              { id: 3, ok: true, status: 200, msg: '' },
            ],
            batch: { id: 4, no: 'B20261121-01' },
          },
        },
        '/pages/staff/dispatch',
      );
      return { ...mounted, modal: modalSpy };
    })();
    expect(await focusedOn(page, 'dispatch')).toBe(true);
    await wedge(page, 'nz0000000022');
    expect(page.text('.dispatch-scan-result--ok')).toBe('NZ0000000022 → 已加入发出清单,共 1 单');
    expect(page.text('.dispatch-count')).toBe('已选 1 单');
    await wedge(page, 'NZ0000000099');
    expect(page.text('.dispatch-scan-result--error')).toBe('未找到运单 NZ0000000099');
    await wedge(page, 'NZ0000000077');
    expect(page.text('.dispatch-scan-result--error')).toBe('NZ0000000077 当前为「运输中」,不能发出');
    await wedge(page, 'NZ0000000033');
    expect(page.text('.dispatch-scan-result--ok')).toBe('NZ0000000033 → 已加入发出清单,共 2 单');
    expect(page.$('.dispatch-item-3.dispatch-item--on')).not.toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await wedge(page, '');
    expect(page.text('.dispatch-scan-result--ask')).toBe('再按一次回车发出 2 单,或继续扫描');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await wedge(page, '');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/staff/order/dispatch', body: { ids: [2, 3] } }]);
    expect(modal).not.toHaveBeenCalled();
    expect(page.text('.dispatch-scan-result--ok')).toBe('已发出 2 单');
    expect(await focusedOn(page, 'dispatch')).toBe(true);
  });
});

describe('pack by scanner', () => {
  it('a scanned waybill number opens that waybill; an unknown one says so', async () => {
    const { page, nav } = await mountStaffPage(
      StaffOrdersPage,
      'staff',
      {
        'GET /api/staff/order/lst': (q: { keyword?: string }) =>
          q.keyword === 'NZ0000000055'
            ? page1([row(6, 'NZ0000000556', 'pending_pack'), row(5, 'NZ0000000055', 'pending_pack')])
            : page1([]),
      },
      '/pages/staff/orders',
    );
    expect(await focusedOn(page, 'orders')).toBe(true);
    await wedge(page, 'NZ0000000055');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/staff/order?id=5' });
    expect(page.text('.orders-scan-result--ok')).toBe('NZ0000000055 → 打开运单(待打包)');
    await wedge(page, 'NZ0000000099');
    expect(page.text('.orders-scan-result--error')).toBe('未找到运单 NZ0000000099');
    expect(nav).toHaveBeenCalledTimes(1);
  });
});
