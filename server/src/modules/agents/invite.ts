/**
 * The share poster's code: on the mini-program a mini-program code of the register page with the agent's invite
 * code as its scene; on H5 a QR of the register link. The invite code is the account's random invite code (never
 * the user id); registering with it binds the customer to the agent for good (users.inviter_id).
 */
import QRCode from 'qrcode';
import type { AgentInvite } from '@contract/agent';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { MiniProgramCodes } from '../../providers/wechat/wxacode';
import { requireAgent } from './team';

export const REGISTER_PAGE = 'pages/register/index';

export async function agentInvite(
  deps: Deps,
  codes: MiniProgramCodes,
  user: UserRow,
  platform: 'weapp' | 'h5',
  origin: string,
): Promise<AgentInvite> {
  await requireAgent(deps.db, user);
  const code = user.inviteCode;
  const link = `${origin}/${REGISTER_PAGE}?invite_code=${encodeURIComponent(code)}`;
  if (platform === 'weapp') {
    const made = await codes.unlimited(code, REGISTER_PAGE);
    return { invite_code: code, link, image: `data:${made.contentType};base64,${made.image.toString('base64')}`, kind: 'wxacode' };
  }
  return { invite_code: code, link, image: await QRCode.toDataURL(link, { margin: 1, width: 360 }), kind: 'qr' };
}
