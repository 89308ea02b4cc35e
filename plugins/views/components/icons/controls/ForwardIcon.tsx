import { controlSvg } from './controlSvg';

/** Forward: an arrow to the right. Decorative: the button carries the name. */
export function ForwardIcon() {
  return (
    <svg {...controlSvg}>
      <path d="M3 8h9.5M8.5 3.5L13 8l-4.5 4.5" />
    </svg>
  );
}
