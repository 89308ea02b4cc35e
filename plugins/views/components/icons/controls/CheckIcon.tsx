import { controlSvg } from './controlSvg';

/** Confirm: a tick. Decorative: the button carries the name. */
export function CheckIcon() {
  return (
    <svg {...controlSvg}>
      <path d="M3 8.5l3.2 3L13 4.5" />
    </svg>
  );
}
