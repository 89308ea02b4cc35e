// @vitest-environment jsdom
/** The views wait for their language: no flash of the fallback, and a run-time change re-renders. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addCatalogue, createKernel, defineCatalogue, type Texts } from '../../../kernel';
import { KernelProvider, useKernel } from '../../../plugins/views/shared/KernelContext';

function catalogueAnswering() {
  const pending = new Map<string, (texts: Texts) => void>();
  const failing = new Map<string, (error: Error) => void>();
  const loader = (language: string) => () =>
    new Promise<{ default: Texts }>((resolve, reject) => {
      pending.set(language, (texts) => resolve({ default: texts }));
      failing.set(language, reject);
    });
  const catalogue = defineCatalogue(
    `gate-${Math.random()}`,
    { greeting: '你好' },
    { 'zh-TW': loader('zh-TW'), en: loader('en'), ja: loader('ja'), th: loader('th') },
  );
  return { catalogue, pending, failing };
}

function Greeting({ namespace }: { namespace: string }) {
  const kernel = useKernel();
  return <p>{kernel.t(`${namespace}:greeting`)}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('LanguageGate', () => {
  it('shows nothing until the language is loaded, then the loaded language only', async () => {
    const { catalogue, pending } = catalogueAnswering();
    const kernel = createKernel({ language: 'en', storage: null });
    addCatalogue(kernel.i18n, catalogue);
    const seen: string[] = [];
    function Spy() {
      const text = useKernel().t(`${catalogue.namespace}:greeting`);
      seen.push(text);
      return <p>{text}</p>;
    }
    render(
      <KernelProvider kernel={kernel}>
        <Spy />
      </KernelProvider>,
    );
    expect(screen.queryByText('你好')).toBeNull();
    pending.get('en')!({ greeting: 'Hello' });
    await settle();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(seen).not.toContain('你好');
    kernel.dispose();
  });

  it('shows the fallback when the load fails, and changes language at run time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalogue, pending, failing } = catalogueAnswering();
    const kernel = createKernel({ language: 'th', storage: null });
    addCatalogue(kernel.i18n, catalogue);
    render(
      <KernelProvider kernel={kernel}>
        <Greeting namespace={catalogue.namespace} />
      </KernelProvider>,
    );
    failing.get('th')!(new Error('chunk failed'));
    await settle();
    expect(screen.getByText('你好')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
    let switched: Promise<void> = Promise.resolve();
    act(() => {
      switched = kernel.setLanguage('ja');
    });
    expect(screen.getByText('你好')).toBeInTheDocument();
    pending.get('ja')!({ greeting: 'こんにちは' });
    await act(() => switched);
    expect(screen.getByText('こんにちは')).toBeInTheDocument();
    warn.mockRestore();
    kernel.dispose();
  });
});
