/** Refusals of a move the thing's current state does not allow. */
import { type ApiLang, ApiStatus } from '@contract/api';
import { type Params, t } from '../i18n';
import type { MessageKey } from '../i18n/messages';
import { type Bilingual, inLang } from '../lib/bilingual';
import { ApiError } from '../lib/errors';

/** A refusal that names the thing's current state in the caller's language (42009 unless told). */
export class StateError extends ApiError {
  constructor(
    key: MessageKey,
    readonly state: Bilingual,
    params: Params = {},
    status: number = ApiStatus.STATE_CONFLICT,
  ) {
    super(status, key, params);
  }

  translate(lang: ApiLang): string {
    return t(lang, this.key!, { ...this.params, status: inLang(lang, this.state) });
  }
}
