// Screenshots of the first-impression pages against committed baselines: more than 0.5 % of pixels different fails,
// and the actual picture and a diff image are written beside the report. Values that change from run to run (times,
// generated numbers, QR codes) are masked.
const fs = require('fs');
const path = require('path');
const { PNG } = require('pngjs');

const baselineDir = path.join(__dirname, 'baselines');
const MAX_DIFF = 0.005;

/** The pages a new customer meets first; the first visit of each route is the one pictured. */
const BASELINE_ROUTES = [
  'pages/login/index',
  'pages/register/index',
  'pages/home/index',
  'pages/express/index',
  'pages/store-address/index',
  'pages/waybill/index',
  'pages/waybill/detail',
  'pages/waybill/payment',
  'pages/mine/index',
  'pages/mine/user-address/edit',
  'pages/mine/my-parcel/index',
  'pages/claims/add',
  'pages/mine/order-refund/add',
  'pages/reservation/index',
  'pages/mine/user-agent/index',
];

/**
 * Pages pictured only above an element: below it what they show follows the clock (the pickup booking's hours,
 * special days, dates and slots move with the depot's calendar and the hour the check runs).
 */
const PICTURED_ABOVE = { 'pages/reservation/index': '.rsv-hours' };

/** Runs in the page: marks what changes between runs (times, long numbers, codes and QR images) for the mask. */
function screenMask() {
  const changing = /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\d{1,2}月\d{1,2}日|\d{1,2}\/\d{1,2}|\d{5,}|[A-Z]{2,}\d{6,}/;
  for (const el of document.querySelectorAll('.instant, canvas, img[src^="data:"], img[src*="/private-files/"], .qr'))
    el.setAttribute('data-screen-mask', '');
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.nodeValue)
      .join('');
    if (changing.test(own)) el.setAttribute('data-screen-mask', '');
  }
}

/** Null when `png` matches the baseline `name`; otherwise what differs. With `update`, writes the baseline instead. */
async function compareWithBaseline(name, png, { update, out }) {
  const file = path.join(baselineDir, `${name}.png`);
  if (update) {
    fs.mkdirSync(baselineDir, { recursive: true });
    fs.writeFileSync(file, png);
    return null;
  }
  if (!fs.existsSync(file)) {
    fs.writeFileSync(path.join(out, `${name}.actual.png`), png);
    return `no baseline ${path.basename(file)} (npm run screens:update writes it)`;
  }
  const { default: pixelmatch } = await import('pixelmatch');
  const expected = PNG.sync.read(fs.readFileSync(file));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    fs.writeFileSync(path.join(out, `${name}.actual.png`), png);
    return `the picture is ${actual.width}x${actual.height}, the baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  const share = count / (actual.width * actual.height);
  if (share <= MAX_DIFF) return null;
  fs.writeFileSync(path.join(out, `${name}.actual.png`), png);
  fs.writeFileSync(path.join(out, `${name}.diff.png`), PNG.sync.write(diff));
  return `${(share * 100).toFixed(2)} % of pixels differ from the baseline (more than ${MAX_DIFF * 100} %): see ${name}.diff.png`;
}

module.exports = { BASELINE_ROUTES, PICTURED_ABOVE, baselineDir, compareWithBaseline, screenMask };
