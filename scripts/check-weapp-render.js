#!/usr/bin/env node
// Runs the weapp build in a fake WeChat host (scripts/weapp-host.js) and checks what a user would see: the login
// page in Chinese, English after tapping "English" in the language switch, and the home tab's texts. It works
// for either mini framework (Preact by default, React with TARO_FRAMEWORK=react at build time).
const path = require('path');
const { loadWeapp, textOf, findByText } = require('./weapp-host');

// WEAPP_DIST: a build made elsewhere (TARO_OUTPUT_ROOT=dist-<name>/weapp); dist/weapp by default.
const dist = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.resolve(__dirname, '..', 'dist', 'weapp');
const fail = (msg) => {
  console.error(`check-weapp-render: ${msg}`);
  process.exit(1);
};
const expectTexts = (where, text, wanted) => {
  for (const w of wanted) if (!text.includes(w)) fail(`${where} does not show "${w}"; it shows: ${text.slice(0, 300) || '(nothing)'}`);
};

// A fresh app (empty storage, Chinese) with `route` open, as if WeChat launched the mini-program there.
// The server's answers: the privacy policy in force (the WeChat sign-in box sends its version), else an empty envelope.
const POLICY = { version: '2026.11', effective_at: '2026-11-01T00:00:00Z', title: '隐私政策', body: '' };
const answer = (opts) => ({ data: { status: 200, msg: '', data: String(opts.url).includes('/api/privacy/policy') ? POLICY : null } });

async function open(route) {
  const host = loadWeapp(dist, { onRequest: answer });
  try {
    await host.launch({ path: 'pages/login/index', query: {}, scene: 1001 });
  } catch (err) {
    fail(`app.js failed to start: ${err.stack}`);
  }
  const page = await host.openPage(route);
  return { host, page };
}

(async () => {
  const { host, page } = await open('pages/login/index');
  const zh = textOf(page.data.root);
  expectTexts('the login page', zh, ['包裹转运', '新西兰澳洲转运，安全快捷送到家', '中文', 'English', '验证码登录', '登录', '立即注册']);

  const english = findByText(page.data.root, 'English');
  await host.tap(page, english);
  const en = textOf(page.data.root);
  expectTexts('the login page after tapping "English"', en, [
    'Parcel Forwarding',
    'NZ & AU to China: safe, fast, to your door',
    'Code login',
    'Log in',
  ]);
  if (en.includes('新西兰澳洲转运')) fail(`the login page still shows Chinese after tapping "English": ${en.slice(0, 300)}`);

  const home = await open('pages/home/index');
  const homeText = textOf(home.page.data.root);
  expectTexts('the home tab', homeText, ['新西兰澳洲直邮中国', '常用服务', '仓库地址', '运费估算']);

  // WeChat's privacy check: changing the avatar picks a photo, which first raises the app's own prompt; "agree"
  // lets the pick go on; a second pick asks no more.
  const profile = await open('pages/mine/user-info/index');
  const change = () => findByText(profile.page.data.root, '更换');
  if (!change()) fail(`the profile page shows no avatar change: ${textOf(profile.page.data.root).slice(0, 300)}`);
  await profile.host.tap(profile.page, change());
  if (profile.host.privacy.prompts !== 1) fail('picking a photo did not ask WeChat for privacy authorisation');
  expectTexts('the privacy prompt', textOf(profile.page.data.root), ['隐私保护提示', '查看《隐私政策》', '同意', '拒绝']);
  await profile.host.agreePrivacy(profile.page, findByText(profile.page.data.root, '同意'));
  if (!profile.host.privacy.agreed) fail('tapping "同意" on the privacy prompt did not agree');
  if (textOf(profile.page.data.root).includes('隐私保护提示')) fail('the privacy prompt stays open after "同意"');
  await profile.host.tap(profile.page, change());
  if (profile.host.privacy.prompts !== 1) fail('a second photo pick asked for privacy authorisation again');
  const picks = profile.host.calls.filter((c) => c.api === 'chooseImage').length;
  if (picks !== 2) fail(`expected two photo picks, saw ${picks}`);

  const errors = [...host.errors, ...home.host.errors, ...profile.host.errors];
  if (errors.length) fail(`the app logged errors: ${errors.join('\n')}`);
  console.log(
    `check-weapp-render: login renders in Chinese, switches to English on tap; home renders; a photo pick raises the privacy prompt and goes on after "agree" (${path.relative(process.cwd(), dist) || dist})`,
  );
  process.exit(0); // the app's long timers (request timeouts, countdowns) would keep Node running
})().catch((err) => fail(err.stack));
