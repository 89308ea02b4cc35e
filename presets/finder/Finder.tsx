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
import { finderText } from '../../plugins/views/finder-frame/text';
import { Modal } from '../../plugins/views/modal/Modal';
import type { CommitOperation } from './config/actionFooter';
import { createFinder, type FinderInstance } from './createFinder';
import type { FinderProps } from './types';
import { useStagedMount } from '../shared/useStagedMount';

/** The finder of this mount; under StrictMode a disposed one is replaced by a fresh one. */
function useFinderInstance(props: FinderProps): FinderInstance {
  const latest = useRef(props);
  latest.current = props;
  const [finder, setFinder] = useState(() => createFinder(props));
  useEffect(() => {
    if (finder.kernel.status === 'disposed') {
      setFinder(createFinder(latest.current));
      return undefined;
    }
    return () => finder.dispose();
  }, [finder]);
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

  // Loading starts once the views are in, so that what it announces finds the live region.
  useEffect(() => {
    if (viewsMounted && open && kernel.router.current === null && !kernel.router.loading) {
      void finder.start();
    }
  }, [finder, kernel, open, viewsMounted]);
  useEffect(() => {
    if (props.committing !== undefined) store.setCommitting(props.committing);
  }, [props.committing, store]);

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
  const title =
    props.title ?? finderText(kernel, store.inputs.mode === 'dir' ? 'titleDir' : 'titleFiles');

  return (
    <StyleOptionsProvider value={styleOptions}>
      <PickerRoot className="pk-finder-root" data-release={kernel.options.release}>
        {viewsMounted && (
          <FinderProvider store={store}>
            <Modal open={open} title={title} width={860} onCancel={cancel}>
              <AnnouncerOutlet kernel={kernel} />
              <FinderFrame onCommit={commit} onCancel={cancel} />
            </Modal>
          </FinderProvider>
        )}
      </PickerRoot>
    </StyleOptionsProvider>
  );
});
