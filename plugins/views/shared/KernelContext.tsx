/** The React binding of a kernel: one provider, read with useKernel(). */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PickerKernel } from '../../../kernel';
import { StyleOptionsProvider, styleOptionsOf } from '../components/styles/styleOptions';
import { addAnnounceStrings } from '../announcer/texts';
import { addPickerStrings } from '../locale';
import { addHintStrings } from './hints';
import { LanguageGate } from './LanguageGate';

const KernelContext = createContext<PickerKernel | null>(null);

export interface KernelProviderProps {
  kernel: PickerKernel;
  children?: ReactNode;
}

export function KernelProvider({ kernel, children }: KernelProviderProps) {
  // Labels are normally added by a view plugin; adding them here too keeps a bare provider usable.
  // Every catalogue the views read is added before the first render, which waits for its language.
  useMemo(() => {
    addPickerStrings(kernel.i18n);
    addHintStrings(kernel.i18n);
    // The search box's paste report words its summary as the live region does.
    addAnnounceStrings(kernel.i18n);
  }, [kernel]);
  // The views' style hooks read the kernel's injectStyles and nonce from here.
  const styleOptions = useMemo(() => styleOptionsOf(kernel.options), [kernel]);
  return (
    <KernelContext.Provider value={kernel}>
      <StyleOptionsProvider value={styleOptions}>
        <LanguageGate kernel={kernel}>{children}</LanguageGate>
      </StyleOptionsProvider>
    </KernelContext.Provider>
  );
}

/** The kernel of the nearest KernelProvider; throws outside one. */
export function useKernel(): PickerKernel {
  const kernel = useContext(KernelContext);
  if (!kernel) {
    throw new Error(
      'useKernel() was called outside a <KernelProvider>: wrap the picker views in <KernelProvider kernel={kernel}>',
    );
  }
  return kernel;
}
