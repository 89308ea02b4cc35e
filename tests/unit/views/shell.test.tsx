// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickerShell } from '../../../plugins/views/shell';
import { createTestKernel, memorySource, mockViewport, user } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('PickerShell', () => {
  it('lays out a labelled dialog with a keyboard path from the search box to confirm', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1), user(2)] })]);
    const onConfirm = vi.fn();
    render(<PickerShell kernel={kernel} okText="Done" width={600} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select the member you want to add' });
    expect(dialog.closest('.pk-root')).not.toBeNull();
    expect(dialog.style.width).toBe('600px');
    await screen.findByText('User 2');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    for (let i = 0; i < 6 && document.activeElement !== done; i += 1) await userEvent.tab();
    expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0][0].items.map((item: { key: string }) => item.key)).toEqual([
      'user_1',
    ]);
    expect(onConfirm.mock.calls[0][0].remind).toBe(true);
  });

  it('notifies selection changes debounced 100 ms', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    const onChange = vi.fn();
    render(<PickerShell kernel={kernel} onChange={onChange} />);
    await screen.findByRole('dialog');
    vi.useFakeTimers();
    act(() => {
      kernel.selection.toggle(user(1));
      kernel.selection.toggle(user(2));
    });
    act(() => vi.advanceTimersByTime(99));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toHaveLength(2);
  });

  it('shows the init error and retries init on click', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    kernel.hooks.beforeInit.tapPromise('test:user', async () => {
      if (fail) throw new Error('no user');
    });
    render(<PickerShell kernel={kernel} />);
    const retry = await screen.findByRole('button', { name: 'An error occurs. Click to retry.' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('User 1')).toBeInTheDocument();
  });

  it("places the host's parts: tab dropdown, selected dropdown, bottom slot, tip and empty link", async () => {
    const { kernel } = createTestKernel([memorySource({ items: [] })]);
    const onLink = vi.fn();
    render(
      <PickerShell
        kernel={kernel}
        tabDropdown={<button type="button">Tab options</button>}
        selectedDropdown={<button type="button">Sort selected</button>}
        selectedBottom={<p>Bottom slot</p>}
        tip="Only colleagues are listed"
        emptyLink={{ text: 'Invite someone', onClick: onLink }}
      />,
    );
    expect(
      await screen.findByText('Recently selected users will be displayed here', {
        selector: '.pk-empty-state p',
      }),
    ).toBeInTheDocument();
    const tabBar = screen.getByRole('tablist').closest('.pk-tabs__bar') as HTMLElement;
    expect(within(tabBar).getByRole('button', { name: 'Tab options' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '0 Selected' });
    expect(within(panel).getByRole('button', { name: 'Sort selected' })).toBeInTheDocument();
    expect(within(panel).getByText('Bottom slot')).toBeInTheDocument();
    expect(screen.getByText('Only colleagues are listed')).toHaveClass('pk-tip');
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    expect(onLink).toHaveBeenCalledTimes(1);
  });

  it('confirms with remind false when the checkbox starts off, and without remind when hidden', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    const onConfirm = vi.fn();
    const view = render(
      <PickerShell kernel={kernel} defaultRemind={false} onConfirm={onConfirm} />,
    );
    await userEvent.click(await screen.findByText('User 1'));
    const remind = screen.getByRole('checkbox', { name: 'Notify people' });
    expect(remind).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0][0].remind).toBe(false);
    view.unmount();

    const second = createTestKernel([memorySource({ items: [user(1)] })]).kernel;
    const onSecond = vi.fn();
    render(<PickerShell kernel={second} showRemind={false} onConfirm={onSecond} />);
    await userEvent.click(await screen.findByText('User 1'));
    expect(screen.queryByRole('checkbox', { name: 'Notify people' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onSecond).toHaveBeenCalledTimes(1));
    expect(onSecond.mock.calls[0][0]).not.toHaveProperty('remind');
  });

  it('reports Enter in the search box with the kind of query', async () => {
    const { kernel, search } = createTestKernel([memorySource({ items: [user(1)] })]);
    const onSearchEnter = vi.fn();
    render(
      <PickerShell kernel={kernel} placeholder="Name or e-mail" onSearchEnter={onSearchEnter} />,
    );
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Name or e-mail');
    await userEvent.type(box, ' ann@example.com {Enter}');
    await waitFor(() => expect(onSearchEnter).toHaveBeenCalledWith('ann@example.com', 'email'));
    expect(search.setQuery).toHaveBeenCalledTimes(1);
    await userEvent.clear(box);
    await userEvent.type(box, '13800138000{Enter}');
    await waitFor(() => expect(onSearchEnter).toHaveBeenLastCalledWith('13800138000', 'phone'));
  });

  it('themes through custom properties on its root and styles nothing outside it', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    render(<PickerShell kernel={kernel} theme={{ tokens: { primary: '#ff6600' } }} />);
    const dialog = await screen.findByRole('dialog');
    const root = dialog.closest('.pk-root') as HTMLElement;
    expect(root.style.getPropertyValue('--pk-primary')).toBe('#ff6600');
    // Every rule the picker's style elements hold, as the browser parsed them.
    const selectors: string[] = [];
    const rootSelectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        // Style rules count; @media and @supports blocks are searched; @keyframes hold none.
        // The token declarations select the product roots themselves (the theme attributes).
        if (rule instanceof CSSStyleRule && rule.selectorText.startsWith(':where(')) {
          rootSelectors.push(rule.selectorText);
        } else if (rule instanceof CSSStyleRule) selectors.push(...rule.selectorText.split(','));
        else if (rule.type !== CSSRule.KEYFRAMES_RULE && 'cssRules' in rule) {
          collect((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    const sheets = Array.from(document.querySelectorAll('style'))
      .filter((style) => style.id.startsWith('pk-'))
      .map((style) => style.sheet as CSSStyleSheet);
    // The components' styles, their forced-colours / reduced-motion and reflow rules, the shell's.
    expect(sheets).toHaveLength(4);
    for (const sheet of sheets) collect(sheet.cssRules);
    expect(selectors.length).toBeGreaterThan(20);
    for (const selector of selectors) expect(selector.trim()).toMatch(/^\.pk-root(?![\w-])/);
    for (const selector of rootSelectors) {
      expect(selector).toMatch(/^:where\((\.pk-root|\[data-pk-(theme|density))/);
    }
    expect(getComputedStyle(root).getPropertyValue('--pk-primary')).toBe('#ff6600');
  });

  it('Esc in the search box clears the query first; Esc on the empty box cancels', async () => {
    const { kernel, search } = createTestKernel([memorySource({ items: [user(1)] })]);
    const onCancel = vi.fn();
    render(<PickerShell kernel={kernel} onCancel={onCancel} />);
    await userEvent.click(await screen.findByText('User 1'));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ann');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(search.setQuery).toHaveBeenLastCalledWith('');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(kernel.selection.count).toBe(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
