import { fileIconComponent } from './fileIcons';

/**
 * The 24 px icon of a file or folder row, by icon name (fileIconName). Decorative: the row's
 * title names the item; `data-icon` keeps the name for styling and tests.
 */
export function FileTypeIcon({ name }: { name: string }) {
  const Icon = fileIconComponent(name);
  return (
    <span className={`pk-file-icon pk-file-icon--${name}`} data-icon={name} aria-hidden="true">
      <Icon />
    </span>
  );
}
