// What Taro's getSystemInfo reports as system and platform on H5, from the user agent (src/app/h5-platform.ts).
const load = (userAgent: string) => {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  let info: { os?: { family: string; version: string }; manufacturer: string | null } | undefined;
  jest.isolateModules(() => {
    info = require('@/app/h5-platform').default;
  });
  return info!;
};

describe('the H5 stand-in for platform.js', () => {
  it('names the phone systems as platform.js does', () => {
    const iphone = load('Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40');
    expect([String(iphone.os), iphone.os?.family, iphone.manufacturer]).toEqual(['iOS 16.5', 'iOS', 'Apple']);
    const android = load('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0.0.0 Mobile Safari/537.36');
    expect([String(android.os), android.os?.family, android.manufacturer]).toEqual(['Android 13', 'Android', null]);
  });

  it('names desktop systems, and nothing for an agent it does not know', () => {
    expect(String(load('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0').os)).toBe('Windows 10.0');
    expect(String(load('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0').os)).toBe('Linux');
    expect(load('curl/8.5').os).toBeUndefined();
  });
});
