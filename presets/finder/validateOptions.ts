/**
 * Checks the finder's options at creation (createFinder, <Finder>, openFinder), so a wrong value
 * fails with a PickerError naming the option and what it accepts: the host's wiring here, the
 * widget inputs in config/options.ts (their types in config/inputTypes.ts), then the
 * connection (serviceNeeds.ts). A missing required input is not an error here: the finder shows
 * the spec's error page for it.
 */
import { ErrorCodes, PickerError, RELEASES } from '../../kernel';
import { checkOptionalBoolean, checkOptionalText } from './config/inputTypes';
import { resolveInputs } from './config/options';
import { validateFinderConnection } from './serviceNeeds';
import type { FinderOptions } from './types';
import type { ResolvedInputs } from '../../plugins/drive/rules';
import { checkThemeOption } from '../../plugins/views/theme/themeOption';

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, `finder: ${message}`);
}

const CALLBACKS = ['onConfirm', 'onCancel', 'plugins', 'onReady'] as const;

function checkHostOptions(options: FinderOptions): void {
  const record = options as unknown as Record<string, unknown>;
  if (options.release !== undefined && !RELEASES.includes(options.release)) {
    fail(`release must be one of ${RELEASES.join(', ')} (got ${JSON.stringify(options.release)})`);
  }
  for (const name of ['language', 'plugKey', 'title'] as const) {
    checkOptionalText(record[name], name);
  }
  if (options.appKey !== undefined && (typeof options.appKey !== 'string' || !options.appKey)) {
    fail('appKey must be a non-empty string (leave it out to send no usage events)');
  }
  checkOptionalBoolean(record.hideCopySuffix, 'hideCopySuffix');
  checkThemeOption(options.theme, 'finder:');
  const { pageSize, storage, secretLinks } = options;
  if (pageSize !== undefined && (!Number.isInteger(pageSize) || pageSize < 1)) {
    fail(`pageSize must be a whole number of at least 1 (got ${JSON.stringify(pageSize)})`);
  }
  if (
    storage !== undefined &&
    storage !== null &&
    (typeof storage !== 'object' || typeof storage.getItem !== 'function')
  ) {
    fail('storage must be a Storage such as window.localStorage, or null to remember nothing');
  }
  if (secretLinks !== undefined) {
    if (typeof secretLinks !== 'object' || secretLinks === null) {
      fail('secretLinks must be { forgotPassword?, renew? } with page URLs');
    }
    checkOptionalText(secretLinks.forgotPassword, 'secretLinks.forgotPassword');
    checkOptionalText(secretLinks.renew, 'secretLinks.renew');
  }
  for (const name of CALLBACKS) {
    if (record[name] !== undefined && typeof record[name] !== 'function') {
      fail(`${name} must be a function`);
    }
  }
}

/** Checks every option (see the file comment) and gives the resolved widget inputs. */
export function validateFinderOptions(options: FinderOptions): ResolvedInputs {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    fail('options must be an object, e.g. createFinder({ action: "selectFile", services })');
  }
  checkHostOptions(options);
  const inputs = resolveInputs(options, options.release ?? 'default');
  validateFinderConnection(options);
  return inputs;
}
