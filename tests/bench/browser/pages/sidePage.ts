/**
 * What every bench page shares: publishing its benches to the runner, the peer's data, the list's
 * scroller, the suite's services, its React root and clicking a button by its text.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SERVICE_NAMES, type ServiceName } from '../../../../kernel';
import { lastWindowCalls } from './paint';

/**
 * Makes the page's benches available as `window.bench` once the runner gives the targets, with
 * `lastWindowCalls`: the longest call to the server within the step just timed.
 */
export function publishBench<T>(create: (targets: T) => object): void {
  Object.assign(window, {
    benchInit(targets: T) {
      Object.assign(window, { bench: Object.assign(create(targets), { lastWindowCalls }) });
    },
    benchReady: true,
  });
}

/** The peer's data for this page, served by the runner as `/<name>-<size>.json`. */
export async function peerData<T>(name: string): Promise<T> {
  const size = new URLSearchParams(location.search).get('size');
  const response = await fetch(`/${name}-${size}.json`);
  if (!response.ok) throw new Error(`bench: no ${name} data for ${size}`);
  return (await response.json()) as T;
}

/** The nearest ancestor of `row` that scrolls vertically. */
export function listScroller(row: HTMLElement | undefined): HTMLElement {
  let element = row?.parentElement ?? null;
  while (element && !/auto|scroll/.test(getComputedStyle(element).overflowY)) {
    element = element.parentElement;
  }
  if (!element) throw new Error('bench: no scrolling list');
  return element;
}

/** The suite's service base URLs from the page's `suite` parameter (the runner's fake suite). */
export function suiteServices(): Record<ServiceName, string> {
  const suite = new URLSearchParams(location.search).get('suite') ?? '';
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, `${suite}/${name}`])) as Record<
    ServiceName,
    string
  >;
}

/** Clicks the button of `container` whose text is `label`. */
export function clickButton(container: ParentNode | null, label: string): void {
  const button = [...(container?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!button) throw new Error(`bench: no ${label} button`);
  button.click();
}

/** The page's React root (#root): mounted per run of a bench, rendered, unmounted. */
export function pageRoot() {
  let root: Root | null = null;
  return {
    mount(node: ReactNode): void {
      root = createRoot(document.getElementById('root')!);
      root.render(node);
    },
    render(node: ReactNode): void {
      root?.render(node);
    },
    unmount(): void {
      root?.unmount();
      root = null;
    },
  };
}
