/**
 * The widget inputs of finder.md section 1, normalised and checked at creation.
 *
 * Aliases: the spec's spellings are accepted beside correctly spelt names, which win when both
 * are given with the same value (different values are an error):
 *   featrues → features, muliti → multi (a mode value), fileLitmitNum → fileLimitNum.
 *
 * A wrong value (an unknown action, mode, tab or feature, a limit that is not a whole number of
 * at least 1) throws a PickerError that says what to fix. A missing required input (the
 * action's table, actions.ts) does not throw: it becomes the spec's Chinese message
 * (missingParam) and the finder shows the messages joined on its error page.
 */
import {
  ErrorCodes,
  PickerError,
  RELEASES,
  checkStyleOptions,
  type Release,
} from '../../../kernel';
import {
  ACTION_CONFIG,
  ACTIONS,
  MODE_ALIASES,
  isAction,
  type FinderAction,
  type FinderMode,
} from '../../../plugins/drive/rules/actions';
import { FEATURES } from '../../../plugins/drive/rules/features';
import { computeFeatureSet, type FeaturesInput, type TabsInput } from './features';
import type { FilePreset, PathInput, ResolvedInputs } from '../../../plugins/drive/rules/inputs';
import { TABS, TOKEN_ALL, TOKEN_CUR_SCENE } from '../../../plugins/drive/rules/tabs';
import { checkInputTypes } from './inputTypes';

export type { PathInput, ResolvedInputs };

/** "The required parameter was not passed", the message of each missing required input. */
export function missingParam(name: string): string {
  return `必传参数未传入: ${name}`;
}
/** How the error page joins the messages of several missing inputs. */
export const MISSING_JOINER = '; ';

export interface FileFilter {
  /** File-type groups (xls, doc, …, file, folder) and dotted extensions ('.md'). */
  includes?: readonly string[];
  excludes?: readonly string[];
  /** Files the action acts on (copy, move, save): ids with their team. */
  presets?: readonly FilePreset[];
  shareMode?: boolean;
  /** The most files a user may pick (default: the action's limit). */
  fileLimitNum?: number;
  /** The spec's spelling of fileLimitNum. */
  fileLitmitNum?: number;
  /** Keep the selection across folders (default true). */
  crossCatalog?: boolean;
}

export interface TransferInput {
  userId?: number | string;
  companyId?: number | string;
}

export interface FinderInputs {
  action?: FinderAction;
  mode?: FinderMode | 'muliti';
  file?: FileFilter;
  path?: PathInput;
  features?: FeaturesInput;
  /** The spec's spelling of features. */
  featrues?: FeaturesInput;
  tabs?: TabsInput;
  okText?: string;
  cancelText?: string;
  committing?: boolean;
  transfer?: TransferInput;
  /** Host data passed through untouched (the widget's `dw`). */
  dw?: unknown;
}

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, `finder: ${message}`);
}

function alias<T>(correct: T | undefined, misspelt: T | undefined, names: string): T | undefined {
  if (correct !== undefined && misspelt !== undefined && correct !== misspelt) {
    fail(`${names} are the same input: give only one of them`);
  }
  return correct ?? misspelt;
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    fail(`${name} must be a list of strings, e.g. ["doc", ".md"]`);
  }
  return value as string[];
}

function checkNames(list: readonly string[], known: readonly string[], name: string): void {
  const tokens = [TOKEN_ALL, TOKEN_CUR_SCENE];
  const unknown = list.filter((v) => !known.includes(v) && !tokens.includes(v));
  if (unknown.length > 0) {
    fail(
      `${name} has unknown values ${unknown.join(', ')}: use ${[...tokens, ...known].join(', ')}`,
    );
  }
}

function checkListOrObject(value: unknown, known: readonly string[], name: string): void {
  if (value === undefined) return;
  if (Array.isArray(value)) return checkNames(stringList(value, name), known, name);
  if (typeof value !== 'object' || value === null) {
    fail(`${name} must be a list or { includes, excludes }`);
  }
  const object = value as { includes?: unknown; excludes?: unknown };
  checkNames(stringList(object.includes, `${name}.includes`), known, `${name}.includes`);
  checkNames(stringList(object.excludes, `${name}.excludes`), known, `${name}.excludes`);
}

function resolveMode(action: FinderAction, mode: unknown): FinderMode {
  if (mode === undefined) return ACTION_CONFIG[action].mode;
  const value = typeof mode === 'string' ? (MODE_ALIASES[mode] ?? mode) : mode;
  if (value !== 'dir' && value !== 'single' && value !== 'multi') {
    fail(`mode "${String(mode)}" is not valid: use "dir", "single" or "multi" (also "muliti")`);
  }
  return value;
}

function resolveLimit(file: FileFilter, action: FinderAction): number {
  const limit = alias(
    file.fileLimitNum,
    file.fileLitmitNum,
    'file.fileLimitNum and file.fileLitmitNum',
  );
  if (limit === undefined) return ACTION_CONFIG[action].limit;
  if (!Number.isInteger(limit) || limit < 1) {
    fail(`file.fileLimitNum ${String(limit)} is not valid: use a whole number of at least 1`);
  }
  return limit;
}

function valueAt(inputs: FinderInputs, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      inputs,
    );
}

function isMissing(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Normalises and checks the widget inputs (see the file comment). */
export function resolveInputs(inputs: FinderInputs, release: Release = 'default'): ResolvedInputs {
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    fail('options must be an object, e.g. { action: "selectFile" }');
  }
  if (!RELEASES.includes(release)) {
    fail(`release must be one of ${RELEASES.join(', ')} (got ${JSON.stringify(release)})`);
  }
  checkInputTypes(inputs as unknown as Record<string, unknown>);
  // The finder's options carry the style options (injectStyles, nonce) beside the inputs.
  checkStyleOptions(inputs, 'finder:');
  const action = inputs.action ?? 'selectFile';
  if (!isAction(action)) {
    fail(`action "${String(action)}" is not valid: use one of ${ACTIONS.join(', ')}`);
  }
  const file: FileFilter = inputs.file ?? {};
  if (typeof file !== 'object' || file === null) fail('file must be an object');
  const features = alias(inputs.features, inputs.featrues, 'features and featrues');
  checkListOrObject(features, FEATURES, 'features');
  checkListOrObject(inputs.tabs, TABS, 'tabs');
  const config = ACTION_CONFIG[action];
  const includes = stringList(file.includes, 'file.includes');
  const excludes = stringList(file.excludes, 'file.excludes');
  const transfer = inputs.transfer;
  const missing = config.required
    .filter((dotted) => isMissing(valueAt(inputs, dotted)))
    .map(missingParam);
  return {
    action,
    mode: resolveMode(action, inputs.mode),
    limit: resolveLimit(file, action),
    includes: includes.length > 0 ? includes : config.includes,
    excludes: file.excludes !== undefined ? excludes : config.excludes,
    presets: file.presets ?? [],
    shareMode: file.shareMode === true,
    crossCatalog: file.crossCatalog !== false,
    path: inputs.path,
    featureSet: computeFeatureSet({ action, release, features, tabs: inputs.tabs }),
    okText: inputs.okText,
    cancelText: inputs.cancelText,
    committing: inputs.committing === true,
    transfer:
      transfer && action === 'transfer' && !isMissing(transfer.userId)
        ? { userId: transfer.userId as number | string, companyId: Number(transfer.companyId) || 0 }
        : undefined,
    dw: inputs.dw,
    missing,
  };
}
