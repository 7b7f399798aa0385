/** Route schemas of the auth calls (validation and the OpenAPI document). */
import { CAPTCHA_SCENES } from '@contract/api';
import { choice, int, str } from '../../lib/schema';
import { envelope, fields, loginEnvelope, obj, responses } from '../../schemas';

const tags = ['auth'];
/** The privacy policy version the customer agreed to (required when an account is created). */
const privacyVersion = str(40, { pattern: '^[A-Za-z0-9._-]*$', example: '2026-11' });

export const captchaSchema = {
  tags,
  summary: 'Send an SMS verification code',
  body: obj({ mobile: fields.mobile, area_code: fields.area_code, scene: choice(CAPTCHA_SCENES) }, ['mobile', 'scene']),
  response: responses(envelope(obj({ expires_in: { type: 'integer' }, resend_in: { type: 'integer' } }, ['expires_in', 'resend_in']))),
};

export const registerSchema = {
  tags,
  summary: 'Register with a phone number, SMS code and password',
  body: obj(
    {
      mobile: fields.mobile,
      area_code: fields.area_code,
      captcha: fields.captcha,
      password: fields.password,
      invite_code: str(16, { pattern: '^([A-Za-z0-9]{4,16})?$' }),
      privacy_version: privacyVersion,
    },
    ['mobile', 'captcha', 'password'],
  ),
  response: responses(loginEnvelope),
};

export const loginSchema = {
  tags,
  summary: 'Sign in by SMS code (type mobile) or by account and password (type account)',
  body: {
    type: 'object',
    required: ['type'],
    discriminator: { propertyName: 'type' },
    oneOf: [
      obj({ type: { const: 'mobile' }, mobile: fields.mobile, area_code: fields.area_code, captcha: fields.captcha }, [
        'type',
        'mobile',
        'captcha',
      ]),
      obj(
        {
          type: { const: 'account' },
          account: str(32, { min: 1, pattern: '^[A-Za-z0-9_.@+ -]+$' }),
          password: fields.password,
        },
        ['type', 'account', 'password'],
      ),
    ],
  },
  response: responses(loginEnvelope),
};

export const wechatLoginSchema = (summary: string) => ({
  tags,
  summary,
  body: obj({ code: str(128, { min: 1, pattern: '^[A-Za-z0-9_-]+$' }), privacy_version: privacyVersion }, ['code']),
  response: responses(loginEnvelope),
});

export const bindSchema = {
  tags,
  summary: 'Bind a phone number to the signed-in WeChat account',
  security: [{ token: [] }],
  body: obj({ mobile: fields.mobile, area_code: fields.area_code, captcha: fields.captcha }, ['mobile', 'captcha']),
  response: responses(loginEnvelope),
};

export const logoutSchema = {
  tags,
  summary: 'Sign out: the token stops working',
  security: [{ token: [] }],
  response: responses(envelope({ type: 'null' })),
};

const pushQuery = obj({ signature: str(64), timestamp: str(16), nonce: str(64), echostr: str(128), openid: str(64) });

export const pushCheckSchema = {
  tags,
  summary: 'WeChat message push: the server check (answers `echostr` as text when the signature matches WECHAT_PUSH_TOKEN)',
  querystring: pushQuery,
};

export const pushEventSchema = {
  tags,
  summary:
    'WeChat message push: an event (JSON or XML, plain-text mode), signature-checked; a cancelled WeChat account or a ' +
    'withdrawn authorisation unlinks the identity and ends its sessions (authorized_user_information_changes)',
  querystring: pushQuery,
  body: obj({
    ToUserName: str(64),
    FromUserName: str(64),
    CreateTime: { anyOf: [int(0, 4_102_444_800), str(12, { pattern: '^\\d{1,12}$' })] },
    MsgType: str(32),
    Event: str(64),
    OpenID: str(64),
    AppID: str(64),
    RevokeInfo: str(64),
    UnionID: str(64),
  }),
};
