// @vitest-environment jsdom
/**
 * A client render shows the picker as soon as its texts are in: the gate does not suspend there,
 * so React's 300 ms throttle on revealing a suspended boundary never holds the first rows back.
 * Rendered outside act(), as a browser does (act() commits suspended content at once).
 */
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCatalogue, createKernel, defineCatalogue, type Texts } from '../../../kernel';
import { KernelProvider, useKernel } from '../../../plugins/views/shared/KernelContext';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeEach(() => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LanguageGate in a client render', () => {
  it('shows the children within a few ms of the texts arriving, not 300 ms after', async () => {
    let answer: (texts: Texts) => void = () => undefined;
    const english = () =>
      new Promise<{ default: Texts }>((resolve) => {
        answer = (texts) => resolve({ default: texts });
      });
    const catalogue = defineCatalogue(
      `reveal-${Math.random()}`,
      { greeting: '你好' },
      { en: english, 'zh-TW': english, ja: english, th: english },
    );
    const kernel = createKernel({ language: 'en', storage: null });
    addCatalogue(kernel.i18n, catalogue);
    function Greeting() {
      return <p>{useKernel().t(`${catalogue.namespace}:greeting`)}</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <KernelProvider kernel={kernel}>
        <Greeting />
      </KernelProvider>,
    );
    await wait(20);
    expect(container.textContent).toBe('');
    answer({ greeting: 'Hello' });
    await wait(60);
    expect(container.textContent).toBe('Hello');
    root.unmount();
    container.remove();
    kernel.dispose();
  });
});
