import { asc } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { questions } from '../../db/schema';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startApp();
  tokens.staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  tokens.ann = (await registerUser(t)).token;
  tokens.bob = (await registerUser(t)).token;
});
afterAll(() => t.close());
const snapshot = async () => JSON.stringify(await t.db.select().from(questions).orderBy(asc(questions.id)));

describe('questions', () => {
  it('a customer asks, staff answer, the customer reads the answer; nobody else sees it', async () => {
    const asked = await post(
      t,
      '/api/question/create',
      { content: '  奶粉可以和保健品一起寄吗?  ', contact: 'wechat: ann123' },
      { token: tokens.ann },
    );
    expect(asked.body).toMatchObject({
      status: 200,
      msg: '问题已提交,客服会尽快回复',
      data: { content: '奶粉可以和保健品一起寄吗?', contact: 'wechat: ann123', status: 'open', answer: null },
    });
    const open = (await get(t, '/api/staff/question/lst?status=open', { token: tokens.staff })).body.data;
    expect(open.list.map((q: { id: number }) => q.id)).toContain(asked.body.data.id);
    expect(open.list[0]).toHaveProperty('member_code');
    const answered = await post(
      t,
      `/api/staff/question/answer/${asked.body.data.id}`,
      { answer: '可以,走食品保健品线,奶粉最多2罐。' },
      { token: tokens.staff },
    );
    expect(answered.body.data).toMatchObject({ status: 'answered', answer: '可以,走食品保健品线,奶粉最多2罐。' });
    const mine = (await get(t, '/api/question/lst', { token: tokens.ann })).body.data;
    expect(mine).toMatchObject({
      total: 1,
      list: [{ id: asked.body.data.id, status: 'answered', answer: '可以,走食品保健品线,奶粉最多2罐。' }],
    });
    expect(mine.list[0].answered_at).toEqual(expect.any(String));
    expect((await get(t, '/api/question/lst', { token: tokens.bob })).body.data).toMatchObject({ total: 0, list: [] });
    expect((await get(t, '/api/staff/question/lst?status=open', { token: tokens.staff })).body.data.total).toBe(0);
    expect((await get(t, '/api/staff/question/lst?status=answered', { token: tokens.staff })).body.data.total).toBe(1);
  });

  it.each([
    [{ content: 'abcd' }, '问题内容至少需要5个字符', 'question: at least 5 characters'],
    [{ content: '     x    ' }, '问题内容至少需要5个字符', 'question: at least 5 characters'],
    [{ content: 'x'.repeat(501) }, '问题内容不能超过500个字符', 'question: at most 500 characters'],
    [{}, '请填写问题内容', 'question: required'],
    [{ content: 12345 }, '问题内容格式不正确', 'question: wrong type, expected string'],
    [{ content: 'hello there', contact: 'x'.repeat(101) }, '联系方式不能超过100个字符', 'contact: at most 100 characters'],
    [{ content: 'bell\u0007 ring' }, '问题内容不能包含控制字符', 'question: must not contain control characters'],
  ])('refuses a bad question naming the field, writing nothing (%#)', async (body, zh, en) => {
    const before = await snapshot();
    expect((await post(t, '/api/question/create', body, { token: tokens.ann })).body).toEqual({ status: 40001, msg: zh });
    expect((await post(t, '/api/question/create', body, { token: tokens.ann, lang: 'en' })).body).toEqual({ status: 40001, msg: en });
    expect(await snapshot()).toBe(before);
  });

  it('checks roles: no token 401; customers cannot use the staff calls; unknown question 40004; empty answer refused', async () => {
    expect((await post(t, '/api/question/create', { content: 'hello there' })).http).toBe(401);
    expect((await get(t, '/api/question/lst')).http).toBe(401);
    expect((await get(t, '/api/staff/question/lst', { token: tokens.ann })).body.status).toBe(40003);
    const [q] = await t.db.select().from(questions);
    const before = await snapshot();
    expect((await post(t, `/api/staff/question/answer/${q.id}`, { answer: 'mine now' }, { token: tokens.bob })).body.status).toBe(40003);
    expect((await post(t, '/api/staff/question/answer/99999', { answer: 'hi' }, { token: tokens.staff, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such question',
    });
    expect((await post(t, `/api/staff/question/answer/${q.id}`, { answer: '   ' }, { token: tokens.staff, lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'answer: must not be empty',
    });
    expect((await get(t, '/api/staff/question/lst?status=closed', { token: tokens.staff, lang: 'en' })).body.msg).toMatch(
      /^status: must be one of/,
    );
    expect(await snapshot()).toBe(before);
  });
});
