/**
 * Checks the member picker options at creation, so a wrong value fails with a message that says
 * what to fix. The kernel's own checks (maxCount, pageSize, departmentCounting, onExceed,
 * defaultSelected, disabled, hidden) run here too, so they fail at creation rather than at the
 * first render. The source configs get every rule that needs no signed-in user here too
 * (checkConfigsAtCreation); the rules that depend on the user run at init.
 */
import { validateAccessTarget } from '../../plugins/access/check-access';
import { ErrorCodes, PickerError, resolveOptions } from '../../kernel';
import type { SourceConfig } from '../../kernel';
import { checkConfigsAtCreation } from '../../plugins/sources/context/validateConfigs';
import { checkConnection } from '../shared/serviceNeeds';
import { memberPickerServiceNeeds } from './serviceNeeds';
import type { MemberPickerOptions } from './types';
import { validateShellOptions } from './validateShellOptions';
import { checkThemeOption } from '../../plugins/views/theme/themeOption';

const PREFIX = 'createMemberPicker:';

/** Options that must be functions when given. */
export const CALLBACK_OPTIONS = [
  'onExceed',
  'onAddContact',
  'onAddCustomGroup',
  'onManageCustomGroup',
  'onUserNotFound',
  'onNodeClick',
  'onChange',
  'onConfirm',
  'onCancel',
  'plugins',
  'onReady',
] as const;

const BOOLEAN_OPTIONS = [
  'multiple',
  'alwaysAllowConfirm',
  'keydown',
  'showRemind',
  'isCms',
  'isWoa',
] as const;

const TEXT_OPTIONS = ['okText', 'cancelText', 'title', 'language'] as const;

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, `${PREFIX} ${message}`);
}

function checkSources(sources: unknown): void {
  if (sources === undefined || sources === null) {
    fail(
      'sources is required: pass at least one source config, e.g. sources: [{ type: "latest" }]',
    );
  }
  if (!Array.isArray(sources)) {
    fail('sources must be an array of source configs, e.g. sources: [{ type: "latest" }]');
  }
  if (sources.length === 0) {
    fail('sources is empty: pass at least one source config, e.g. sources: [{ type: "latest" }]');
  }
  sources.forEach((config: unknown, index) => {
    if (typeof config !== 'object' || config === null) {
      fail(`sources[${index}] must be an object with a type, e.g. { type: "contact" }`);
    }
    const type = (config as { type?: unknown }).type;
    if (typeof type !== 'string' || type === '') {
      fail(`sources[${index}] has no type: give it one, e.g. { type: "contact" }`);
    }
  });
}

/**
 * The kernel needs a client, or base URLs to make one from: one for every service the picker
 * calls with its sources (see serviceNeeds.ts); each missing one is named with what it is for.
 */
export function validateConnection(options: MemberPickerOptions): void {
  checkConnection(options, memberPickerServiceNeeds(options), fail);
}

function checkShapes(options: MemberPickerOptions): void {
  for (const name of CALLBACK_OPTIONS) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'function') {
      fail(`${name} must be a function (got ${typeof value})`);
    }
  }
  for (const name of BOOLEAN_OPTIONS) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'boolean') {
      fail(`${name} must be true or false (got ${JSON.stringify(value)})`);
    }
  }
  for (const name of TEXT_OPTIONS) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'string') {
      fail(`${name} must be a string (got ${typeof value})`);
    }
  }
  const { width, height, clientLook, appKey } = options;
  if (width !== undefined && (typeof width !== 'number' || !Number.isFinite(width) || width <= 0)) {
    fail(`width must be a positive number of pixels (got ${JSON.stringify(width)}; default 540)`);
  }
  if (
    height !== undefined &&
    (typeof height !== 'number' || !Number.isFinite(height) || height <= 0)
  ) {
    fail(`height must be a positive number of pixels (got ${JSON.stringify(height)}; default 640)`);
  }
  if (clientLook !== undefined && clientLook !== 'web' && clientLook !== 'desktop') {
    fail(`clientLook "${String(clientLook)}" is not valid: use "web" or "desktop"`);
  }
  if (appKey !== undefined && (typeof appKey !== 'string' || appKey.trim() === '')) {
    fail('appKey must be a non-empty string (leave it out to turn usage analytics off)');
  }
  checkThemeOption(options.theme, PREFIX);
  if (options.checkAccess !== undefined) {
    try {
      validateAccessTarget(options.checkAccess);
    } catch (error) {
      fail((error as Error).message);
    }
  }
}

/** The kernel's option checks, with the preset's prefix on their messages. */
function checkKernelOptions(options: MemberPickerOptions): void {
  const { plugins: _plugins, client: _client, ...kernelOptions } = options;
  try {
    resolveOptions(kernelOptions);
  } catch (error) {
    if (error instanceof PickerError) fail(error.message);
    throw error;
  }
}

/** The caller tags: absent ones are warned about here; the kernel warns about empty ones. */
function warnAbsentTags(options: MemberPickerOptions): void {
  for (const tag of ['_from', '_function'] as const) {
    if (options[tag] === undefined) {
      console.warn(`[pickerkit] ${tag} must be set by the caller (got "")`);
    }
  }
}

/** Throws a PickerError (OPTIONS_INVALID) naming what to fix; warns about absent caller tags. */
export function validateMemberPickerOptions(options: MemberPickerOptions): void {
  if (typeof options !== 'object' || options === null) {
    fail(
      'options must be an object, e.g. createMemberPicker({ sources: [{ type: "latest" }], services })',
    );
  }
  checkSources(options.sources);
  checkShapes(options);
  validateShellOptions(options, fail);
  checkConfigsAtCreation(options.sources as SourceConfig[], { isCms: options.isCms === true });
  checkKernelOptions(options);
  // Absent both, the plugins may go to a host's own kernel; the kernel factory needs one of them.
  if (options.services !== undefined || options.client !== undefined) validateConnection(options);
  warnAbsentTags(options);
}
