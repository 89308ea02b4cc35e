/**
 * <MemberPicker>: one kernel per mount (createMemberPickerKernel), initialised when open, rendered
 * through the picker shell, disposed on unmount. Confirm and cancel go through the kernel
 * (kernel.confirm(), kernel.cancel()) and then to onConfirm and onCancel.
 */
import { useEffect, useRef, useState } from 'react';
import type { ConfirmPayload, PickerKernel } from '../../kernel';
import { asMemberPayload } from '../../plugins/sources/member-items';
import { KernelProvider } from '../../plugins/views/shared';
import { PickerShell } from '../../plugins/views/shell';
import { createMemberPickerKernel } from './createMemberPickerKernel';
import { DEFAULT_WIDTH, type MemberPickerProps } from './types';
import { forwardCallbacks, useLatest } from './useLatestOptions';
import { useRootListeners } from './useRootListeners';

/** The class of the picker's outer element; the desktop-client look adds a modifier. */
export const MEMBER_PICKER_CLASS = 'pk-member-picker';
export const DESKTOP_LOOK_CLASS = 'pk-member-picker--desktop';

/**
 * The kernel of this mount. Under StrictMode React unmounts and mounts again once: the first
 * kernel is then disposed, so a fresh one replaces it.
 */
function useMemberPickerKernel(props: MemberPickerProps): PickerKernel {
  const latest = useLatest(props);
  const make = () => createMemberPickerKernel(forwardCallbacks(latest.current, latest));
  const [kernel, setKernel] = useState<PickerKernel>(make);
  useEffect(() => {
    if (kernel.status === 'disposed') {
      setKernel(make());
      return undefined;
    }
    return () => kernel.dispose();
    // `make` reads the latest props through a ref; the kernel is the only dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kernel]);
  return kernel;
}

export function MemberPicker(props: MemberPickerProps) {
  const { open = true } = props;
  const kernel = useMemberPickerKernel(props);
  const latest = useLatest(props);
  const root = useRef<HTMLDivElement>(null);
  useRootListeners(kernel, root);

  useEffect(() => {
    if (open && kernel.status === 'uninitialised') void kernel.init();
  }, [kernel, open]);

  const className =
    props.clientLook === 'desktop'
      ? `${MEMBER_PICKER_CLASS} ${DESKTOP_LOOK_CLASS}`
      : MEMBER_PICKER_CLASS;

  return (
    <div ref={root} className={className} data-release={kernel.options.release}>
      <KernelProvider kernel={kernel}>
        <PickerShell
          kernel={kernel}
          open={open}
          title={props.title}
          width={props.width ?? DEFAULT_WIDTH}
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
    </div>
  );
}
