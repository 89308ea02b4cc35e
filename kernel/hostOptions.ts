/** What the kernel does with two host options at creation: disabledReason and the caller tags. */
import type { KernelHooks } from './hooks';
import type { ResolvedKernelOptions } from './options';
import { toDisabledReason } from './selection/availability';
import { STAGE_HOST } from './stages';

/** The host's disabledReason option, as the last rule before the host's own taps. */
export function tapHostRules(hooks: Readonly<KernelHooks>, options: ResolvedKernelOptions): void {
  const rule = options.disabledReason;
  if (!rule) return;
  hooks.modifyDisabledReason.tap(
    { name: 'pickerkit:options.disabledReason', stage: STAGE_HOST },
    (reason, item) => reason ?? toDisabledReason(rule(item)),
  );
}

/** Warns about caller tags (`_from`, `_function`) that are present but empty or 'none'. */
export function warnCallerTags(options: ResolvedKernelOptions): void {
  for (const tag of ['_from', '_function'] as const) {
    if (!(tag in options)) continue;
    const value = options[tag];
    if (!value || value === 'none') {
      console.warn(
        `[pickerkit] ${tag} must be set by the caller (got ${JSON.stringify(value ?? '')})`,
      );
    }
  }
}
