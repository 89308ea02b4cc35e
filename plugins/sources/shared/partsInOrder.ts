/**
 * Parts of one answer asked together (a search made of several calls), settled as settleParts
 * settles them, and shown as they come: whenever the parts answered from the first one on grow,
 * `show` gets their rows in part order. A part still asked holds back the parts below it, so the
 * rows shown are always the leading rows of the whole answer; a failed part holds no place. The
 * whole answer itself is not shown this way: the caller returns it.
 */
import { settleParts } from './recommended';

export function settlePartsInOrder<T>(
  parts: ReadonlyArray<Promise<T[]>>,
  show?: (rows: T[]) => void,
): Promise<T[][]> {
  if (show) {
    const outcomes: Array<T[] | undefined> = parts.map(() => undefined);
    let leading = 0;
    const advance = () => {
      let end = leading;
      while (end < parts.length && outcomes[end] !== undefined) end += 1;
      if (end === leading) return;
      leading = end;
      if (end < parts.length) show(outcomes.slice(0, end).flatMap((rows) => rows ?? []));
    };
    parts.forEach((part, index) => {
      part.then(
        (rows) => {
          outcomes[index] = rows;
          advance();
        },
        () => {
          outcomes[index] = [];
          advance();
        },
      );
    });
  }
  return settleParts(parts);
}
