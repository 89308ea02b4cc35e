/**
 * Special rows at the top of a source's list: add contact (not in the oem release), new custom
 * group and custom group management. Each row shows only when its handler is given; rows are
 * added through the addRows hook, which the source runtime calls for a root list's first page.
 */
import type { ItemType, PickerItem, PickerKernel, Plugin } from '../../../kernel';
import { registerMemberItems } from '../../sources/member-items';
import { addPickerStrings } from '../locale';
import { viewKernel } from '../shared/surface';
import type { SpecialRowRecord } from './activateSpecialRow';

export {
  activateSpecialRow,
  isSpecialRowRecord,
  type SpecialRowRecord,
} from './activateSpecialRow';

export interface SpecialRowsOptions {
  onAddContact?(): void;
  onAddCustomGroup?(): void;
  onManageCustomGroup?(): void;
  /** Source types whose list gets the add-contact row (default: contact). */
  contactSourceTypes?: readonly string[];
  /** Source types whose list gets the custom-group rows (default: custom). */
  customSourceTypes?: readonly string[];
}

function row(
  type: ItemType,
  sourceKey: string,
  onActivate: () => void,
): PickerItem<SpecialRowRecord> {
  return {
    key: `${type}_${sourceKey}`,
    id: sourceKey,
    type,
    origin: 'special',
    sourceKey,
    name: type,
    raw: { onActivate },
  };
}

export function specialRowsView(options: SpecialRowsOptions = {}): Plugin {
  const contactTypes = new Set(options.contactSourceTypes ?? ['contact']);
  const customTypes = new Set(options.customSourceTypes ?? ['custom']);
  return {
    name: 'view:special-rows',
    apply(kernel: PickerKernel) {
      addPickerStrings(kernel.i18n);
      registerMemberItems(kernel);
      /** Tells observers (usage analytics) what the user did, then runs the host's handler. */
      const announced =
        (action: 'addContact' | 'addCustomGroup' | 'manageCustomGroup', handler: () => void) =>
        () => {
          kernel.hooks.onUserAction.call({ type: action });
          handler();
        };
      kernel.hooks.addRows.tap('view:special-rows', (rows, sourceKey) => {
        const type = viewKernel(kernel).sources.get(sourceKey)?.type;
        if (!type) return rows;
        const added: PickerItem[] = [];
        if (options.onAddContact && contactTypes.has(type) && kernel.options.release !== 'oem') {
          added.push(row('addContact', sourceKey, announced('addContact', options.onAddContact)));
        }
        if (customTypes.has(type)) {
          if (options.onAddCustomGroup)
            added.push(
              row('addCustom', sourceKey, announced('addCustomGroup', options.onAddCustomGroup)),
            );
          if (options.onManageCustomGroup) {
            added.push(
              row(
                'manageCustom',
                sourceKey,
                announced('manageCustomGroup', options.onManageCustomGroup),
              ),
            );
          }
        }
        return added.length ? [...added, ...rows] : rows;
      });
    },
  };
}
