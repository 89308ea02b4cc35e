/** Item, button and avatar sizes (member-picker.md section 5). */
export const SIZES = ['s', 'm', 'l'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'm';

/** Returns the size, or throws naming the component and the allowed values. */
export function assertSize(size: unknown, component: string): Size {
  if (typeof size === 'string' && (SIZES as readonly string[]).includes(size)) return size as Size;
  throw new Error(`${component}: size must be s, m or l (got ${JSON.stringify(size)})`);
}
