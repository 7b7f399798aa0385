import TestUtils from '@tarojs/test-utils-react';
import { TrackTimeline } from '@/components/TrackTimeline';

const event = (time: string, text: string) => ({
  time,
  time_local: time.slice(0, 16).replace('T', ' '),
  place: 'Auckland',
  text,
  source: 'staff' as const,
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function render(events: ReturnType<typeof event>[]) {
  const utils = new TestUtils();
  await utils.mount(() => <TrackTimeline events={events} emptyText="暂无物流信息" />, {});
  return utils;
}

it('orders events newest first, whatever order they come in, and marks the newest', async () => {
  await render([event('2026-01-01T00:00:00Z', '已揽收'), event('2026-01-03T00:00:00Z', '已签收'), event('2026-01-02T00:00:00Z', '运输中')]);
  const texts = Array.from(document.querySelectorAll('.track-event-text')).map((e) => e.textContent);
  expect(texts).toEqual(['已签收', '运输中', '已揽收']);
  expect(document.querySelector('.track-event--latest .track-event-text')?.textContent).toBe('已签收');
  expect(document.querySelectorAll('.track-event--latest')).toHaveLength(1);
  expect(document.querySelector('.track-event-place')?.textContent).toBe('Auckland');
});

it('says so when there is no event', async () => {
  await render([]);
  expect(document.querySelector('.track-timeline--empty')?.textContent).toBe('暂无物流信息');
});
