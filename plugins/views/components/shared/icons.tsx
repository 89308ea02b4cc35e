/** Small inline icons; decorative, the buttons around them carry the names. */
const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  'aria-hidden': true,
  focusable: false,
} as const;

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

export function IdCardIcon() {
  return (
    <svg {...common}>
      <rect x="1.5" y="3" width="13" height="10" rx="1.5" />
      <circle cx="5.5" cy="7" r="1.5" />
      <path d="M3.5 11c.5-1.2 1.2-1.8 2-1.8s1.5.6 2 1.8M9.5 6.5h3M9.5 9h3" />
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
