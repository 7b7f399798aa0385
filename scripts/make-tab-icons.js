// Draws the four tab-bar icons (81x81 PNG, grey and red) from simple shapes, so the repo needs no
// image tools. Run: node scripts/make-tab-icons.js  (writes src/assets/tabbar/*.png)
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const SIZE = 81;
const GREY = [153, 153, 153];
const RED = [206, 52, 54]; // #ce3436: 5:1 on white (text contrast rule)

// Signed-distance helpers in a 0..1 box: negative inside.
const box = (x, y, cx, cy, hw, hh) => Math.max(Math.abs(x - cx) - hw, Math.abs(y - cy) - hh);
const circle = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) - r;
const ring = (x, y, cx, cy, r, w) => Math.abs(circle(x, y, cx, cy, r)) - w;
const stroke = (d, w) => Math.abs(d) - w;
const halfPlane = (x, y, ax, ay, bx, by) => ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / Math.hypot(bx - ax, by - ay);
const triangle = (x, y, a, b, c) => Math.max(halfPlane(x, y, ...a, ...b), halfPlane(x, y, ...b, ...c), halfPlane(x, y, ...c, ...a));

const SHAPES = {
  home: (x, y) =>
    Math.min(
      stroke(triangle(x, y, [0.5, 0.12], [0.9, 0.48], [0.1, 0.48]), 0.035),
      stroke(box(x, y, 0.5, 0.66, 0.27, 0.22), 0.035),
      box(x, y, 0.5, 0.76, 0.07, 0.12),
    ),
  express: (x, y) =>
    Math.min(stroke(box(x, y, 0.5, 0.56, 0.34, 0.28), 0.035), box(x, y, 0.5, 0.4, 0.34, 0.025), box(x, y, 0.5, 0.34, 0.07, 0.08)),
  waybill: (x, y) =>
    Math.min(
      stroke(box(x, y, 0.5, 0.5, 0.3, 0.38), 0.035),
      box(x, y, 0.5, 0.32, 0.17, 0.025),
      box(x, y, 0.5, 0.48, 0.17, 0.025),
      box(x, y, 0.43, 0.64, 0.1, 0.025),
    ),
  mine: (x, y) => Math.min(ring(x, y, 0.5, 0.33, 0.16, 0.035), Math.max(ring(x, y, 0.5, 0.95, 0.36, 0.035), y - 0.95)),
};

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(shape, [r, g, b]) {
  const rows = [];
  const SS = 4; // supersampling for smooth edges
  for (let py = 0; py < SIZE; py++) {
    const row = Buffer.alloc(1 + SIZE * 4);
    for (let px = 0; px < SIZE; px++) {
      let hits = 0;
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          if (shape((px + (sx + 0.5) / SS) / SIZE, (py + (sy + 0.5) / SS) / SIZE) < 0) hits++;
        }
      row.set([r, g, b, Math.round((255 * hits) / (SS * SS))], 1 + px * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(__dirname, '..', 'src', 'assets', 'tabbar');
fs.mkdirSync(out, { recursive: true });
for (const [name, shape] of Object.entries(SHAPES)) {
  fs.writeFileSync(path.join(out, `${name}.png`), png(shape, GREY));
  fs.writeFileSync(path.join(out, `${name}-active.png`), png(shape, RED));
}
console.log('tab icons written to', out);
