/**
 * The footer's commit buttons (finder.md section 2): OK (okText, else the action's verb), or in
 * transfer Move and Copy, each disabled when a selected file's permission lacks it. Each follows
 * the store's OK rule and the action's refusals; the reason of a refusal shows beside them; the
 * one committing shows a spinner.
 */
import { observer } from 'mobx-react-lite';
import type { CommitOperation } from '../../drive/rules/actionFooter';
import { useFinder, useFinderT } from './FinderContext';
import { useActionT } from './useActionT';

export const CommitButtons = observer(function CommitButtons({
  onCommit,
}: {
  onCommit(operation: CommitOperation): void;
}) {
  const store = useFinder();
  const t = useActionT();
  const finderT = useFinderT();
  const { actions, inputs } = store;
  const { buttons, okLabel } = actions.footer;
  const label = (operation: CommitOperation) =>
    operation === 'ok' ? (inputs.okText ?? t(okLabel)) : t(operation);
  const reasons = new Set<string>();
  const someSelected = store.kernel.selection.count > 0;
  for (const operation of buttons) {
    if (operation === 'ok' && !actions.folder && actions.refusal === 'refuse.readOnly') continue;
    if (operation !== 'ok' && !someSelected) continue;
    const reason = actions.refusalText(operation);
    if (reason) reasons.add(reason);
  }
  return (
    <>
      {reasons.size > 0 && (
        <p className="pk-finder-refusal" role="status">
          {[...reasons].join(' ')}
        </p>
      )}
      {buttons.map((operation, index) => (
        <button
          key={operation}
          type="button"
          className={index === 0 ? 'pk-button pk-button--primary' : 'pk-button'}
          disabled={!store.canCommit || !actions.allows(operation)}
          aria-busy={store.committing || undefined}
          onClick={() => onCommit(operation)}
        >
          {store.committing && index === 0 && (
            <span className="pk-finder-spinner" aria-label={finderT('committing')} />
          )}
          {label(operation)}
        </button>
      ))}
    </>
  );
});
