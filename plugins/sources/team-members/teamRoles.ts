/**
 * The current user's role in the team of each teamMember source, kept per kernel once a page has
 * loaded (the team service answers it as user_role).
 */
import type { PickerKernel } from '../../../kernel';

const userRoles = new WeakMap<PickerKernel, Map<string, string>>();

/** The current user's role in the team of a teamMember source, once a page has loaded. */
export function teamUserRole(kernel: PickerKernel, sourceKey: string): string | undefined {
  return userRoles.get(kernel)?.get(sourceKey);
}

export function rememberRole(
  kernel: PickerKernel,
  sourceKey: string,
  role: string | null | undefined,
): void {
  if (!role) return;
  const roles = userRoles.get(kernel) ?? new Map<string, string>();
  roles.set(sourceKey, role);
  userRoles.set(kernel, roles);
}
