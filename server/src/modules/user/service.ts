/** The user's own profile and the settings of their site. */
import { and, eq } from 'drizzle-orm';
import type { ApiLang, UserEditRequest, UserInfo, UserInfoData, UserSetting } from '@contract/api';
import { files, type SiteRow, siteSettings, type UserRow, users, wechatIdentities } from '../../db/schema';
import type { Deps } from '../../deps';
import { FieldError } from '../../lib/errors';
import { scheduledDeletion } from '../account/deletion';
import { fileNameOfUrl } from '../files/urls';
import { policyAgreed } from '../privacy/consents';
import { toUserInfo } from './accounts';

export async function userInfo(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang): Promise<UserInfoData> {
  return { user: await infoOf(deps, user, site), setting: await settingOf(deps, site, lang) };
}

async function infoOf(deps: Deps, user: UserRow, site: SiteRow): Promise<UserInfo> {
  const [identity] = await deps.db
    .select({ id: wechatIdentities.id })
    .from(wechatIdentities)
    .where(eq(wechatIdentities.userId, user.id))
    .limit(1);
  const deletion = await scheduledDeletion(deps.db, user.id);
  return {
    ...toUserInfo(user, identity !== undefined),
    deletion_due_at: deletion?.dueAt.toISOString() ?? null,
    policy_agreed: await policyAgreed(deps, user, site),
  };
}

async function settingOf(deps: Deps, site: SiteRow, lang: ApiLang): Promise<UserSetting> {
  const rows = await deps.db.select().from(siteSettings).where(eq(siteSettings.siteId, site.id));
  const text = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row ? (lang === 'en' ? row.en : row.zh) : '';
  };
  return {
    insurance_desc: text('insurance_desc'),
    limit_tips: text('limit_tips'),
    service_phone: text('service_phone'),
    service_hours: text('service_hours'),
    service_kf_url: text('service_kf_url'),
    site: {
      id: site.id,
      code: site.code,
      name: lang === 'en' ? site.nameEn : site.nameZh,
      currency: site.currency,
      time_zone: site.timeZone,
      country_code: site.countryCode,
    },
  };
}

export async function editUser(deps: Deps, user: UserRow, site: SiteRow, body: UserEditRequest, origin: string): Promise<UserInfo> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.nickname !== undefined) changes.nickname = nicknameOf(body.nickname);
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.lang !== undefined) changes.lang = body.lang;
  if (body.wx_header !== undefined) changes.avatarUrl = await avatarOf(deps, user, body.wx_header, origin);
  if (Object.keys(changes).length === 0) return infoOf(deps, user, site);
  const [updated] = await deps.db
    .update(users)
    .set({ ...changes, updatedAt: deps.now() })
    .where(eq(users.id, user.id))
    .returning();
  return infoOf(deps, updated, site);
}

function nicknameOf(input: string): string {
  const nickname = input.trim();
  if (!nickname) throw new FieldError('nickname', 'empty');
  return nickname;
}

/** '' removes the avatar; otherwise an image this user uploaded here, or any https URL. */
async function avatarOf(deps: Deps, user: UserRow, url: string, origin: string): Promise<string> {
  if (url === '') return '';
  const name = fileNameOfUrl(url, origin);
  if (name) {
    const [file] = await deps.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.name, name), eq(files.userId, user.id)));
    if (file) return url;
  }
  if (isHttpsUrl(url)) return url;
  throw new FieldError('wx_header', 'image_url');
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
