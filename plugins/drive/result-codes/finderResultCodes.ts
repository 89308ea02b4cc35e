/**
 * The finder's result-code catalogue (finder.md section 8) in the kernel's result-code table:
 * the finderResultCodes() plugin registers every code in the five languages, and
 * finderErrorMessage() turns a failure into what the user reads — the mapped code's text, else
 * the server's msg, else the default text the caller names (a code of the catalogue).
 */
import { PickerError, defineCatalogue } from '../../../kernel';
import type { PickerKernel, Plugin, ResultSource } from '../../../kernel';
import type { FinderResultCode } from './texts/en';
import { zhCN } from './texts/zhCN';

export type { FinderResultCode };
export const FINDER_RESULT_CODES = Object.keys(zhCN) as FinderResultCode[];

/**
 * The catalogue under its own namespace: Simplified Chinese ships with the code, the other four
 * languages load when a kernel speaks them (kernel/i18n/catalogue.ts).
 */
export const finderResultCatalogue = defineCatalogue('result-finder', zhCN, {
  'zh-TW': () => import('./texts/zhTW').then((module) => ({ default: module.zhTW })),
  en: () => import('./texts/en').then((module) => ({ default: module.en })),
  ja: () => import('./texts/ja').then((module) => ({ default: module.ja })),
  th: () => import('./texts/th').then((module) => ({ default: module.th })),
});

export const FINDER_RESULT_CODES_PLUGIN = 'finderResultCodes';

/**
 * Registers the catalogue when applied, so that its texts load with the other catalogues of the
 * kernel's language (views wait for them). A code a host registers with register(), before or
 * after, keeps the host's wording: the table looks those up before a catalogue's.
 */
export function finderResultCodes(): Plugin {
  return {
    name: FINDER_RESULT_CODES_PLUGIN,
    apply(kernel) {
      registerFinderResultCodes(kernel);
    },
  };
}

/** Adds the catalogue to the kernel's result-code table (safe to call more than once). */
export function registerFinderResultCodes(kernel: PickerKernel): void {
  kernel.resultCodes.registerCatalogue(finderResultCatalogue);
}

/** The result code and msg a failure carries: the PickerError's, else its cause chain's body. */
export function resultSourceOf(error: unknown): ResultSource {
  const source: ResultSource = {};
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof PickerError) {
      source.result ??= current.result;
      source.msg ??= current.msg;
    }
    const body = (current as { response?: { data?: unknown } }).response?.data as
      { result?: unknown; msg?: unknown } | undefined;
    if (typeof body?.result === 'string' && body.result !== 'ok') source.result ??= body.result;
    if (typeof body?.msg === 'string') source.msg ??= body.msg;
    current = (current as { cause?: unknown }).cause;
  }
  return source;
}

/** The numeric code a failure's body carries (e.g. 40300002), if any. */
export function numericCodeOf(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const body = (current as { response?: { data?: { code?: unknown } } }).response?.data;
    const code = Number(body?.code);
    if (body?.code !== undefined && Number.isFinite(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a failure says to the user (finder.md section 8): the mapped result code, else the msg,
 * else the `fallback` code's text (FailDataDefault for lists, ErrorDataFailed for file
 * metadata, pageError for pages).
 */
export function finderErrorMessage(
  kernel: PickerKernel,
  error: unknown,
  fallback: FinderResultCode = 'FailDataDefault',
  values?: Record<string, unknown>,
): string {
  registerFinderResultCodes(kernel);
  return kernel.resultCodes.message(resultSourceOf(error), fallback, values);
}

/** A code's text in the kernel's language. */
export function finderCodeText(
  kernel: PickerKernel,
  code: FinderResultCode,
  values?: Record<string, unknown>,
): string {
  registerFinderResultCodes(kernel);
  return kernel.resultCodes.text(code, values) ?? code;
}

/** An error page's errorInfo: a registered code shows its text, anything else as it came. */
export function errorInfoText(kernel: PickerKernel, errorInfo: string): string {
  registerFinderResultCodes(kernel);
  return kernel.resultCodes.text(errorInfo) ?? errorInfo;
}

/**
 * What the error page says about a failed navigation (finder.md sections 4 and 6: "the error page
 * with the server message or the default page error"): the server's msg; without one, the
 * failure's mapped result code, else the page-error text.
 */
export function pageErrorMessage(kernel: PickerKernel, error: unknown): string {
  registerFinderResultCodes(kernel);
  const { result, msg } = resultSourceOf(error);
  if (msg?.trim()) return msg.trim();
  return (result && kernel.resultCodes.text(result)) || finderCodeText(kernel, 'pageError');
}
