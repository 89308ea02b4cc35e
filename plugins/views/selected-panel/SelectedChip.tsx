/**
 * One selected item in the panel: avatar, name as text (with a note when the person cannot open
 * the file access is checked for), and a close icon unless disabled.
 */
import type { CSSProperties } from 'react';
import type { PickerItem } from '../../../kernel';
import { Avatar, CloseIcon, itemKind } from '../components';
import { AccessNote } from '../access-note/AccessNote';
import { useT } from '../shared/useT';

export interface SelectedChipProps {
  item: PickerItem;
  disabled: boolean;
  style: CSSProperties;
  onRemove(key: string): void;
}

export function SelectedChip({ item, disabled, style, onRemove }: SelectedChipProps) {
  const t = useT();
  return (
    <div role="listitem" className="pk-chip" style={style}>
      <Avatar
        src={item.avatar}
        name={item.name}
        colourKey={item.key}
        kind={itemKind(item.type)}
        size="s"
        decorative
      />
      <span className="pk-chip__name">
        {item.name}
        <AccessNote item={item} className="pk-chip__access" />
      </span>
      {disabled ? null : (
        <button
          type="button"
          className="pk-icon-button pk-chip__close"
          aria-label={t('remove', { name: item.name })}
          onClick={() => onRemove(item.key)}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
