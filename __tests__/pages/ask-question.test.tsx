import Taro from '@tarojs/taro';
import { questionProblem } from '@/pages/mine/ask-question/AskForm';
import AskQuestionPage from '@/pages/mine/ask-question/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const faq = (list: object[]) => ({
  list,
  total: list.length,
  page: 1,
  page_size: 20,
  categories: [
    { code: 'account', name: '账号' },
    { code: 'customs', name: '清关与税费' },
  ],
});
const q1 = { id: 1, category: 'customs', question: '需要交税吗?', answer: '包税线路不用另外交税。' };
const mine = {
  list: [
    {
      id: 9,
      content: '奶粉可以寄几罐?',
      contact: '',
      status: 'answered',
      answer: '新西兰线每箱6罐。',
      answered_at: '2026-11-20T00:00:00Z',
      created_at: '2026-11-19T00:00:00Z',
    },
    { id: 8, content: '周末仓库开门吗?', contact: '', status: 'open', answer: null, answered_at: null, created_at: '2026-11-18T00:00:00Z' },
  ],
  total: 2,
  page: 1,
  page_size: 20,
};

function setup(token = 'tok') {
  Taro.setStorageSync('lang', 'zh_CN');
  if (token) Taro.setStorageSync('token', token);
  const fake = createFakeHttp({
    'GET /api/faq/lst': (q: any) => faq(q.category === 'account' ? [] : [q1]),
    'GET /api/question/lst': mine,
    'POST /api/question/create': (b: any) => ({ ...mine.list[1], id: 10, content: b.content }),
  });
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  return { ...fake, store: new RootStore(fake.http) };
}

const typeArea = (p: Awaited<ReturnType<typeof mountPage>>, selector: string, value: string) => p.typeArea(selector, value);

afterEach(() => jest.restoreAllMocks());

it('lists the FAQ with categories, and filters by one', async () => {
  const { store, calls } = setup();
  const p = await mountPage(AskQuestionPage, store);
  await p.settle();
  expect(p.text('.faq-item-1')).toContain('需要交税吗?');
  expect(p.text('.faq-chips')).toContain('清关与税费');
  expect(p.$('.faq-ask')).toBeNull(); // the form is on the other tab
  p.click('.faq-chip-account');
  await p.settle();
  expect(calls.filter((c) => c.url === '/api/faq/lst').pop()?.body).toMatchObject({ category: 'account' });
  expect(p.text('.faq-empty')).toContain('没有找到相关问题');
});

it('shows my questions with the answered and pending states', async () => {
  const { store } = setup();
  const p = await mountPage(AskQuestionPage, store);
  await p.settle();
  p.click('.faq-tab-ask');
  await p.settle();
  expect(p.text('.faq-mine-item-9 .faq-mine-status')).toBe('已回复');
  expect(p.text('.faq-mine-item-9 .faq-mine-answer')).toContain('新西兰线每箱6罐。');
  expect(p.text('.faq-mine-item-8 .faq-mine-status')).toBe('待回复');
  expect(p.$('.faq-mine-item-8 .faq-mine-answer')).toBeNull();
});

it('checks the question length before sending, then sends it', async () => {
  const { store, calls } = setup();
  const p = await mountPage(AskQuestionPage, store);
  await p.settle();
  p.click('.faq-tab-ask');
  await p.settle();
  await typeArea(p, '.faq-ask-content', '  嗨 ');
  p.click('.faq-ask-submit');
  await p.settle();
  expect(p.text('.faq-ask-error')).toBe('问题至少需要5个字');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await typeArea(p, '.faq-ask-content', '我的包裹到仓库了吗?');
  await p.type('.faq-ask-contact', 'wx_kiwi');
  p.click('.faq-ask-submit');
  await p.settle();
  expect(p.text('.faq-ask-error')).toBe('');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', url: '/api/question/create', body: { content: '我的包裹到仓库了吗?', contact: 'wx_kiwi' } },
  ]);
  expect(calls.filter((c) => c.url === '/api/question/lst')).toHaveLength(2); // my questions reloaded
});

it('caps a question at 500 characters, counting characters rather than UTF-16 units', async () => {
  expect(questionProblem('问'.repeat(501))).toBe('faq.tooLong');
  expect(questionProblem('问'.repeat(500))).toBe('');
  expect(questionProblem('😀😀😀😀')).toBe('faq.tooShort');
  expect(questionProblem(' 😀😀😀😀😀 ')).toBe('');
  const { store } = setup();
  const p = await mountPage(AskQuestionPage, store);
  await p.settle();
  p.click('.faq-tab-ask');
  await p.settle();
  expect(p.$('.faq-ask-content textarea').getAttribute('maxlength')).toBe('500');
});

it('signed out: the FAQ, and a prompt to log in instead of the form', async () => {
  const { store, calls } = setup('');
  const p = await mountPage(AskQuestionPage, store);
  await p.settle();
  expect(p.text('.faq-item-1')).toContain('需要交税吗?');
  p.click('.faq-tab-ask');
  await p.settle();
  expect(p.$('.faq-ask')).toBeNull();
  expect(p.text('.faq-signed-out')).toContain('登录后可以向客服提问');
  expect(calls.filter((c) => c.url === '/api/question/lst')).toHaveLength(0);
});
