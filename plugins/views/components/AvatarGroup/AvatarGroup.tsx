import { classNames } from '../shared/classNames';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { isSafeImageUrl } from '../Avatar/Avatar';
import { useImageAllowance } from '../Avatar/imageDeferral';

/** Avatar groups show at most this many images (member-picker.md section 5). */
export const MAX_GROUP_AVATARS = 4;

export interface AvatarGroupImage {
  src: string;
  /** The member's name, used as alt text. */
  name?: string;
}

export interface AvatarGroupProps {
  images: AvatarGroupImage[];
  size?: Size;
  /** Accessible name of the whole group (for example the group's name). */
  label?: string;
  className?: string;
}

/** Columns for a number of images: one column up to 2 images, two columns beyond. */
export function avatarGroupColumns(count: number): 1 | 2 {
  return Math.min(count, MAX_GROUP_AVATARS) <= 2 ? 1 : 2;
}

/**
 * A group avatar built from up to four member avatars (only http(s), same-site and inline image
 * addresses, as Avatar). In a list, the images wait as Avatar's do (imageDeferral): the group is
 * its blank circle meanwhile.
 */
export function AvatarGroup({ images, size = DEFAULT_SIZE, label, className }: AvatarGroupProps) {
  useInjectedStyles();
  const allowance = useImageAllowance();
  const checkedSize = assertSize(size, 'AvatarGroup');
  const shown = images.filter((image) => isSafeImageUrl(image.src)).slice(0, MAX_GROUP_AVATARS);
  const columns = avatarGroupColumns(shown.length);
  return (
    <span
      role="group"
      aria-label={label}
      data-columns={columns}
      className={classNames(
        'pk-avatar',
        `pk-avatar--${checkedSize}`,
        'pk-avatar-group',
        columns === 1 ? 'pk-avatar-group--one-column' : 'pk-avatar-group--two-columns',
        className,
      )}
    >
      {allowance.allowed &&
        shown.map((image, index) => (
          <img key={`${index}-${image.src}`} src={image.src} alt={image.name ?? ''} />
        ))}
    </span>
  );
}
