// Controllable stand-ins for Taro's network and feedback APIs: each Taro.request waits until the test answers it.
import Taro from '@tarojs/taro';

export interface PendingCall {
  options: Taro.request.Option;
  respond(statusCode: number, data: unknown): void;
  fail(errMsg: string): void;
}

export function fakeTaroNetwork() {
  const calls: PendingCall[] = [];
  jest.spyOn(Taro, 'request').mockImplementation(
    ((options: Taro.request.Option) =>
      new Promise((resolve, reject) => {
        calls.push({
          options,
          respond: (statusCode, data) => resolve({ statusCode, data, header: {}, errMsg: 'request:ok' } as never),
          fail: (errMsg) => reject({ errMsg }),
        });
      })) as never,
  );
  return {
    calls,
    toast: jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never),
    showLoading: jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never),
    hideLoading: jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never),
  };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));
