/**
 * The finder for its views: one provider of the view over the kernel's drive stores
 * (finderViewOf(kernel)), read with useFinder(); labels with useFinderT().
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { FinderView } from './finderView';
import { addHintStrings } from '../shared/hints';
import { LanguageGate } from '../shared/LanguageGate';
import { FINDER_NAMESPACE, addFinderStrings, type FinderLabelKey } from '../../drive/texts/locale';
import { addActionStrings } from '../../drive/texts/actionLocale';
import { addFinderSpaceStrings } from '../../drive/texts/spaceLocale';

const FinderContext = createContext<FinderView | null>(null);

export function FinderProvider({ store, children }: { store: FinderView; children?: ReactNode }) {
  addFinderStrings(store.kernel.i18n);
  addActionStrings(store.kernel.i18n);
  addFinderSpaceStrings(store.kernel.i18n);
  addHintStrings(store.kernel.i18n);
  return (
    <FinderContext.Provider value={store}>
      <LanguageGate kernel={store.kernel}>{children}</LanguageGate>
    </FinderContext.Provider>
  );
}

export function useFinder(): FinderView {
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
