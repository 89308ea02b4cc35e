/**
 * Settings of the signed-in user that one suite instance lays over its seeded identities, so the
 * sandbox can try a non-VIP user, a company account, another company role or an unlock with few
 * attempts left. Each is optional: unset, the seeded value answers. `/__reset` clears them.
 *   vipLevel       the account check's `vip_level` (the private space needs 20)
 *   companyAccount the account check's `is_company_account`
 *   role           the user's `role` in every company of `/api/v5/companies`
 *   unlockAttempts the private space's unlock attempts a day (the remaining count before a failure)
 */
export const COMPANY_ROLES = ['administrator', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export interface UserSettings {
  vipLevel?: number;
  companyAccount?: boolean;
  role?: CompanyRole;
  unlockAttempts?: number;
}

function whole(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} is a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The settings of a control body; unknown keys and wrong types are refused with a message. */
export function parseUserSettings(body: Record<string, unknown>): UserSettings {
  const settings: UserSettings = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (key === 'vipLevel') settings.vipLevel = whole(value, key, 0, 100);
    else if (key === 'unlockAttempts') settings.unlockAttempts = whole(value, key, 0, 99);
    else if (key === 'companyAccount') {
      if (typeof value !== 'boolean') throw new Error('companyAccount is true or false');
      settings.companyAccount = value;
    } else if (key === 'role') {
      if (!(COMPANY_ROLES as readonly unknown[]).includes(value)) {
        throw new Error(`role is one of ${COMPANY_ROLES.join(', ')}`);
      }
      settings.role = value as CompanyRole;
    } else
      throw new Error(`unknown setting "${key}": vipLevel, companyAccount, role, unlockAttempts`);
  }
  return settings;
}
