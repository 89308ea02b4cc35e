/**
 * How the views' CSS reaches the page (`injectStyles`, `nonce`; see kernel/styleOptions.ts), read
 * by every style hook from the nearest provider. The KernelProvider provides its kernel's options;
 * a component used on its own, under no provider, injects its styles without a nonce.
 */
import { createContext, useContext } from 'react';
import type { StyleOptions } from '../../../../kernel';

const StyleOptionsContext = createContext<StyleOptions>({});

export const StyleOptionsProvider = StyleOptionsContext.Provider;

export function useStyleOptions(): StyleOptions {
  return useContext(StyleOptionsContext);
}

/** The style options among a kernel's (or a preset's) options, as a provider value. */
export function styleOptionsOf(options: StyleOptions): StyleOptions {
  return { injectStyles: options.injectStyles, nonce: options.nonce };
}
