/**
 * The result-code table: what a server result code (`groupNotExist`, `userNotLogin`, ...) says to
 * the user, in the five languages. Plugins extend it with their catalogue; a message is the mapped
 * code's text, else the server's own msg, else the caller's default text (a code of the table),
 * else the kernel's generic failure text. Texts live in the kernel's i18next instance, under the
 * `result` namespace, so they follow the kernel's language and may interpolate values.
 */
import { ErrorCodes, PickerError } from '../errors';
import { CORE_NAMESPACE, addStrings, type I18nInstance } from './index';
import type { Catalogue } from './catalogue';
import { addCatalogue } from './languageLoader';
import { LANGUAGES, type Language } from './language';

export const RESULT_NAMESPACE = 'result';

/** One code's text in every language; `{{name}}` interpolates a value given to message(). */
export type ResultCodeTexts = Readonly<Record<Language, string>>;
export type ResultCodeCatalogue = Readonly<Record<string, ResultCodeTexts>>;

/** What a failure carries: the suite's result code and its own message, when it sent them. */
export interface ResultSource {
  result?: string;
  msg?: string;
}

const LOOKUP = { keySeparator: false, nsSeparator: false } as const;

function invalid(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, message);
}

export class ResultCodeTable {
  /** Codes given to register(), in all five languages. */
  private readonly codes = new Set<string>();
  /** Codes of the catalogues given to registerCatalogue(). */
  private readonly catalogueCodes = new Set<string>();
  /**
   * Where a code's text is looked up, in order: the codes registered with all five languages
   * (register: a host's wording), then each catalogue whose languages load on demand.
   */
  private readonly namespaces: string[] = [RESULT_NAMESPACE];

  constructor(private readonly i18n: I18nInstance) {}

  has(code: string): boolean {
    return this.codes.has(code) || this.catalogueCodes.has(code);
  }

  /**
   * Adds a catalogue, checked first (nothing is added when one entry is wrong): every code needs
   * a text in each of the five languages. A code already registered is an error unless
   * `override` is set (a host replacing a product's wording).
   */
  register(catalogue: ResultCodeCatalogue, options: { override?: boolean } = {}): void {
    if (typeof catalogue !== 'object' || catalogue === null) {
      invalid(
        'register(catalogue): give { code: { "zh-CN": ..., "zh-TW": ..., en: ..., ja: ..., th: ... } }',
      );
    }
    for (const [code, texts] of Object.entries(catalogue)) {
      if (code.trim() === '') invalid('a result code must not be empty');
      if (this.codes.has(code) && !options.override) {
        invalid(
          `result code "${code}" is already registered: pass { override: true } to replace its texts`,
        );
      }
      const missing = LANGUAGES.filter(
        (language) => typeof texts?.[language] !== 'string' || texts[language].trim() === '',
      );
      if (missing.length > 0) {
        invalid(
          `result code "${code}" has no text in ${missing.join(', ')}: give all five languages`,
        );
      }
    }
    const byLanguage: Partial<Record<Language, Record<string, string>>> = {};
    for (const language of LANGUAGES) {
      byLanguage[language] = Object.fromEntries(
        Object.entries(catalogue).map(([code, texts]) => [code, texts[language]]),
      );
    }
    addStrings(this.i18n, RESULT_NAMESPACE, byLanguage);
    for (const code of Object.keys(catalogue)) this.codes.add(code);
  }

  /**
   * Adds a catalogue whose other languages load on demand (kernel/i18n/catalogue.ts): a product's
   * codes, its Simplified Chinese texts (the fallback) naming every code. Its texts follow the
   * kernel's language as the labels do (views wait for them). A code also given to register(),
   * before or after, keeps that wording. Safe to call more than once.
   */
  registerCatalogue(catalogue: Catalogue): void {
    if (this.namespaces.includes(catalogue.namespace)) return;
    if (catalogue.namespace === RESULT_NAMESPACE) {
      invalid(`a result-code catalogue needs a namespace of its own, not "${RESULT_NAMESPACE}"`);
    }
    this.namespaces.push(catalogue.namespace);
    addCatalogue(this.i18n, catalogue);
    for (const code of Object.keys(catalogue.fallback)) this.catalogueCodes.add(code);
  }

  /** A code's text in the kernel's language, or undefined when no plugin registered it. */
  text(code: string, values: Record<string, unknown> = {}): string | undefined {
    if (!this.has(code)) return undefined;
    return this.i18n.t(code, { ...values, ...LOOKUP, ns: this.namespaces }) as string;
  }

  /**
   * The message for a failure: its result code's text when the table has the code, else the
   * server's msg, else the text of `fallback` (a code of the table, such as a product's
   * "loading failed"), else the kernel's generic failure text.
   */
  message(
    source: ResultSource | null | undefined,
    fallback?: string,
    values?: Record<string, unknown>,
  ): string {
    const mapped = source?.result ? this.text(source.result, values) : undefined;
    if (mapped !== undefined) return mapped;
    const msg = source?.msg?.trim();
    if (msg) return msg;
    const byDefault = fallback === undefined ? undefined : this.text(fallback, values);
    return byDefault ?? (this.i18n.t('requestFailed', { ns: CORE_NAMESPACE }) as string);
  }
}
