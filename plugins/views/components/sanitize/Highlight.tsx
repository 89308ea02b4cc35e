/**
 * A search hit's title with its highlights: a plain hit (the common case, see highlightParts) as
 * text and `<em>` elements React makes, no HTML parsed; any other through sanitizeHighlight, the
 * only string the views set as HTML.
 */
import { Fragment } from 'react';
import { highlightParts, sanitizeHighlight } from './sanitizeHighlight';

export function Highlight({ markup }: { markup: string }) {
  const parts = highlightParts(markup);
  if (parts === null) {
    return <span dangerouslySetInnerHTML={{ __html: sanitizeHighlight(markup) }} />;
  }
  return (
    <span>
      {parts.map((part, index) =>
        part.em ? <em key={index}>{part.text}</em> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </span>
  );
}
