/** The action texts (actionLocale.ts) in the finder's language, for views. */
import { useCallback } from 'react';
import {
  ACTION_NAMESPACE,
  addActionStrings,
  type ActionTextKey,
} from '../../drive/texts/actionLocale';
import { useFinder } from './FinderContext';

export type ActionTranslate = (key: ActionTextKey, options?: Record<string, unknown>) => string;

export function useActionT(): ActionTranslate {
  const store = useFinder();
  addActionStrings(store.kernel.i18n);
  return useCallback(
    (key: ActionTextKey, options?: Record<string, unknown>) =>
      store.kernel.t(`${ACTION_NAMESPACE}:${key}`, options),
    [store],
  );
}
