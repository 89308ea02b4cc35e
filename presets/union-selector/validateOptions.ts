/**
 * The union selector's options, checked at creation: each message says what to fix.
 */
import { ErrorCodes, PickerError, RELEASES, checkStyleOptions } from '../../kernel';
import { checkThemeOption } from '../../plugins/views/theme/themeOption';
import { parseTime } from '../../plugins/views/union-selector/timeOfDay';
import { checkConnection } from '../shared/serviceNeeds';
import { unionServiceNeeds } from './serviceNeeds';
import { resolveTabs } from './tabsConfig';
import type { UnionSelectorOptions } from './types';

function invalid(message: string): PickerError {
  return new PickerError(ErrorCodes.OPTIONS_INVALID, `createUnionSelector: ${message}`);
}

function checkOptionalString(options: Record<string, unknown>, name: string): void {
  const value = options[name];
  if (value !== undefined && typeof value !== 'string') {
    throw invalid(`${name} must be a string (got ${JSON.stringify(value)})`);
  }
}

function checkOptionalBoolean(options: Record<string, unknown>, name: string): void {
  const value = options[name];
  if (value !== undefined && typeof value !== 'boolean') {
    throw invalid(`${name} must be true or false (got ${JSON.stringify(value)})`);
  }
}

function checkId(options: Record<string, unknown>, name: string): void {
  const value = options[name];
  if (value === undefined) return;
  const ok =
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '');
  if (!ok)
    throw invalid(`${name} must be a number or a non-empty string (got ${JSON.stringify(value)})`);
}

function checkTimeSelect(value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null) {
    throw invalid(
      'timeSelect must be an object such as { start: "09:00", end: "18:00", step: "00:30" }',
    );
  }
  for (const [key, text] of Object.entries(value)) {
    if (!['start', 'end', 'step', 'minTime', 'maxTime'].includes(key)) {
      throw invalid(`timeSelect.${key} is not an option: use start, end, step, minTime or maxTime`);
    }
    if (typeof text !== 'string' || parseTime(text) === null) {
      throw invalid(`timeSelect.${key} must be a time "HH:mm" (got ${JSON.stringify(text)})`);
    }
  }
}

/** Throws a PickerError naming the option and what to pass instead. */
export function validateUnionSelectorOptions(options: UnionSelectorOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw invalid('options are required, e.g. createUnionSelector({ fid: 100123 })');
  }
  const record = options as unknown as Record<string, unknown>;
  if (typeof options.fid !== 'number' || !Number.isFinite(options.fid)) {
    throw invalid(`fid must be a number, the current file id (got ${JSON.stringify(options.fid)})`);
  }
  const tabs = resolveTabs(options.tabs);
  if (options.defaultTab !== undefined && !tabs.some((tab) => tab.key === options.defaultTab)) {
    throw invalid(
      `defaultTab "${String(options.defaultTab)}" is not one of the tabs (${tabs.map((tab) => tab.key).join(', ')})`,
    );
  }
  checkId(record, 'cid');
  checkId(record, 'onlyShowGroupId');
  checkOptionalString(record, 'groupSource');
  if (
    options.requestCount !== undefined &&
    (!Number.isInteger(options.requestCount) || options.requestCount < 1)
  ) {
    throw invalid(
      `requestCount must be a positive whole number (got ${JSON.stringify(options.requestCount)})`,
    );
  }
  for (const name of [
    'multiple',
    'includeGroupInfo',
    'includeTeamInfo',
    'includeDeptInfo',
    'showFooter',
    'showRemind',
    'checkAccess',
  ]) {
    checkOptionalBoolean(record, name);
  }
  if (
    options.includeFileExts !== undefined &&
    (!Array.isArray(options.includeFileExts) ||
      options.includeFileExts.some((ext) => typeof ext !== 'string' || ext.trim() === ''))
  ) {
    throw invalid('includeFileExts must be an array of extensions, e.g. ["docx", "xlsx"]');
  }
  if (options.initSelectedList !== undefined && !Array.isArray(options.initSelectedList)) {
    throw invalid(
      'initSelectedList must be an array of items, e.g. [{ _type: "user", userid: "1", name: "Li" }]',
    );
  }
  // An unsupported language is not an error: like the other pickers, it warns and falls back to
  // the browser's language (kernel/i18n/language.ts).
  if (options.language !== undefined && typeof options.language !== 'string') {
    throw invalid(
      `language must be a string such as "en" (got ${JSON.stringify(options.language)})`,
    );
  }
  if (options.release !== undefined && !RELEASES.includes(options.release)) {
    throw invalid(
      `release must be one of ${RELEASES.join(', ')} (got ${JSON.stringify(options.release)})`,
    );
  }
  checkTimeSelect(options.timeSelect);
  checkStyleOptions(options, 'createUnionSelector:');
  checkThemeOption(options.theme, 'createUnionSelector:');
  // Absent both, the plugins may go to a host's own kernel; the kernel factory needs one of them.
  if (options.services !== undefined || options.client !== undefined) {
    validateUnionConnection(options);
  }
  for (const name of [
    'onInsert',
    'onClose',
    'onSelectFromDocs',
    'onSelectFromAddressBook',
    'plugins',
  ]) {
    const value = record[name];
    if (value !== undefined && typeof value !== 'function') {
      throw invalid(`${name} must be a function`);
    }
  }
}

/**
 * A kernel needs somewhere to send requests: a request client, or services with a base URL for
 * every service the selector calls (see serviceNeeds.ts); each missing one is named with what it
 * is for.
 */
export function validateUnionConnection(options: UnionSelectorOptions): void {
  checkConnection(options, unionServiceNeeds(options), (message) => {
    throw invalid(message);
  });
}
