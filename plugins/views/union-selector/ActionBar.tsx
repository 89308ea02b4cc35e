/**
 * The action bar: the remind-others checkbox ("remind others by message") and the confirm button,
 * labelled per tab (default "insert") and disabled when nothing can be inserted.
 */
import { useId } from 'react';
import { Button } from '../components/Button/Button';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { useUnionT } from './useUnionT';

export interface ActionBarProps {
  showRemind: boolean;
  remind: boolean;
  onRemindChange(next: boolean): void;
  confirmText?: string;
  canInsert: boolean;
  onInsert(): void;
}

export function ActionBar(props: ActionBarProps) {
  const t = useUnionT();
  const labelId = useId();
  return (
    <div className="pk-union__action-bar">
      {props.showRemind ? (
        <span className="pk-union__remind">
          <Checkbox checked={props.remind} onChange={props.onRemindChange} labelledBy={labelId} />
          <span id={labelId} onClick={() => props.onRemindChange(!props.remind)}>
            {t('remindOthers')}
          </span>
        </span>
      ) : (
        <span />
      )}
      <Button type="primary" disabled={!props.canInsert} onClick={props.onInsert}>
        {props.confirmText ?? t('insert')}
      </Button>
    </div>
  );
}
