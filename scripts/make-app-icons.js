// Draws the app icon (a parcel on the brand red) as SVG and rasterises it with sharp (server's dependency):
// favicon.ico (16/32/48), favicon.svg, apple-touch-icon.png (180), icon-192/512.png, a maskable 512 (full bleed,
// the parcel inside the 80% safe circle) and manifest.webmanifest. The build copies them to the H5 root
// (config/index.ts); the server sends them (server/src/plugins/app/h5.ts).
// Run: node scripts/make-app-icons.js  (writes src/assets/app-icon/)
const fs = require('fs');
const path = require('path');
const sharp = require(require.resolve('sharp', { paths: [path.join(__dirname, '..', 'server')] }));

const RED = '#ce3436';
const out = path.join(__dirname, '..', 'src', 'assets', 'app-icon');

// A 512 box: the parcel is a cube seen from above, its faces in three whites, a band of tape over the top.
const parcel = `<path d="M256 112 394 192 256 272 118 192Z" fill="#fff"/>
<path d="M118 192 256 272V432L118 352Z" fill="#fbe3e3"/>
<path d="M394 192 256 272V432L394 352Z" fill="#f3c4c5"/>
<path d="M175 159 199 145 337 225 313 239Z" fill="${RED}" opacity=".85"/>
<path d="M313 239 337 225V281L313 295Z" fill="${RED}" opacity=".6"/>`;
const svg = (corner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${corner}" fill="${RED}"/>${parcel}</svg>\n`;

const manifest = {
  name: '包裹转运',
  short_name: '包裹转运',
  lang: 'zh-CN',
  start_url: '/pages/home/index',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: RED,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

const png = (source, size) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (every browser that reads favicons reads these). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const rounded = svg(112);
  const square = svg(0); // iOS rounds the touch icon itself; a maskable icon is cut to shape by the launcher
  const write = (name, data) => fs.writeFileSync(path.join(out, name), data);
  write('favicon.svg', rounded);
  write('favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))));
  write('apple-touch-icon.png', await png(square, 180));
  write('icon-192.png', await png(rounded, 192));
  write('icon-512.png', await png(rounded, 512));
  write('icon-maskable-512.png', await png(square, 512));
  write('manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
  console.log('app icons written to', out);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
