/**
 * `checkAccess({ fileId } | { groupId })`: an opt-in plugin that, once the picker is ready, asks
 * the suite who can open the file the picker was opened for (the union selector's `fid`, a file
 * the member picker's host names). Picked people who cannot are marked where the selection shows
 * (plugins/views/access-note), and confirm's payload carries them as `noAccess` (`{ key, id, name
 * }` each) with `accessCheck` ('done', 'checking' or 'failed': then `noAccess` is empty, since
 * unknown is not no access). Checking never blocks picking or confirm.
 */
import {
  ErrorCodes,
  PickerError,
  STAGE_DEFAULT,
  type PickerKernel,
  type Plugin,
} from '../../../kernel';
import { AccessStore, type AccessTarget } from './accessStore';

export const CHECK_ACCESS_PLUGIN = 'check-access';

const stores = new WeakMap<PickerKernel, AccessStore>();

/** The access check of a kernel, when the plugin is installed. */
export function accessCheckOf(kernel: PickerKernel): AccessStore | undefined {
  return stores.get(kernel);
}

function isId(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
    (typeof value === 'string' && value.trim() !== '')
  );
}

/** Checks the options at creation: a file id or a group id, each a positive integer or a string. */
export function validateAccessTarget(target: unknown): AccessTarget {
  const fail = (message: string) =>
    new PickerError(ErrorCodes.OPTIONS_INVALID, `checkAccess: ${message}`);
  if (typeof target !== 'object' || target === null) {
    throw fail('pass the file to check, e.g. checkAccess({ fileId: 100123 })');
  }
  const { fileId, groupId } = target as AccessTarget;
  if (fileId === undefined && groupId === undefined) {
    throw fail('fileId (the file the picker is for) or groupId (its group) is required');
  }
  for (const [name, value] of [
    ['fileId', fileId],
    ['groupId', groupId],
  ] as const) {
    if (value !== undefined && !isId(value)) {
      throw fail(
        `${name} must be a positive integer or a non-empty string (got ${JSON.stringify(value)})`,
      );
    }
  }
  return { fileId, groupId };
}

export function checkAccess(target: AccessTarget): Plugin {
  const checked = validateAccessTarget(target);
  return {
    name: CHECK_ACCESS_PLUGIN,
    apply(kernel) {
      const store = new AccessStore(checked);
      stores.set(kernel, store);
      const tap = { name: CHECK_ACCESS_PLUGIN, stage: STAGE_DEFAULT };
      // Not awaited: init and the first list never wait for the check.
      kernel.hooks.afterInit.tap(tap, () => {
        if (kernel.hasClient) void store.check(kernel.client);
      });
      kernel.hooks.modifyConfirmPayload.tap(tap, (payload) => ({
        ...payload,
        noAccess: store
          .noAccess(kernel.selection.selectedItems)
          .map((item) => ({ key: item.key, id: item.id, name: item.name })),
        accessCheck:
          store.status === 'ready' ? 'done' : store.status === 'failed' ? 'failed' : 'checking',
      }));
      return () => {
        store.dispose();
        stores.delete(kernel);
      };
    },
  };
}
