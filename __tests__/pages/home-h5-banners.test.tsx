// The home carousel as the H5 build has it (Banners.h5.tsx): autoplay, the loop over copies, swipes and taps.
import Taro from '@tarojs/taro';
import HomePage from '@/pages/home/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

jest.mock('@/pages/home/Banners', () => jest.requireActual('@/pages/home/Banners.h5'));

const banner = (id: number, code: string, route: string) => ({
  id,
  code,
  title: `banner ${code}`,
  subtitle: '',
  image_url: '',
  route,
  colors: null,
});

async function openHome(banners: unknown[]) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp({ 'GET /api/home/lst': { banners, entries: [] } });
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] }); // mounting waits for a frame
  const page = await mountPage(HomePage, new RootStore(fake.http));
  // The server's banners arrive without a timer moving: the clock below starts when they show.
  for (let round = 0; round < 5; round++) await page.utils.act(() => jest.advanceTimersByTimeAsync(0));
  expect(page.$('.home-banner-slide--a')).not.toBeNull();
  const wait = (ms: number) => page.utils.act(() => jest.advanceTimersByTime(ms));
  const track = () => page.$('.home-carousel-track');
  const activeDot = () => [...document.querySelectorAll('.home-carousel-dot')].findIndex((d) => d.className.includes('--active'));
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    page.utils.act(() => {
      page.utils.fireEvent[type](track(), { touches: type === 'touchEnd' ? [] : [{ clientX: x, clientY: 50 }] } as never);
    });
  return { page, wait, track, activeDot, touch };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia; // jsdom has none; one test sets it
});

it('turns every 5 s with a 500 ms slide, and loops from the last banner to the first through its copy', async () => {
  const three = [banner(1, 'a', ''), banner(2, 'b', ''), banner(3, 'c', '')];
  const { page, wait, track, activeDot, touch } = await openHome(three);
  // A copy of the last banner before the first and of the first after the last; the copies are hidden from readers.
  expect([...document.querySelectorAll('.home-carousel-item .home-banner-title')].map((e) => e.textContent)).toEqual([
    'banner c',
    'banner a',
    'banner b',
    'banner c',
    'banner a',
  ]);
  expect(document.querySelectorAll('.home-carousel-item[aria-hidden="true"]')).toHaveLength(2);
  expect(page.$('.home-carousel').getAttribute('aria-label')).toBe('推荐');
  expect(track().style.transform).toBe('translateX(calc(-100% + 0px))');
  expect(activeDot()).toBe(0);
  wait(4999);
  expect(activeDot()).toBe(0);
  wait(1);
  expect(track().style.transform).toBe('translateX(calc(-200% + 0px))');
  expect(track().style.transition).toBe('transform 500ms ease');
  expect(activeDot()).toBe(1);
  wait(5000);
  wait(5000); // c, then the copy of a
  expect(track().style.transform).toBe('translateX(calc(-400% + 0px))');
  expect(activeDot()).toBe(0);
  // A swipe on, before the copy is swapped back, stays on the copy rather than leaving the slides.
  touch('touchStart', 300);
  touch('touchMove', 200);
  touch('touchEnd', 200);
  expect(track().style.transform).toBe('translateX(calc(-400% + 0px))');
  wait(500); // the slide has ended: the real first banner takes the copy's place, without a transition
  expect(track().style.transform).toBe('translateX(calc(-100% + 0px))');
  expect(track().style.transition).toBe('none');
});

it('follows a swipe, and the tap that ends a swipe does not open the banner; a tap does', async () => {
  const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const two = [banner(1, 'a', '/pages/time-price/index'), banner(2, 'b', '/pages/embargo/index')];
  const { page, wait, track, activeDot, touch } = await openHome(two);
  touch('touchStart', 300);
  touch('touchMove', 250);
  expect(track().style.transform).toBe('translateX(calc(0% + -50px))');
  wait(6000); // no autoplay while the finger is down
  expect(activeDot()).toBe(0);
  touch('touchMove', 200);
  touch('touchEnd', 200);
  page.click('.home-banner-slide--a');
  expect(navigate).not.toHaveBeenCalled();
  expect(track().style.transform).toBe('translateX(calc(-100% + 0px))');
  expect(activeDot()).toBe(1);
  // Two banners do not loop: a swipe past the last is held back to a third and springs back.
  touch('touchStart', 300);
  touch('touchMove', 150);
  expect(track().style.transform).toBe('translateX(calc(-100% + -50px))');
  touch('touchEnd', 150);
  expect(activeDot()).toBe(1);
  touch('touchStart', 100);
  touch('touchEnd', 100);
  page.click('.home-banner-slide--b');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/embargo/index' });
  wait(5000); // autoplay from the last of two goes back to the first
  expect(activeDot()).toBe(0);
});

it('does not move by itself for a user who asks for reduced motion', async () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
  const { wait, activeDot } = await openHome([banner(1, 'a', ''), banner(2, 'b', ''), banner(3, 'c', '')]);
  for (let i = 0; i < 4; i++) wait(5000);
  expect(activeDot()).toBe(0);
});
