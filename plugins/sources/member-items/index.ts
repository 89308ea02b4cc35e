/**
 * pickerkit/sources/member-items: the member picker's vocabulary (item types, id fields, special
 * rows, confirm fields and payload, source configs). Member source plugins register it themselves;
 * `memberItems()` registers it for a kernel that has none of them.
 */
import type { Plugin } from '../../../kernel';
import { registerMemberItems } from './memberItemTypes';

export * from './memberItemTypes';
export * from './memberSourceConfig';

export function memberItems(): Plugin {
  return {
    name: 'member-items',
    apply(kernel) {
      registerMemberItems(kernel);
    },
  };
}
export * from './messages';
