// @vitest-environment jsdom
/** The announcer view plugin: one polite live region, worded in the kernel's language. */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createKernel, LANGUAGES, loadTexts, type Announcement, type Texts } from '../../../kernel';
import {
  announcementText,
  AnnouncerOutlet,
  announcerView,
  announceCatalogue,
} from '../../../plugins/views/announcer';
import { MISSED_ANNOUNCEMENT_DELAY_MS } from '../../../plugins/views/announcer/AnnouncerChannel';
import { hintCatalogue } from '../../../plugins/views/shared/hints';

function mount(language: string) {
  const kernel = createKernel({ storage: null, language });
  kernel.use([announcerView()]);
  const view = render(<AnnouncerOutlet kernel={kernel} />);
  const region = view.container.querySelector<HTMLElement>('[data-pk-announcer]')!;
  const say = (announcement: Announcement) =>
    act(() => {
      kernel.hooks.onAnnounce.call(announcement);
    });
  return { kernel, view, region, say };
}

describe('announcer', () => {
  it('renders a polite, atomic status region that is empty until something happens', () => {
    const { region } = mount('en');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region.textContent).toBe('');
  });

  it('says each announcement in the picker language; the same words twice still change', () => {
    const { region, say } = mount('zh-CN');
    say({ kind: 'picked', name: '张三', count: 1 });
    expect(region.textContent).toBe('已选择 张三，共选择 1 项。');
    say({ kind: 'results', query: 'li', count: 0 });
    expect(region.textContent).toBe('“li”没有结果。');
    say({ kind: 'results', query: 'li', count: 0 });
    expect(region.textContent).toBe('“li”没有结果。\u00a0');
  });

  it('says what was announced before any region was mounted, once, to the first region', () => {
    vi.useFakeTimers();
    try {
      const kernel = createKernel({ storage: null, language: 'en' });
      kernel.use([announcerView()]);
      // The first list fails while the views still wait for their texts: no region yet.
      kernel.hooks.onAnnounce.call({ kind: 'picked', name: 'Li', count: 1 });
      kernel.hooks.onAnnounce.call({ kind: 'results', query: 'li', count: 0 });
      const view = render(<AnnouncerOutlet kernel={kernel} />);
      const region = view.container.querySelector<HTMLElement>('[data-pk-announcer]')!;
      // The region is in the page empty first, so a screen reader knows it before it changes.
      expect(region.textContent).toBe('');
      act(() => {
        vi.advanceTimersByTime(MISSED_ANNOUNCEMENT_DELAY_MS);
      });
      expect(region.textContent).toBe(
        announcementText({ kind: 'results', query: 'li', count: 0 }, (key, values) =>
          kernel.t(key, values),
        ),
      );
      // A second region does not hear it again.
      const second = render(<AnnouncerOutlet kernel={kernel} />);
      act(() => {
        vi.advanceTimersByTime(MISSED_ANNOUNCEMENT_DELAY_MS);
      });
      expect(second.container.querySelector('[data-pk-announcer]')!.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses English plurals', () => {
    const { region, say } = mount('en');
    say({ kind: 'moreRows', added: 1 });
    expect(region.textContent).toBe('1 more row loaded.');
    say({ kind: 'moreRows', added: 20 });
    expect(region.textContent).toBe('20 more rows loaded.');
  });

  it('is silent once its plugin is disposed, and renders nothing without the plugin', () => {
    const { kernel, region, say } = mount('en');
    kernel.dispose();
    say({ kind: 'cleared', count: 0 });
    expect(region.textContent).toBe('');
    const bare = createKernel({ storage: null });
    const view = render(<AnnouncerOutlet kernel={bare} />);
    expect(view.container.querySelector('[data-pk-announcer]')).toBeNull();
  });

  it('has every text in all five languages, and so have the instructions', async () => {
    const base = (texts: Texts) =>
      Object.keys(texts).map((key) => key.replace(/_(one|other)$/, ''));
    const english = base(await loadTexts(announceCatalogue, 'en'));
    const englishHints = Object.keys(await loadTexts(hintCatalogue, 'en')).sort();
    for (const language of LANGUAGES) {
      const keys = base(await loadTexts(announceCatalogue, language));
      expect(new Set(keys), language).toEqual(new Set(english));
      expect(Object.keys(await loadTexts(hintCatalogue, language)).sort(), language).toEqual(
        englishHints,
      );
    }
  });

  it('words every kind of announcement without leaving a key or a placeholder', () => {
    const kernel = createKernel({ storage: null, language: 'th' });
    kernel.use([announcerView()]);
    const all: Announcement[] = [
      { kind: 'picked', name: 'A', count: 1 },
      { kind: 'pickedMany', added: 2, count: 3 },
      { kind: 'removed', name: 'A', count: 0 },
      { kind: 'removedMany', removed: 2, count: 1 },
      { kind: 'cleared', count: 0 },
      { kind: 'cleared', count: 1 },
      { kind: 'exceeded', maxCount: 5 },
      { kind: 'results', query: 'q', count: 3 },
      { kind: 'results', query: 'q', count: 0 },
      { kind: 'moreRows', added: 4 },
      { kind: 'failed', phase: 'load' },
      { kind: 'failed', phase: 'search' },
      { kind: 'retrying' },
      { kind: 'recovered' },
      { kind: 'recovered', count: 2 },
    ];
    for (const announcement of all) {
      const text = announcementText(announcement, (key, values) => kernel.t(key, values));
      expect(text, announcement.kind).not.toMatch(/announce:|\{\{/);
      expect(text.length, announcement.kind).toBeGreaterThan(3);
    }
  });
  it('builds the plural rules of its language while idle after mount, before any answer', () => {
    vi.useFakeTimers();
    try {
      const kernel = createKernel({ storage: null, language: 'en' });
      kernel.use([announcerView()]);
      const translate = vi.spyOn(kernel, 't');
      render(<AnnouncerOutlet kernel={kernel} />);
      expect(translate).not.toHaveBeenCalled();
      act(() => {
        vi.runOnlyPendingTimers();
      });
      // A text with a count: i18next builds the language's Intl.PluralRules on the first one.
      expect(translate).toHaveBeenCalledWith(
        expect.stringContaining('results'),
        expect.objectContaining({ count: 2 }),
      );
      // Nothing is said: the region stays empty.
      expect(document.querySelector('[data-pk-announcer]')?.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
