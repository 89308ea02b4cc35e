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

/** Image addresses an avatar loads: http(s), same-site paths and inline images; nothing else. */
export function isSafeImageUrl(src: string): boolean {
  const value = src.trim();
  return (
    /^https?:\/\//i.test(value) ||
    (value.startsWith('/') && !value.startsWith('//')) ||
    /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(value)
  );
}

/**
 * One round avatar image; without a source it shows the first letter of the name. A source that
 * is not an http(s), same-site or inline image address is treated as no source.
 */
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
  if (src && isSafeImageUrl(src)) {
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
