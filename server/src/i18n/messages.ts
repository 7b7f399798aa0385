/** Every text the API answers with, in both languages. `{name}` marks a parameter. */
export const messages = {
  ok: { zh: '成功', en: 'OK' },
  login_ok: { zh: '登录成功', en: 'Signed in' },
  register_ok: { zh: '注册成功', en: 'Registered' },
  bind_ok: { zh: '绑定成功', en: 'Phone number bound' },
  logout_ok: { zh: '已退出登录', en: 'Signed out' },
  session_expired: { zh: '登录已过期,请重新登录', en: 'Your session has expired, please sign in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  route_not_found: { zh: '接口不存在', en: 'No such API' },
  file_not_found: { zh: '文件不存在', en: 'No such file' },
  internal: { zh: '服务器开小差了,请稍后再试', en: 'Something went wrong on our side, please try again later' },
  too_many: { zh: '操作太频繁,请{wait}后再试', en: 'Too many attempts, please try again in {wait}' },
  captcha_wrong: { zh: '验证码错误', en: 'The verification code is wrong' },
  captcha_expired: { zh: '验证码已失效,请重新获取', en: 'The verification code has expired, please ask for a new one' },
  mobile_taken: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  mobile_bound_elsewhere: { zh: '该手机号已绑定其他账号', en: 'This mobile number belongs to another account' },
  bad_credentials: { zh: '账号或密码错误', en: 'Wrong account or password' },
  account_disabled: { zh: '该账号已被停用', en: 'This account has been disabled' },
  mobile_not_registered: { zh: '该手机号尚未注册', en: 'This mobile number is not registered' },
  invite_code_invalid: { zh: '邀请码无效', en: 'invite code: no such invite code' },
  wechat_code_invalid: { zh: '微信授权已失效,请重新授权', en: 'The WeChat authorisation has expired, please try again' },
  sms_unavailable: { zh: '短信发送失败,请稍后再试', en: 'The text message could not be sent, please try again later' },
  wechat_unavailable: { zh: '微信服务暂时不可用,请稍后再试', en: 'WeChat is not available right now, please try again later' },
  sms_text: {
    zh: '【Parcel】您的验证码是 {code},5分钟内有效。',
    en: '[Parcel] Your verification code is {code}. It is valid for 5 minutes.',
  },
  wechat_nickname: { zh: '微信用户', en: 'WeChat user' },
  wait_seconds: { zh: '{n}秒', en: '{n} seconds' },
  wait_minutes: { zh: '{n}分钟', en: '{n} minutes' },
} as const;

/** Why a field was refused: `{field}` is the field's translated name. */
export const fieldReasons = {
  required: { zh: '请填写{field}', en: '{field}: required' },
  empty: { zh: '{field}不能为空', en: '{field}: must not be empty' },
  too_long: { zh: '{field}不能超过{limit}个字符', en: '{field}: at most {limit} characters' },
  too_short: { zh: '{field}至少需要{limit}个字符', en: '{field}: at least {limit} characters' },
  wrong_type: { zh: '{field}格式不正确', en: '{field}: wrong type, expected {type}' },
  invalid_format: { zh: '{field}格式不正确', en: '{field}: invalid format' },
  invalid_choice: { zh: '{field}取值无效', en: '{field}: must be one of {allowed}' },
  invalid_phone: { zh: '{field}格式不正确', en: '{field}: invalid phone number' },
  password_rule: {
    zh: '{field}须为8-32位,且同时包含字母和数字',
    en: '{field}: 8-32 characters with at least one letter and one digit',
  },
  control_chars: { zh: '{field}不能包含控制字符', en: '{field}: must not contain control characters' },
  image_url: {
    zh: '{field}须为本站上传的图片或 https 地址',
    en: '{field}: must be an image uploaded here or an https URL',
  },
  not_json: { zh: '{field}必须是 JSON 对象', en: '{field}: must be a JSON object' },
  too_large: { zh: '{field}太大', en: '{field}: too large' },
  unknown_site: { zh: '{field}不存在', en: '{field}: no such site' },
  file_missing: { zh: '请选择要上传的{field}', en: '{field}: choose an image to upload' },
  file_type: { zh: '{field}只支持 PNG、JPEG、WebP 格式', en: '{field}: only PNG, JPEG and WebP images are accepted' },
  file_too_large: { zh: '{field}不能超过 {limit}MB', en: '{field}: at most {limit} MB' },
} as const;

/** Names of the fields, as the user knows them. */
export const fieldNames = {
  body: { zh: '请求内容', en: 'request body' },
  mobile: { zh: '手机号', en: 'mobile' },
  area_code: { zh: '区号', en: 'area code' },
  scene: { zh: '验证码用途', en: 'scene' },
  captcha: { zh: '验证码', en: 'verification code' },
  password: { zh: '密码', en: 'password' },
  invite_code: { zh: '邀请码', en: 'invite code' },
  type: { zh: '登录方式', en: 'login type' },
  account: { zh: '账号', en: 'account' },
  code: { zh: '微信授权码', en: 'WeChat code' },
  nickname: { zh: '昵称', en: 'nickname' },
  gender: { zh: '性别', en: 'gender' },
  wx_header: { zh: '头像', en: 'avatar' },
  lang: { zh: '语言', en: 'language' },
  file: { zh: '图片', en: 'image' },
  name: { zh: '文件名', en: 'file name' },
  'site-id': { zh: '站点', en: 'site-id' },
} as const;

export type MessageKey = keyof typeof messages;
export type FieldReason = keyof typeof fieldReasons;
export type FieldName = keyof typeof fieldNames;
