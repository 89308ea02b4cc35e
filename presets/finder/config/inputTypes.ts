/**
 * The type of every widget input of finder.md section 1, checked at creation before anything reads
 * it: a wrong type throws a PickerError naming the input and what it accepts, so no input fails
 * later as a TypeError, a hang or a silently ignored value. The values themselves (actions, modes,
 * tabs, features, limits, aliases) are checked by resolveInputs (options.ts).
 */
import { ErrorCodes, PickerError } from '../../../kernel';

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, `finder: ${message}`);
}

function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '')
  );
}

export function checkOptionalText(value: unknown, name: string): void {
  if (value !== undefined && typeof value !== 'string') {
    fail(`${name} must be a string (got ${shown(value)})`);
  }
}

export function checkOptionalBoolean(value: unknown, name: string): void {
  if (value !== undefined && typeof value !== 'boolean') {
    fail(`${name} must be true or false (got ${shown(value)})`);
  }
}

function checkOptionalId(value: unknown, name: string): void {
  if (value !== undefined && value !== null && value !== '' && !isId(value)) {
    fail(`${name} must be a number or a string id (got ${shown(value)})`);
  }
}

function checkPresets(value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    fail(
      `file.presets must be a list of files, e.g. [{ id: 1, groupid: 2 }] (got ${shown(value)})`,
    );
  }
  value.forEach((preset: unknown, index) => {
    if (!isRecord(preset) || !isId(preset.id)) {
      fail(`file.presets[${index}] must be { id, groupid?, fname? } with a number or string id`);
    }
    checkOptionalId(preset.groupid, `file.presets[${index}].groupid`);
    checkOptionalText(preset.fname, `file.presets[${index}].fname`);
  });
}

function checkFile(value: unknown): void {
  if (value === undefined) return;
  if (!isRecord(value)) fail(`file must be an object such as { includes: ["doc"] }`);
  checkPresets(value.presets);
  checkOptionalBoolean(value.shareMode, 'file.shareMode');
  checkOptionalBoolean(value.crossCatalog, 'file.crossCatalog');
  for (const name of ['fileLimitNum', 'fileLitmitNum']) {
    const limit = value[name];
    if (limit !== undefined && typeof limit !== 'number') {
      fail(`file.${name} must be a whole number of at least 1 (got ${shown(limit)})`);
    }
  }
}

function checkPath(value: unknown): void {
  if (value === undefined) return;
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') {
    fail('path must be { name, params?, query? } with the name of a route');
  }
  const { params, query } = value;
  if (params !== undefined) {
    if (!isRecord(params) || Object.values(params).some((v) => !isId(v))) {
      fail('path.params must be an object of numbers or strings, e.g. { tid: 1, fid: 0 }');
    }
  }
  if (query !== undefined) {
    if (!isRecord(query) || Object.values(query).some((v) => typeof v !== 'string')) {
      fail('path.query must be an object of strings, e.g. { cid: "1" }');
    }
  }
}

function checkRestrict(features: unknown, name: string): void {
  if (isRecord(features)) checkOptionalBoolean(features.restrict, `${name}.restrict`);
}

function checkTransfer(value: unknown): void {
  if (value === undefined) return;
  if (!isRecord(value)) fail(`transfer must be { userId, companyId } (got ${shown(value)})`);
  checkOptionalId(value.userId, 'transfer.userId');
  checkOptionalId(value.companyId, 'transfer.companyId');
}

/** Throws a PickerError naming the first widget input of a wrong type and what it accepts. */
export function checkInputTypes(inputs: Record<string, unknown>): void {
  checkOptionalText(inputs.action, 'action');
  checkOptionalText(inputs.mode, 'mode');
  checkFile(inputs.file);
  checkPath(inputs.path);
  checkRestrict(inputs.features, 'features');
  checkRestrict(inputs.featrues, 'featrues');
  checkOptionalText(inputs.okText, 'okText');
  checkOptionalText(inputs.cancelText, 'cancelText');
  checkOptionalBoolean(inputs.committing, 'committing');
  checkTransfer(inputs.transfer);
}
