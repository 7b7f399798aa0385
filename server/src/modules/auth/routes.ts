/** /api/get_captcha, /api/mobile/register, /api/login, /api/wxh5login, /api/wxlogin, /api/bind_account, /api/login_out */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BindAccountRequest, CaptchaRequest, LoginEnvelope, LoginRequest, RegisterRequest, WechatLoginRequest } from '@contract/api';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/messages';
import { ok } from '../../lib/reply';
import { callerOf } from './caller';
import {
  bindSchema,
  captchaSchema,
  loginSchema,
  logoutSchema,
  pushCheckSchema,
  pushEventSchema,
  registerSchema,
  wechatLoginSchema,
} from './schemas';
import { login, register, requestCaptcha } from './service';
import { revokeSession } from './sessions';
import { bindAccount, wechatLogin } from './wechat';
import { assertFromWechat, handlePush, type PushEvent, type PushQuery } from './wechat-push';

/** Sign-in answers: errors take the same shape through the error handler (config.loginEnvelope). */
const loginConfig = { loginEnvelope: true };

function signedIn(request: FastifyRequest, key: MessageKey, data: LoginEnvelope['data']): LoginEnvelope {
  const msg = t(request.lang, key);
  return { status: 1, code: 0, msg, message: msg, data };
}

export default async function authRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post<{ Body: CaptchaRequest }>('/get_captcha', { schema: captchaSchema }, async (request) =>
    ok(request, await requestCaptcha(deps, callerOf(request), request.body)),
  );

  app.post<{ Body: RegisterRequest }>('/mobile/register', { schema: registerSchema, config: loginConfig }, async (request) =>
    signedIn(request, 'register_ok', await register(deps, callerOf(request), request.body)),
  );

  app.post<{ Body: LoginRequest }>('/login', { schema: loginSchema, config: loginConfig }, async (request) =>
    signedIn(request, 'login_ok', await login(deps, callerOf(request), request.body)),
  );

  app.post<{ Body: WechatLoginRequest }>(
    '/wxh5login',
    { schema: wechatLoginSchema("Sign in with an OAuth code from WeChat's browser (official account)"), config: loginConfig },
    async (request) =>
      signedIn(request, 'login_ok', await wechatLogin(deps, callerOf(request), 'oa', request.body.code, request.body.privacy_version)),
  );

  app.post<{ Body: WechatLoginRequest }>(
    '/wxlogin',
    { schema: wechatLoginSchema('Sign in with a wx.login code (mini-program)'), config: loginConfig },
    async (request) =>
      signedIn(request, 'login_ok', await wechatLogin(deps, callerOf(request), 'mp', request.body.code, request.body.privacy_version)),
  );

  app.post<{ Body: BindAccountRequest }>(
    '/bind_account',
    { schema: bindSchema, config: loginConfig, preHandler: app.requireUser },
    async (request) =>
      signedIn(request, 'bind_ok', await bindAccount(deps, callerOf(request), request.user!, request.session!, request.body)),
  );

  app.get('/login_out', { schema: logoutSchema, preHandler: app.requireUser }, async (request) => {
    await revokeSession(deps.db, deps.now(), request.session!.id);
    return ok(request, null, 'logout_ok');
  });

  // WeChat's message push: the server check (echostr) and events, answered in WeChat's own plain text.
  app.register(async (push) => {
    push.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_r, body, done) =>
      done(null, xmlFields(String(body))),
    );
    push.get<{ Querystring: PushQuery }>('/wechat/push', { schema: pushCheckSchema, config: { site: false } }, async (request, reply) => {
      assertFromWechat(deps, request.query);
      return reply.type('text/plain').send(request.query.echostr ?? '');
    });
    push.post<{ Querystring: PushQuery; Body: PushEvent }>(
      '/wechat/push',
      { schema: pushEventSchema, config: { site: false } },
      async (request, reply) => {
        assertFromWechat(deps, request.query);
        await handlePush(deps, request.body ?? {});
        return reply.type('text/plain').send('success');
      },
    );
  });
}

/** The flat `<xml><Tag>value</Tag>...</xml>` of a push in XML (CDATA or not) as an object. */
function xmlFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, tag, cdata, plain] of xml.matchAll(/<(\w+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g)) fields[tag] = cdata ?? plain;
  return fields;
}
