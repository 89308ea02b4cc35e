/** A preset's default plugin list, edited by the host's `plugins(defaults)` when given. */
import { ErrorCodes, PickerError, type Plugin } from '../../kernel';

export function editedByHost(
  factory: string,
  defaults: Plugin[],
  edit: ((defaults: Plugin[]) => Plugin[]) | undefined,
): Plugin[] {
  if (!edit) return defaults;
  const edited = edit([...defaults]);
  if (!Array.isArray(edited)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      `${factory}: plugins(defaults) must return an array of plugins, e.g. (defaults) => [...defaults, myPlugin()]`,
    );
  }
  return edited;
}
