export { PasteStore, MIN_PASTE_ENTRIES, type PasteDeps, type PasteStatus } from './PasteStore';
export { splitPaste } from './splitPaste';
// The pipeline (classification, lookups, picking) is a chunk the paste store loads
// (pastePipeline.ts): a value exported here would bring it back into every entry that reaches
// this index, so only its types are.
export type { ClassifiedEntry, MalformedEntry } from './classifyEntry';
export type { EntryLookup, Resolver, ResolveSettings } from './resolveEntries';
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
