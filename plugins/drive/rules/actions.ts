/**
 * The actions of finder.md section 1 and what each implies: its mode, its file-count limit
 * (fileLitmitNum's default), the file types it accepts and refuses when the host names none,
 * whether the enterprise restriction applies, and the inputs it requires.
 *
 * Choices where the spec is silent (documented in docs/architecture/finder.md):
 * - selectFile picks one file; selectFiles and moveIn up to 5000 (the batch limit of section 5);
 *   transfer 100 (its limitNum); directory actions pick a folder, so their limit is 1.
 * - Default includes: files for selectFile and selectFiles, files and folders for moveIn and
 *   transfer, folders for the directory actions. Default excludes: none.
 * - Required inputs: transfer needs transfer.userId and transfer.companyId; copy and move need
 *   file.presets (the files being copied or moved).
 */
export const ACTIONS = [
  'selectFile',
  'selectFiles',
  'selectDir',
  'selectPath',
  'copy',
  'move',
  'moveIn',
  'save',
  'create',
  'transfer',
] as const;
export type FinderAction = (typeof ACTIONS)[number];

export type FinderMode = 'dir' | 'single' | 'multi';
/** The spec's spelling of multi in the widget; accepted as an alias. */
export const MODE_ALIASES: Readonly<Record<string, FinderMode>> = { muliti: 'multi' };

/** finder.md section 5: at most 5000 files per batch operation. */
export const BATCH_LIMIT = 5000;
/** finder.md section 9: transfer action limitNum 100. */
export const TRANSFER_LIMIT = 100;

export interface ActionConfig {
  mode: FinderMode;
  limit: number;
  includes: readonly string[];
  excludes: readonly string[];
  /** The enterprise restriction applies (copy, move, save). */
  restrict: boolean;
  /** Dotted paths of the inputs the action needs. */
  required: readonly string[];
}

const dir = (extra: Partial<ActionConfig> = {}): ActionConfig => ({
  mode: 'dir',
  limit: 1,
  includes: ['folder'],
  excludes: [],
  restrict: false,
  required: [],
  ...extra,
});

export const ACTION_CONFIG: Readonly<Record<FinderAction, ActionConfig>> = {
  selectFile: {
    mode: 'single',
    limit: 1,
    includes: ['file'],
    excludes: [],
    restrict: false,
    required: [],
  },
  selectFiles: {
    mode: 'multi',
    limit: BATCH_LIMIT,
    includes: ['file'],
    excludes: [],
    restrict: false,
    required: [],
  },
  moveIn: {
    mode: 'multi',
    limit: BATCH_LIMIT,
    includes: ['file', 'folder'],
    excludes: [],
    restrict: false,
    required: [],
  },
  transfer: {
    mode: 'multi',
    limit: TRANSFER_LIMIT,
    includes: ['file', 'folder'],
    excludes: [],
    restrict: false,
    required: ['transfer.userId', 'transfer.companyId'],
  },
  selectDir: dir(),
  selectPath: dir(),
  create: dir(),
  save: dir({ restrict: true }),
  copy: dir({ restrict: true, required: ['file.presets'] }),
  move: dir({ restrict: true, required: ['file.presets'] }),
};

export function isAction(value: unknown): value is FinderAction {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}
