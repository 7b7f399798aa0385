// An anonymous device id: 128 random bits, generated once and kept in storage. The same generator
// makes the `request_id` of a create (32 hex characters, inside the server's 8-64 [A-Za-z0-9_-]).
import Taro from '@tarojs/taro';
import { STORAGE } from '@/constants';
import { readStored, writeStored } from './storage';

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function randomBytes(length: number): Promise<Uint8Array> {
  const webCrypto: Crypto | undefined = globalThis.crypto;
  if (webCrypto?.getRandomValues) return Promise.resolve(webCrypto.getRandomValues(new Uint8Array(length)));
  // WeChat has no Web Crypto: its own CSPRNG answers asynchronously.
  return new Promise((resolve, reject) =>
    Taro.getUserCryptoManager().getRandomValues({
      length,
      success: (res) => resolve(new Uint8Array(res.randomValues)),
      fail: reject,
    }),
  );
}

/** 128 random bits as 32 hex characters. */
export const randomId = async (): Promise<string> => toHex(await randomBytes(16));

export async function getDeviceId(): Promise<string> {
  const stored = readStored(STORAGE.deviceId);
  if (stored) return stored;
  const id = await randomId();
  writeStored(STORAGE.deviceId, id);
  return id;
}
