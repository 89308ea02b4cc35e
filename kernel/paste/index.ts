export { PasteStore, MIN_PASTE_ENTRIES, type PasteDeps, type PasteStatus } from './PasteStore';
export { splitPaste } from './splitPaste';
// The classification itself is a chunk the paste store loads (PasteStore.ts); its types only.
export type { ClassifiedEntry, MalformedEntry } from './classifyEntry';
export {
  resolveEntries,
  RESOLVE_BATCH_SIZE,
  RESOLVE_PARALLEL_BATCHES,
  type EntryLookup,
  type Resolver,
  type ResolveSettings,
} from './resolveEntries';
export { pickResolved, refusalOf } from './pickResolved';
export {
  countOutcomes,
  unresolvedText,
  UNRESOLVED_KINDS,
  type PasteCounts,
  type PasteOutcome,
  type PasteOutcomeKind,
  type PasteReport,
  type PastedEntry,
  type RefusalCode,
} from './pasteReport';
