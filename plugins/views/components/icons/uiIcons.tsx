/**
 * The picker's control icons, drawn on one 16 px grid with a 1.5 px stroke in the current colour,
 * so they follow the text colour of the control around them (hover, focus, disabled, forced
 * colours). Decorative: the control carries the name.
 */
import { controlSvg } from './controls/controlSvg';

const common = controlSvg;

/** Clear all: a bin. */
export function TrashIcon() {
  return (
    <svg {...common}>
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.75 6.5v4.5M9.25 6.5v4.5" />
    </svg>
  );
}

/** Opens a menu or a section below (dropdown triggers, the narrow selected strip). */
export function CaretDownIcon() {
  return (
    <svg {...common} width={12} height={12}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

/** A tree node's expand toggle (turned a quarter when open). */
export function CaretRightIcon() {
  return (
    <svg {...common} width={12} height={12}>
      <path d="M6 4l4 4-4 4" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5L14 14" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg {...common}>
      <rect x="4" y="1.5" width="8" height="13" rx="1.5" />
      <path d="M7 12.5h2" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg {...common}>
      <rect x="1.5" y="3.5" width="13" height="9" rx="1.5" />
      <path d="M2 4.5l6 4.5 6-4.5" />
    </svg>
  );
}

/** A person with a plus: add a user (the phone prompt). */
export function AddUserIcon() {
  return (
    <svg {...common}>
      <circle cx="6.5" cy="5.5" r="2.5" />
      <path d="M2 13.5c.6-2.5 2.3-3.8 4.5-3.8 1.2 0 2.2.4 3 1.1M12.5 9v5M10 11.5h5" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...common}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 7.5v4M8 5v.01" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * A card with a person: shown on every member row, so its card (a rounded rectangle), head (a
 * circle) and lines are one path, two elements and their attributes fewer per row created.
 */
export function IdCardIcon() {
  return (
    <svg {...common}>
      <path d="M3 3h10a1.5 1.5 0 0 1 1.5 1.5v7a1.5 1.5 0 0 1-1.5 1.5H3a1.5 1.5 0 0 1-1.5-1.5v-7A1.5 1.5 0 0 1 3 3zM7 7a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0zM3.5 11c.5-1.2 1.2-1.8 2-1.8s1.5.6 2 1.8M9.5 6.5h3M9.5 9h3" />
    </svg>
  );
}

export function ChevronIcon({
  direction,
  double = false,
}: {
  direction: 'left' | 'right';
  double?: boolean;
}) {
  const path = direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5';
  return (
    <svg {...common}>
      <path d={path} />
      {double && (
        <path d={path} transform={direction === 'left' ? 'translate(-3 0)' : 'translate(3 0)'} />
      )}
    </svg>
  );
}
