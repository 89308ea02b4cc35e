// @vitest-environment jsdom
// The injected style elements follow the cascade order of pickerkit/styles.css whatever mounted
// first: React runs insertion effects children first, and a page may open the finder before the
// union selector, so an element appended at the end would put a product's rules after the reflow
// rules that adapt them.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STYLE_ELEMENT_ORDER } from '../../../../plugins/views/components/styles/styleOrder';
import { COMPONENT_SHEETS } from '../../../../plugins/views/components/styles/sheets';
import {
  useStyleElement,
  useStyleElements,
} from '../../../../plugins/views/components/styles/useStyleElement';
import { FINDER_SHEET } from '../../../../plugins/views/finder-frame/finderStyles';
import { UNION_SHEET } from '../../../../plugins/views/union-selector/unionStyles';
import { SHELL_SHEET } from '../../../../plugins/views/shell/shellSheet';
import type { StyleSheetText } from '../../../../plugins/views/components/styles/styleSheetText';

const headIds = () => [...document.head.querySelectorAll('style')].map((style) => style.id);

afterEach(() => {
  document.head.innerHTML = '';
});

function Sheet({ sheet, children }: { sheet: StyleSheetText; children?: ReactNode }) {
  useStyleElement(sheet);
  return <>{children}</>;
}

function Root({ children }: { children?: ReactNode }) {
  useStyleElements(COMPONENT_SHEETS);
  return <>{children}</>;
}

describe('injected style elements', () => {
  it("a view's sheet mounted inside the root still comes after the components' sheet", () => {
    render(
      <Root>
        <Sheet sheet={FINDER_SHEET} />
      </Root>,
    );
    expect(headIds()).toEqual([
      'pk-component-styles',
      'pk-finder-styles',
      'pk-a11y-styles',
      'pk-reflow-styles',
    ]);
  });

  it('a product opened second on the page goes before the assistive and reflow rules', () => {
    const first = render(
      <Root>
        <Sheet sheet={FINDER_SHEET} />
      </Root>,
    );
    first.unmount();
    render(
      <Root>
        <Sheet sheet={UNION_SHEET}>
          <Sheet sheet={SHELL_SHEET} />
        </Sheet>
      </Root>,
    );
    expect(headIds()).toEqual([
      'pk-component-styles',
      'pk-shell-styles',
      'pk-union-styles',
      'pk-finder-styles',
      'pk-a11y-styles',
      'pk-reflow-styles',
    ]);
    const ids = headIds();
    expect(ids).toEqual(STYLE_ELEMENT_ORDER.filter((id) => ids.includes(id)));
  });

  it("a host's own style elements keep their place; ours go at the end when none of ours follow", () => {
    const host = document.createElement('style');
    host.id = 'host-styles';
    document.head.appendChild(host);
    render(<Sheet sheet={FINDER_SHEET} />);
    render(<Root />);
    expect(headIds()).toEqual([
      'host-styles',
      'pk-component-styles',
      'pk-finder-styles',
      'pk-a11y-styles',
      'pk-reflow-styles',
    ]);
  });
});
