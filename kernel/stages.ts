/**
 * Named stages for ordering taps. Lower runs first. Never rely on registration order.
 */
/** Caches answer before the network: `load*` taps at this stage run first. */
export const STAGE_CACHE = -100;
/** Validation and normalisation that others build on. */
export const STAGE_NORMALISE = -50;
/** The ordinary stage of a plugin's taps. */
export const STAGE_DEFAULT = 0;
/** Host overrides that should see what the built-in plugins produced. */
export const STAGE_HOST = 50;
/** Observers (analytics, timing): they run last and never change state. */
export const STAGE_ANALYTICS = 100;
