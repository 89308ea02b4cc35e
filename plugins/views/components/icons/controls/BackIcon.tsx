import { controlSvg } from './controlSvg';

/** Back: an arrow to the left. Decorative: the button carries the name. */
export function BackIcon() {
  return (
    <svg {...controlSvg}>
      <path d="M13 8H3.5M7.5 3.5L3 8l4.5 4.5" />
    </svg>
  );
}
