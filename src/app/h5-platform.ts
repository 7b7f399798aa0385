// H5 only (config/index.ts): stands in for the `platform` package (~42 KB raw, a user-agent parser run at start-up),
// which Taro's getSystemInfo reads for brand, model, system and platform. The app reads only language and
// pixelRatio, and NutUI only `platform` on the mini-program; the OS is named here as platform.js names it.
const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;

const OS: Array<[family: string, pattern: RegExp]> = [
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['Windows', /Windows NT ([\d.]+)/],
  ['OS X', /Mac OS X ([\d_.]+)/],
  ['Linux', /Linux()/],
];

function os() {
  for (const [family, pattern] of OS) {
    const match = pattern.exec(ua);
    if (!match) continue;
    const version = match[1].replace(/_/g, '.');
    return { family, version, toString: () => (version ? `${family} ${version}` : family) };
  }
  return undefined;
}

export default { os: os(), manufacturer: /iPhone|iPad|iPod|Macintosh/.test(ua) ? 'Apple' : null, product: null };
