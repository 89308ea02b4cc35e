/** The preset's own plugin: the host's onNodeClick and onChange callbacks. */
import type { Plugin } from '../../kernel';
import { registerMemberItems } from '../../plugins/sources/member-items';
import { tapChangeNotify } from './changeNotify';
import { tapNodeClick } from './nodeClick';
import type { MemberPickerOptions } from './types';

export const MEMBER_PICKER_PLUGIN = 'preset:member-picker';

export function memberPickerPlugin(
  options: Pick<MemberPickerOptions, 'onNodeClick' | 'onChange'>,
): Plugin {
  return {
    name: MEMBER_PICKER_PLUGIN,
    apply(kernel) {
      registerMemberItems(kernel);
      if (options.onNodeClick) tapNodeClick(kernel, MEMBER_PICKER_PLUGIN, options.onNodeClick);
      if (options.onChange) return tapChangeNotify(kernel, MEMBER_PICKER_PLUGIN, options.onChange);
      return undefined;
    },
  };
}
