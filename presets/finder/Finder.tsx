/**
 * <Finder {...options} />: one finder per mount (createFinder), started when open, shown as a
 * modal dialog (focus trapped, Esc cancels) over the finder frame, disposed on unmount. OK
 * commits: onConfirm gets the commit info, and OK shows a spinner until what it returns settles
 * (or while the host's `committing` is true).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnnouncerOutlet } from '../../plugins/views/announcer/AnnouncerOutlet';
import { PickerRoot } from '../../plugins/views/components/PickerRoot/PickerRoot';
import {
  StyleOptionsProvider,
  styleOptionsOf,
} from '../../plugins/views/components/styles/styleOptions';
import { FinderFrame, FinderProvider } from '../../plugins/views/finder-frame';
import { finderText } from '../../plugins/drive/texts';
import { Modal } from '../../plugins/views/modal/Modal';
import { LanguageGate } from '../../plugins/views/shared/LanguageGate';
import { addHintStrings } from '../../plugins/views/shared/hints';
import type { CommitOperation } from '../../plugins/drive/rules';
import { createFinder, type FinderInstance } from './createFinder';
import type { FinderProps } from './types';
import { FINDER_ADAPTER_VERSION, FINDER_WIDGET_VERSION } from './versions';
import { useStagedMount } from '../shared/useStagedMount';
import { useFollowLanguage, useRenderLanguage } from '../shared/usePresetLanguage';

/**
 * The finder of this mount, in the language of the render that makes it (see usePresetLanguage),
 * which it then follows; under StrictMode a disposed one is replaced by a fresh one.
 */
function useFinderInstance(props: FinderProps): FinderInstance {
  const language = useRenderLanguage(props.language);
  const latest = useRef({ ...props, language });
  latest.current = { ...props, language };
  const [finder, setFinder] = useState(() => createFinder(latest.current));
  useEffect(() => {
    if (finder.kernel.status === 'disposed') {
      setFinder(createFinder(latest.current));
      return undefined;
    }
    return () => finder.dispose();
  }, [finder]);
  useFollowLanguage(finder.kernel, language);
  return finder;
}

export const Finder = observer(function Finder(props: FinderProps) {
  const { open = true } = props;
  const finder = useFinderInstance(props);
  const viewsMounted = useStagedMount();
  const latest = useRef(props);
  latest.current = props;
  const { store, kernel } = finder;
  // Every style hook under it (the dialog, the frame, the components) reads injectStyles and nonce.
  const styleOptions = useMemo(() => styleOptionsOf(kernel.options), [kernel]);

  // Loading starts with the first commit, while the views render in the transition after it: the
  // requests and the rendering overlap. What it announces before the live region is in (a
  // failure) is kept and said to it (AnnouncerChannel).
  useEffect(() => {
    if (open && kernel.router.current === null && !kernel.router.loading) {
      void finder.start();
    }
  }, [finder, kernel, open]);
  useEffect(() => {
    if (props.committing !== undefined) store.setCommitting(props.committing);
  }, [props.committing, store]);

  // Every catalogue the views read is added before this render reads the loader's state (adding
  // one while a child renders would update this component from inside that render).
  useMemo(() => {
    addHintStrings(kernel.i18n);
  }, [kernel]);
  // Read in the shown language once its texts are in (the LanguageGate below shows nothing
  // before): reading the loader's state here renders the title again when a language's texts
  // arrive or the language changes.
  const { ready: textsReady, language: shownLanguage } = kernel.languages;
  const title = useMemo(() => {
    if (props.title !== undefined) return props.title;
    if (!textsReady) return '';
    const key = store.inputs.mode === 'dir' ? 'titleDir' : 'titleFiles';
    return finderText(kernel, key, { lng: shownLanguage });
  }, [props.title, kernel, store, textsReady, shownLanguage]);

  // So every catalogue the views read is in before the first render, and the whole finder waits
  // for its texts in one LanguageGate (FinderProvider's own then never waits). The gate sits above
  // PickerRoot, whose portal root (a context set once mounted) would otherwise reach views still
  // hydrating. It is memoised: a render of this component alone (such as React's store check at
  // the end of hydration, or the finder starting to load) must not update views that still
  // hydrate (waiting for their texts), which would replace the server's markup with a client one.
  const theme = props.theme;
  return useMemo(() => {
    const commit = (operation?: CommitOperation) => {
      void finder.commit(operation).then((info) => {
        if (!info) return;
        const pending = latest.current.onConfirm?.(info);
        if (pending && typeof pending.then === 'function') {
          store.setCommitting(true);
          void Promise.resolve(pending)
            .catch((error: unknown) => console.error('[pickerkit] onConfirm failed:', error))
            .finally(() => store.setCommitting(latest.current.committing === true));
        }
      });
    };
    const cancel = () => latest.current.onCancel?.();
    return (
      <StyleOptionsProvider value={styleOptions}>
        <LanguageGate kernel={kernel}>
          <PickerRoot
            theme={theme}
            className="pk-finder-root"
            data-release={kernel.options.release}
            data-pk-version={FINDER_WIDGET_VERSION}
            data-pk-adapter-version={FINDER_ADAPTER_VERSION}
          >
            {viewsMounted && (
              <FinderProvider store={store}>
                <Modal open={open} title={title} width={860} onCancel={cancel}>
                  <AnnouncerOutlet kernel={kernel} />
                  <FinderFrame onCommit={commit} onCancel={cancel} />
                </Modal>
              </FinderProvider>
            )}
          </PickerRoot>
        </LanguageGate>
      </StyleOptionsProvider>
    );
  }, [viewsMounted, finder, store, kernel, open, title, styleOptions, theme]);
});
