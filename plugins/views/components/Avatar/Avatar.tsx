import { useState } from 'react';
import { KindMark, KIND_COLOURS, type ItemKind } from '../icons/kindIcons';
import { classNames } from '../shared/classNames';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { avatarColour, avatarInitials } from './avatarFallback';
import { useImageAllowance } from './imageDeferral';

export interface AvatarProps {
  src?: string;
  /** The person or group; used as alt text unless `decorative`. */
  name?: string;
  /** A stable id of what the avatar stands for: picks the colour of the initials. */
  colourKey?: string;
  /** A department, team, group, tag or company: drawn as its mark instead of initials. */
  kind?: ItemKind;
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
 * One round avatar image. Without a usable image (no source, an unsafe address, one that
 * failed to load, or one waiting for its list to stop scrolling: see imageDeferral) a department,
 * team, group, tag or company shows its drawn mark on its colour in a rounded square, and anyone
 * else their initials on a colour chosen from `colourKey` (else the name). An image waiting for its
 * row's first paint shows the blank circle of an image loading.
 */
export function Avatar({
  src,
  name = '',
  colourKey,
  kind,
  size = DEFAULT_SIZE,
  decorative = false,
  className,
}: AvatarProps) {
  useInjectedStyles();
  const [failed, setFailed] = useState<string | null>(null);
  const image = useImageAllowance();
  const checkedSize = assertSize(size, 'Avatar');
  const classes = classNames(
    'pk-avatar',
    `pk-avatar--${checkedSize}`,
    kind && 'pk-avatar--kind',
    kind && `pk-avatar--${kind}`,
    className,
  );
  const usable = src !== undefined && isSafeImageUrl(src) && failed !== src;
  if (usable && image.beforePaint) {
    return (
      <span
        className={classes}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      />
    );
  }
  if (usable && image.allowed) {
    return (
      <span className={classes}>
        <img
          src={src}
          alt={decorative ? '' : name}
          decoding="async"
          onError={() => setFailed(src)}
        />
      </span>
    );
  }
  if (kind) {
    return (
      <span
        className={classes}
        style={{ background: KIND_COLOURS[kind] }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        <KindMark kind={kind} />
      </span>
    );
  }
  const initials = avatarInitials(name);
  return (
    <span
      className={classNames(classes, 'pk-avatar--initials')}
      style={initials ? { background: avatarColour(colourKey ?? name) } : undefined}
      data-initials={initials}
      aria-hidden={decorative || undefined}
    >
      {initials}
    </span>
  );
}
