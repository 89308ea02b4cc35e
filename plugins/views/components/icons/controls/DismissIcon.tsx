import { controlSvg } from './controlSvg';

/** Cancel or close: a cross. Decorative: the button carries the name. */
export function DismissIcon() {
  return (
    <svg {...controlSvg}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}
