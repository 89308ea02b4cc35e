/**
 * What a paste runs once there is one, loaded by the paste store (./PasteStore.ts) on the first
 * paste or its preload: the entries' classification, their lookups and the picking of what they
 * resolved to. The store itself, which the views read, stays small and in the kernel's entry.
 */
export { classifyEntry } from './classifyEntry';
export { resolveEntries } from './resolveEntries';
export { pickResolved, refusalOf } from './pickResolved';
