/** The languages the pickers speak, and how one is chosen. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/**
 * The `language` option of every preset: one of LANGUAGES, or a language tag whose language is
 * one of them (`en-US`, `zh-Hant`, `ja-JP`, what `navigator.language` gives).
 */
export type LanguageOption = Language | (string & {});

const BY_LOWER = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase(), l]));
/** Two-letter prefixes that map to one supported language. */
const BY_PREFIX: Record<string, Language> = { zh: 'zh-CN', en: 'en', ja: 'ja', th: 'th' };

function match(candidate: string | undefined | null): Language | undefined {
  if (!candidate) return undefined;
  const lower = candidate.trim().replace('_', '-').toLowerCase();
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  // Traditional-script regions and scripts read zh-TW.
  if (/^zh-(hant|tw|hk|mo)/.test(lower)) return 'zh-TW';
  return BY_PREFIX[lower.slice(0, 2)];
}

/** The supported language a tag names (`en-US` is en, `zh-HK` is zh-TW), else undefined. */
export function supportedLanguage(tag: string | undefined | null): Language | undefined {
  return match(tag);
}

/**
 * The option if it is supported, else the browser language, else its two-letter prefix,
 * else zh-CN.
 */
export function resolveLanguage(option?: string, browserLanguage?: string): Language {
  const browser =
    browserLanguage ?? (typeof navigator !== 'undefined' ? navigator.language : undefined);
  return match(option) ?? match(browser) ?? DEFAULT_LANGUAGE;
}
