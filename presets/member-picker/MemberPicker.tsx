/**
 * <MemberPicker>: one kernel per mount (createMemberPickerKernel), initialised when open, rendered
 * through the picker shell (mounted in a second stage: useStagedMount), disposed on unmount. Confirm and cancel go through the kernel
 * (kernel.confirm(), kernel.cancel()) and then to onConfirm and onCancel.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { ConfirmPayload, PickerKernel } from '../../kernel';
import { asMemberPayload } from '../../plugins/sources/member-items';
import { KernelProvider } from '../../plugins/views/shared';
import { PickerShell } from '../../plugins/views/shell';
import { createMemberPickerKernel } from './createMemberPickerKernel';
import { DEFAULT_WIDTH, type MemberPickerProps } from './types';
import { forwardCallbacks, useLatest } from './useLatestOptions';
import { useRootListeners } from './useRootListeners';
import { useMountKernel } from '../shared/useMountKernel';
import { useServerOrHydrating } from '../../plugins/views/shared/useServerOrHydrating';
import { useStagedMount } from '../shared/useStagedMount';
import { useFollowLanguage, useRenderLanguage } from '../shared/usePresetLanguage';
import { themeRootAttributes } from '../../plugins/views/theme/themeOption';

/** The class of the picker's outer element; the desktop-client look adds a modifier. */
export const MEMBER_PICKER_CLASS = 'pk-member-picker';
export const DESKTOP_LOOK_CLASS = 'pk-member-picker--desktop';

/**
 * The kernel of this mount, made from the latest props (see useMountKernel) in the language of
 * the render that makes it (see usePresetLanguage), which it then follows.
 */
function useMemberPickerKernel(props: MemberPickerProps): PickerKernel {
  const latest = useLatest(props);
  const language = useLatest(useRenderLanguage(props.language));
  const kernel = useMountKernel(() =>
    createMemberPickerKernel({
      ...forwardCallbacks(latest.current, latest),
      language: language.current,
    }),
  );
  useFollowLanguage(kernel, language.current);
  return kernel;
}

export function MemberPicker(props: MemberPickerProps) {
  const { open = true } = props;
  const kernel = useMemberPickerKernel(props);
  const latest = useLatest(props);
  const root = useRef<HTMLDivElement>(null);
  const viewsMounted = useStagedMount();
  useRootListeners(kernel, root);

  // Loading starts with the first commit, while the views render in the transition after it
  // (their texts load alongside): the requests and the rendering overlap. What it announces
  // before the live region is in (a failure) is kept and said to it (AnnouncerChannel). A mount that hydrates server
  // markup leaves it to the shell (PickerShell starts it once its own views have hydrated): the
  // views may still wait for their texts, and a list loaded before they hydrate would make them
  // differ from the server's markup.
  const hydrating = useRef(useServerOrHydrating()).current;
  useEffect(() => {
    if (hydrating) return;
    if (open && kernel.status === 'uninitialised') void kernel.init();
  }, [kernel, open, hydrating]);

  const className =
    props.clientLook === 'desktop'
      ? `${MEMBER_PICKER_CLASS} ${DESKTOP_LOOK_CLASS}`
      : MEMBER_PICKER_CLASS;

  // The views are memoised on the props: a render of this component alone (such as React's
  // store check at the end of hydration) must not update them while they still hydrate (waiting
  // for their texts), which would replace the server's markup with a client render.
  const views = useMemo(
    () =>
      viewsMounted ? (
        <KernelProvider kernel={kernel}>
          <PickerShell
            kernel={kernel}
            open={props.open ?? true}
            title={props.title}
            width={props.width ?? DEFAULT_WIDTH}
            height={props.height}
            look={props.clientLook === 'desktop' ? 'desktop' : 'web'}
            theme={props.theme}
            okText={props.okText}
            cancelText={props.cancelText}
            showRemind={props.showRemind ?? false}
            placeholder={props.placeholder}
            emptyText={props.emptyText}
            emptyLink={props.emptyLink}
            tip={props.tip}
            tabDropdown={props.tabDropdown}
            selectedDropdown={props.selectedDropdown}
            selectedBottom={props.selectedBottom}
            onConfirm={(payload: ConfirmPayload) =>
              latest.current.onConfirm?.(asMemberPayload(payload))
            }
            onCancel={() => latest.current.onCancel?.()}
          />
        </KernelProvider>
      ) : null,
    [props, kernel, viewsMounted, latest],
  );

  return (
    <div
      {...themeRootAttributes(props.theme)}
      ref={root}
      className={className}
      data-release={kernel.options.release}
    >
      {views}
    </div>
  );
}
