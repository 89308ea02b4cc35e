/**
 * The kernel of a mounted MemberPicker is made once, but its callbacks should be the latest the
 * host rendered. Each callback given at mount is replaced by one that calls the current prop.
 */
import { useRef } from 'react';
import type { MemberPickerOptions } from './types';
import { CALLBACK_OPTIONS } from './validateOptions';

/** Callbacks that are read when the kernel is made and must stay stable (not forwarded). */
const FIXED = new Set<string>(['plugins', 'onReady']);

export function forwardCallbacks(
  initial: MemberPickerOptions,
  latest: { readonly current: MemberPickerOptions },
): MemberPickerOptions {
  const forwarded: Record<string, unknown> = { ...initial };
  for (const name of CALLBACK_OPTIONS) {
    if (FIXED.has(name) || typeof initial[name] !== 'function') continue;
    forwarded[name] = (...args: unknown[]) => {
      const current = latest.current[name] as ((...a: unknown[]) => unknown) | undefined;
      return current?.(...args);
    };
  }
  return forwarded as MemberPickerOptions;
}

/** A ref always holding the latest props. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
