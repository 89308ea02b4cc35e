/**
 * The illustrations of the list's whole-area states, 64 px, in the picker's greys with one accent:
 * an error is a cloud with a broken link, an empty list an empty tray, a search without results a
 * magnifier over an empty page. Decorative: the text under them says what happened.
 */
const art = {
  width: 64,
  height: 64,
  viewBox: '0 0 64 64',
  fill: 'none',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  className: 'pk-state-art',
} as const;

export function ErrorArt() {
  return (
    <svg {...art}>
      <circle cx="32" cy="32" r="28" fill="var(--_pk-hover-bg)" stroke="none" />
      <path
        d="M20 40h24a7 7 0 0 0 1-13.9A11 11 0 0 0 24 24.5 8 8 0 0 0 20 40z"
        fill="var(--_pk-bg)"
        stroke="var(--_pk-illustration)"
      />
      <path d="M29 30l6 6M35 30l-6 6" stroke="var(--_pk-danger)" />
    </svg>
  );
}

export function EmptyArt() {
  return (
    <svg {...art}>
      <circle cx="32" cy="32" r="28" fill="var(--_pk-hover-bg)" stroke="none" />
      <path
        d="M16 36l6-14h20l6 14v8a2 2 0 0 1-2 2H18a2 2 0 0 1-2-2z"
        fill="var(--_pk-bg)"
        stroke="var(--_pk-illustration)"
      />
      <path d="M16 36h10l2 4h8l2-4h10" stroke="var(--_pk-illustration)" />
    </svg>
  );
}

export function NoResultsArt() {
  return (
    <svg {...art}>
      <circle cx="32" cy="32" r="28" fill="var(--_pk-hover-bg)" stroke="none" />
      <rect
        x="18"
        y="14"
        width="22"
        height="30"
        rx="2"
        fill="var(--_pk-bg)"
        stroke="var(--_pk-illustration)"
      />
      <path d="M23 22h12M23 27h8" stroke="var(--_pk-illustration)" />
      <circle cx="38" cy="38" r="7" fill="var(--_pk-bg)" stroke="var(--_pk-primary)" />
      <path d="M43 43l6 6" stroke="var(--_pk-primary)" />
    </svg>
  );
}
