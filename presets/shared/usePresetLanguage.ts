/**
 * The language a preset renders in, chosen by one rule on the server and in the browser: the
 * host's `language` when supported; without it (or when unsupported, with a warning), the
 * browser's language in a client render, and zh-CN on the server and in the render that hydrates
 * the server's markup, since the server cannot know the browser's language. Once hydrated, the
 * picker switches to the browser's language (its texts load first; the server's stay meanwhile).
 * A host that knows the reader's language on the server (Accept-Language: acceptedLanguage())
 * passes it as `language` on both sides, and the picker never switches.
 */
import { useEffect, useMemo } from 'react';
import { resolveLanguage, type Language, type PickerKernel } from '../../kernel';
import { afterGatesHydrated } from '../../plugins/views/shared/LanguageGate';
import { useServerOrHydrating } from '../../plugins/views/shared/useServerOrHydrating';

/** The language of this render (see above). */
export function useRenderLanguage(option: string | undefined): Language {
  const serverOrHydrating = useServerOrHydrating();
  // `null`: no browser language; `undefined`: the browser's own.
  return useMemo(
    () => resolveLanguage(option, serverOrHydrating ? null : undefined),
    [option, serverOrHydrating],
  );
}

/**
 * Keeps the kernel in the render language: after hydration, and when the host changes
 * `language`, the kernel loads the new texts and then shows them. After hydration the switch
 * waits until the views in the LanguageGates have hydrated too (React hydrates them in a later
 * pass): switching before would make them hydrate in the new language over the server's text.
 */
export function useFollowLanguage(kernel: PickerKernel, language: Language): void {
  useEffect(() => {
    if (kernel.languages.requestedLanguage === language) return undefined;
    return afterGatesHydrated(kernel, () => void kernel.setLanguage(language));
  }, [kernel, language]);
}
