import { classNames } from '../shared/classNames';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface AvatarProps {
  src?: string;
  /** The person or group; used as alt text unless `decorative`. */
  name?: string;
  size?: Size;
  /** True when the name is shown next to the avatar, so the image adds nothing for a reader. */
  decorative?: boolean;
  className?: string;
}

/** One round avatar image; without a source it shows the first letter of the name. */
export function Avatar({
  src,
  name = '',
  size = DEFAULT_SIZE,
  decorative = false,
  className,
}: AvatarProps) {
  useInjectedStyles();
  const checkedSize = assertSize(size, 'Avatar');
  const classes = classNames('pk-avatar', `pk-avatar--${checkedSize}`, className);
  if (src) {
    return (
      <span className={classes}>
        <img src={src} alt={decorative ? '' : name} />
      </span>
    );
  }
  return (
    <span className={classes} aria-hidden={decorative || undefined}>
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}
