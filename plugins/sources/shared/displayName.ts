/**
 * The display name of a person: the first available of markname, mark_name, name, nickname,
 * nick_name, user_name (member-picker.md section 3). Every source uses this one helper.
 */
export const DISPLAY_NAME_FIELDS = [
  'markname',
  'mark_name',
  'name',
  'nickname',
  'nick_name',
  'user_name',
] as const;

export function displayName(record: object | null | undefined): string {
  if (!record) return '';
  const fields = record as Record<string, unknown>;
  for (const field of DISPLAY_NAME_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}
