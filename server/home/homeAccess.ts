/** The accounts Home lists for a user (HOM-04, HOM-14); their items are engine/core's `accessItems`. */
import { positiveIdOf } from '../../engine/core/positiveId';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { RequestUser } from '../auth/principal';

/**
 * The record ids of the user's accounts: an agency user's own account, else (staff) the company's own
 * account (`company.account`); none for a token session (its Home is the opportunity's passengers).
 */
export function userAccountIds(user: RequestUser, config: Pick<ScreensConfig, 'company'>): number[] {
  if (user.tokenMode) return [];
  const id = positiveIdOf(user.accountId ?? (config.company?.account !== undefined ? String(config.company.account) : null));
  return id === undefined ? [] : [id];
}
