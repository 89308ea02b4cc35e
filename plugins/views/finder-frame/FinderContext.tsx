/** The finder's store for its views: one provider, read with useFinder(); labels with useFinderT(). */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { FinderStore } from '../../drive/finder-state/FinderStore';
import { addHintStrings } from '../shared/hints';
import { LanguageGate } from '../shared/LanguageGate';
import { FINDER_NAMESPACE, addFinderStrings, type FinderLabelKey } from '../../drive/texts/locale';

const FinderContext = createContext<FinderStore | null>(null);

export function FinderProvider({ store, children }: { store: FinderStore; children?: ReactNode }) {
  addFinderStrings(store.kernel.i18n);
  addHintStrings(store.kernel.i18n);
  return (
    <FinderContext.Provider value={store}>
      <LanguageGate kernel={store.kernel}>{children}</LanguageGate>
    </FinderContext.Provider>
  );
}

export function useFinder(): FinderStore {
  const store = useContext(FinderContext);
  if (!store) {
    throw new Error('useFinder() was called outside a <FinderProvider store={store}>');
  }
  return store;
}

export type FinderTranslate = (key: FinderLabelKey, options?: Record<string, unknown>) => string;

export function useFinderT(): FinderTranslate {
  const store = useFinder();
  return useCallback(
    (key: FinderLabelKey, options?: Record<string, unknown>) =>
      store.kernel.t(`${FINDER_NAMESPACE}:${key}`, options),
    [store],
  );
}
