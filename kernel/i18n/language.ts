/**
 * The languages the pickers speak, and how one is chosen: one rule for every product. The host's
 * `language` when it is supported; else the browser's language, then its two-letter prefix; else
 * zh-CN. An unsupported `language` warns once and falls back the same way. Without a browser (a
 * server render) there is no browser language: the host's `language`, else zh-CN.
 */
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

/** The supported language a tag names (exactly, by its script or region, or by its prefix). */
export function matchLanguage(candidate: unknown): Language | undefined {
  if (typeof candidate !== 'string' || candidate === '') return undefined;
  const lower = candidate.trim().replace('_', '-').toLowerCase();
  const exact = BY_LOWER.get(lower);
  if (exact) return exact;
  // Traditional-script regions and scripts read zh-TW.
  if (/^zh-(hant|tw|hk|mo)/.test(lower)) return 'zh-TW';
  return BY_PREFIX[lower.slice(0, 2)];
}

/** The browser's language; undefined without a browser (a server render has no window). */
export function browserLanguage(): string | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return navigator.language;
}

const warned = new Set<string>();

function warnUnsupported(option: string, chosen: Language): void {
  if (warned.has(option)) return;
  warned.add(option);
  console.warn(
    `[pickerkit] language ${JSON.stringify(option)} is not supported (${LANGUAGES.join(', ')}); showing ${chosen}`,
  );
}

/**
 * The option if it is supported, else the browser language, else its two-letter prefix, else
 * zh-CN. `browser` defaults to the browser's language; `null` means none (what a server render
 * and the hydration of its markup use, so that both choose the same).
 */
export function resolveLanguage(
  option?: string,
  browser: string | null | undefined = browserLanguage(),
): Language {
  const chosen = matchLanguage(option);
  if (chosen) return chosen;
  const fallback = matchLanguage(browser) ?? DEFAULT_LANGUAGE;
  if (option !== undefined && option !== null && option !== '') {
    warnUnsupported(String(option), fallback);
  }
  return fallback;
}

/**
 * The supported language an HTTP `Accept-Language` header prefers (by its q values), or undefined
 * when it names none: what a server passes to a picker as `language`, and to the page it sends,
 * so the browser hydrates in the language the server rendered.
 */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return undefined;
}
