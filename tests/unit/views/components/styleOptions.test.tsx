// @vitest-environment jsdom
/**
 * The style options the views' style hooks read: a nonce on every injected element (set before it
 * enters the document, as a strict style-src needs), and injectStyles: false injecting nothing.
 * A KernelProvider hands its kernel's options to every view under it. The elements stay in the
 * head for the page's life: each test starts from a head without them.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createKernel } from '../../../../kernel';
import {
  Button,
  Checkbox,
  PickerRoot,
  STYLE_ELEMENT_ID,
  StyleOptionsProvider,
} from '../../../../plugins/views/components';
import { KernelProvider } from '../../../../plugins/views/shared';
import { useShellStyles } from '../../../../plugins/views/shell/useShellStyles';
import { SHELL_STYLE_ELEMENT_ID } from '../../../../plugins/views/shell/shellStyles';

function Shell() {
  useShellStyles();
  return <Button>shell</Button>;
}

const pickerStyles = () => [...document.querySelectorAll<HTMLStyleElement>('style[id^="pk-"]')];

afterEach(() => {
  for (const style of pickerStyles()) style.remove();
});

describe('style options', () => {
  it('sets the nonce on each style element before it is in the document', () => {
    const nonces: Array<string | null> = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLStyleElement) nonces.push(node.getAttribute('nonce'));
        });
      }
    });
    watcher.observe(document.head, { childList: true });
    const view = render(
      <StyleOptionsProvider value={{ nonce: 'r4nd0m+/=' }}>
        <PickerRoot>
          <Shell />
          <Checkbox />
        </PickerRoot>
      </StyleOptionsProvider>,
    );
    const styles = pickerStyles();
    expect(styles.map((style) => style.id).sort()).toEqual(
      ['pk-a11y-styles', STYLE_ELEMENT_ID, 'pk-reflow-styles', SHELL_STYLE_ELEMENT_ID].sort(),
    );
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('r4nd0m+/=');
    watcher.takeRecords();
    watcher.disconnect();
    view.unmount();
  });

  it('injects nothing with injectStyles false, and the components still render', () => {
    const view = render(
      <StyleOptionsProvider value={{ injectStyles: false, nonce: 'unused' }}>
        <PickerRoot>
          <Shell />
        </PickerRoot>
        <Checkbox />
      </StyleOptionsProvider>,
    );
    expect(view.getByRole('button', { name: 'shell' })).toBeInTheDocument();
    expect(view.getByRole('checkbox')).toBeInTheDocument();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    view.unmount();
  });

  it('without a provider, components inject their styles with no nonce', () => {
    const view = render(<Button>alone</Button>);
    const style = document.getElementById(STYLE_ELEMENT_ID);
    expect(style).not.toBeNull();
    expect(style?.hasAttribute('nonce')).toBe(false);
    view.unmount();
  });

  it('a KernelProvider passes its kernel options injectStyles and nonce to the views', async () => {
    const withNonce = createKernel({ nonce: 'abc123', language: 'en' });
    const view = render(
      <KernelProvider kernel={withNonce}>
        <Shell />
      </KernelProvider>,
    );
    await view.findByRole('button', { name: 'shell' });
    expect(document.getElementById(SHELL_STYLE_ELEMENT_ID)?.getAttribute('nonce')).toBe('abc123');
    view.unmount();
    withNonce.dispose();
    for (const style of pickerStyles()) style.remove();

    const noInjection = createKernel({ injectStyles: false, language: 'en' });
    const second = render(
      <KernelProvider kernel={noInjection}>
        <Shell />
      </KernelProvider>,
    );
    expect(await second.findByRole('button', { name: 'shell' })).toBeInTheDocument();
    expect(pickerStyles()).toEqual([]);
    second.unmount();
    noInjection.dispose();
  });

  it('keeps the style elements after the last view unmounts; the next mount adds none', () => {
    const first = render(
      <PickerRoot>
        <Shell />
      </PickerRoot>,
    );
    const injected = pickerStyles();
    expect(injected.map((style) => style.id)).toContain(SHELL_STYLE_ELEMENT_ID);
    first.unmount();
    // Removing them would restyle the whole page in the frame of the close.
    expect(pickerStyles()).toEqual(injected);

    const added: Node[] = [];
    const watcher = new MutationObserver((records) =>
      records.forEach((record) => added.push(...record.addedNodes)),
    );
    watcher.observe(document.head, { childList: true });
    const second = render(
      <PickerRoot>
        <Shell />
      </PickerRoot>,
    );
    expect(second.getByRole('button', { name: 'shell' })).toBeInTheDocument();
    added.push(...watcher.takeRecords().flatMap((record) => [...record.addedNodes]));
    watcher.disconnect();
    expect(added).toEqual([]);
    expect(pickerStyles()).toEqual(injected);
    second.unmount();
  });
});
