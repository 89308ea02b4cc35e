// @vitest-environment jsdom
/**
 * The row's scroll arrows follow what is in the row: when tabs move under More (or the language
 * changes) the row is measured again, though its own size, which the resize observer watches,
 * has not changed.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useTabOverflow } from '../../../plugins/views/tabs/useTabOverflow';

/** A row 300 px wide whose content is `contentWidth` px wide. */
function Row({ contentKey, contentWidth }: { contentKey: string; contentWidth: number }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const setRef = (element: HTMLDivElement | null) => {
    if (element) {
      Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => 300 });
      Object.defineProperty(element, 'scrollWidth', {
        configurable: true,
        get: () => contentWidth,
      });
    }
    ref.current = element;
  };
  const overflow = useTabOverflow(ref, undefined, contentKey);
  return <div ref={setRef} data-forward={String(overflow.canScrollForward)} />;
}

describe('useTabOverflow', () => {
  it('measures the row again when the tabs in it change', () => {
    const view = render(
      <Row contentKey="Recent|Organization|Contacts|Groups" contentWidth={520} />,
    );
    const row = view.container.firstElementChild!;
    expect(row.getAttribute('data-forward')).toBe('true');
    // Groups moved under More: the row's content fits; nothing resized.
    view.rerender(<Row contentKey="Recent|Organization|Contacts" contentWidth={290} />);
    expect(row.getAttribute('data-forward')).toBe('false');
  });
});
