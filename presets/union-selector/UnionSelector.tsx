/**
 * <UnionSelector>: one kernel per mount (createUnionSelectorKernel), initialised when open, the
 * panel rendered by UnionShell, disposed on unmount; a failed init shows UnionInitError (the
 * retry panel, or a configuration error's message). An insert goes to onInsert as `{ items,
 * remind, tab }` with items in the spec's shape (`_type` user, group, file, dept, time).
 */
import { accessPayload } from './accessPayload';
import { useEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { PickerKernel } from '../../kernel';
import { UnionShell } from '../../plugins/views/union-selector/UnionShell';
import { useLatest } from '../member-picker/useLatestOptions';
import { useRootListeners } from '../member-picker/useRootListeners';
import { useMountKernel } from '../shared/useMountKernel';
import { useStagedMount } from '../shared/useStagedMount';
import { useFollowLanguage, useRenderLanguage } from '../shared/usePresetLanguage';
import { createUnionSelectorKernel } from './createUnionSelectorKernel';
import { unionTabsOf } from './presetPlugin';
import { UnionInitError } from './UnionInitError';
import type { UnionItem, UnionSelectorProps } from './types';
import { toUnionItems } from './unionPayload';
import { toViewTabs } from './viewTabs';
import { UNION_SELECTOR_VERSION } from './versions';
import { themeRootAttributes } from '../../plugins/views/theme/themeOption';

export const UNION_SELECTOR_CLASS = 'pk-union-selector';

const activeTab = (kernel: PickerKernel) => kernel.tabs.activeKey ?? '';

/**
 * The kernel of this mount, made from the latest props (see useMountKernel) in the language of
 * the render that makes it (see usePresetLanguage), which it then follows.
 */
function useUnionKernel(props: UnionSelectorProps): PickerKernel {
  const latest = useLatest(props);
  const language = useLatest(useRenderLanguage(props.language));
  const kernel = useMountKernel(() =>
    createUnionSelectorKernel({ ...latest.current, language: language.current }),
  );
  useFollowLanguage(kernel, language.current);
  return kernel;
}

export const UnionSelector = observer(function UnionSelector(props: UnionSelectorProps) {
  const { open = true } = props;
  const kernel = useUnionKernel(props);
  const latest = useLatest(props);
  const root = useRef<HTMLDivElement>(null);
  const viewsMounted = useStagedMount();
  useRootListeners(kernel, root);
  const tabs = useMemo(() => toViewTabs(unionTabsOf(kernel), latest.current), [kernel, latest]);

  // Loading starts with the first commit, while the views render in the transition after it:
  // the requests and the rendering overlap. What it announces before the live region is in (a
  // failure) is kept and said to it (AnnouncerChannel).
  useEffect(() => {
    if (open && kernel.status === 'uninitialised') void kernel.init();
  }, [kernel, open]);

  const failed = kernel.status === 'error';
  // The views are memoised on the props: a render of this component alone (such as React's
  // store check at the end of hydration, or the kernel starting to load) must not update them
  // while they still hydrate (waiting for their texts), which would replace the server's markup.
  const views = useMemo(() => {
    const emit = (items: UnionItem[], remind: boolean) =>
      latest.current.onInsert?.({
        items,
        remind,
        tab: activeTab(kernel),
        ...accessPayload(kernel),
      });
    if (!viewsMounted) return null;
    if (failed) {
      return (
        <UnionInitError
          kernel={kernel}
          onEscape={props.onClose ? () => latest.current.onClose?.() : undefined}
        />
      );
    }
    return (
      <UnionShell
        kernel={kernel}
        tabs={tabs}
        theme={props.theme}
        multiple={props.multiple ?? false}
        showFooter={props.showFooter ?? true}
        showRemind={props.showRemind ?? true}
        timeSelect={props.timeSelect}
        onInsertItems={(items, remind) => emit(toUnionItems(items, kernel), remind)}
        onInsertTime={(value, remind) => {
          kernel.hooks.onUserAction.call({ type: 'insert', detail: { types: { time: 1 } } });
          emit([{ _type: 'time', ...value }], remind);
        }}
        onInsertCustom={(items, remind) => {
          kernel.hooks.onUserAction.call({
            type: 'insert',
            detail: { types: { [activeTab(kernel)]: items.length } },
          });
          emit(items as UnionItem[], remind);
        }}
        onEscape={props.onClose ? () => latest.current.onClose?.() : undefined}
      />
    );
  }, [props, kernel, viewsMounted, failed, tabs, latest]);

  if (!open) return null;
  return (
    <div
      {...themeRootAttributes(props.theme)}
      ref={root}
      className={UNION_SELECTOR_CLASS}
      data-release={kernel.options.release}
      data-pk-version={UNION_SELECTOR_VERSION}
    >
      {views}
    </div>
  );
});
