// Taro storage that never throws (private mode, full quota): values the app can do without.
import Taro from '@tarojs/taro';

export function readStored(key: string): string {
  try {
    const value = Taro.getStorageSync(key);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

export function writeStored(key: string, value: string) {
  try {
    if (value) Taro.setStorageSync(key, value);
    else Taro.removeStorageSync(key);
  } catch {
    // storage unavailable: the value lives for this session only
  }
}
