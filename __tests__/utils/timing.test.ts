import { debounce, throttle } from '@/utils/timing';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('debounce', () => {
  it('calls once, after the wait, with the last arguments', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('a');
    d('b');
    d('c');
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['c']]);
  });

  it('restarts the wait on every call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d(1);
    jest.advanceTimersByTime(80);
    d(2);
    jest.advanceTimersByTime(80);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(fn.mock.calls).toEqual([[2]]);
  });

  it('defaults to 500 ms', () => {
    const fn = jest.fn();
    const d = debounce(fn);
    d();
    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('fires again for a later burst', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('first');
    jest.advanceTimersByTime(100);
    d('second');
    jest.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['first'], ['second']]);
  });

  it('cancel drops the pending call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('x');
    d.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    d('y'); // still usable after cancel
    jest.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['y']]);
  });

  it('flush runs the pending call now, once', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('a', 1);
    d('b', 2);
    d.flush();
    expect(fn.mock.calls).toEqual([['b', 2]]);
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush with nothing pending does nothing', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d.flush();
    d('a');
    jest.advanceTimersByTime(100);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('lets the wrapped function re-arm the debounce', () => {
    const seen: number[] = [];
    const d = debounce((n: number) => {
      seen.push(n);
      if (n < 3) d(n + 1);
    }, 100);
    d(1);
    jest.advanceTimersByTime(100);
    expect(seen).toEqual([1]);
    jest.advanceTimersByTime(200);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps `this` of the last call', () => {
    const obj = {
      name: 'form',
      seen: [] as string[],
      save: debounce(function (this: { name: string; seen: string[] }, v: string) {
        this.seen.push(`${this.name}:${v}`);
      }, 100),
    };
    obj.save('a');
    jest.advanceTimersByTime(100);
    expect(obj.seen).toEqual(['form:a']);
  });

  it('keeps the parameter types', () => {
    const fn = jest.fn((id: number, label: string) => `${id}${label}`);
    const d = debounce(fn);
    d(1, 'a');
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenLastCalledWith(1, 'a');
    // @ts-expect-error wrong argument type must not compile
    d('1', 'a');
  });
});

describe('throttle', () => {
  it('runs the first call at once, then one trailing call with the latest arguments', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t('a');
    expect(fn.mock.calls).toEqual([['a']]);
    t('b');
    t('c');
    jest.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('no trailing call when nothing came during the window; the next call leads again', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t(1);
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    t(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('a steady stream runs at most once per window', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    for (let ms = 0; ms < 1000; ms += 10) {
      t(ms);
      jest.advanceTimersByTime(10);
    }
    // leading at 0, then one trailing call at each of 100, 200, ... 1000
    expect(fn).toHaveBeenCalledTimes(11);
    expect(fn.mock.calls[0]).toEqual([0]);
    expect(fn.mock.calls[1]).toEqual([90]);
  });

  it('a trailing call opens a new window', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t('lead');
    t('trail');
    jest.advanceTimersByTime(100); // trailing runs, new window 100..200
    t('inside new window');
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['lead'], ['trail'], ['inside new window']]);
  });

  it('defaults to 500 ms', () => {
    const fn = jest.fn();
    const t = throttle(fn);
    t(1);
    t(2);
    jest.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the trailing call and ends the window', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t('a');
    t('b');
    t.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([['a']]);
    t('c'); // leads at once after cancel
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('after cancel the next window is a full wait long (the old timer is gone)', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t('a');
    jest.advanceTimersByTime(50);
    t.cancel();
    t('b'); // leads; its window runs 50..150
    t('c');
    jest.advanceTimersByTime(99);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps `this` and the parameter types', () => {
    const counter = {
      total: 0,
      add: throttle(function (this: { total: number }, n: number) {
        this.total += n;
      }, 100),
    };
    counter.add(2);
    counter.add(3);
    jest.advanceTimersByTime(100);
    expect(counter.total).toBe(5);
    // @ts-expect-error wrong argument type must not compile
    counter.add('4');
  });
});
