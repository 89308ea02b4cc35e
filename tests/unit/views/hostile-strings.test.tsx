// @vitest-environment jsdom
/**
 * Every place the picker shows a string from the server (or the caller) renders it as text:
 * rows (name, highlight, description, tags), tab titles, the company switcher, the pre-tip and tip
 * lines, search title rows and empty-info rows, selected chips, the business card and the empty
 * state's link. No element is ever built from such a string.
 */
import { act, screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PickerItem, SourceDefinition } from '../../../kernel';
import { PickerShell } from '../../../plugins/views/shell';
import { createTestKernel, memorySource, mockViewport, set, user } from './helpers';

const HOSTILE = '<img src=x onerror=alert(1)>';
const named = (label: string) => `${HOSTILE} ${label}`;

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

/** No element came from markup in a string: no image with src x, no inline handler anywhere. */
function expectNoInjectedMarkup() {
  expect(document.querySelector('img[src="x"], [onerror]')).toBeNull();
}

function hostileSource(items: PickerItem[], preTip?: string): SourceDefinition<number> {
  const base = memorySource({ items });
  return {
    ...base,
    title: named('tab'),
    load: async () => ({ items, cursor: items.length, done: true, preTip }),
  };
}

function titleRow(key: string, type: 'title' | 'emptyInfo', name: string): PickerItem {
  return { key, id: key, type, origin: 'latest', sourceKey: 'latest', name, raw: {} };
}

describe('server strings render as text', () => {
  it('in rows, tags, tabs, the switcher, the pre-tip, the tip, chips and the business card', async () => {
    const person = user(1, {
      name: named('person'),
      description: named('description'),
      deptName: named('department'),
      tags: [named('string tag'), { tagName: named('object tag') }] as PickerItem['tags'],
    });
    const highlighted = user(2, {
      name: 'Anna',
      highlightName: `<em>An</em>na${HOSTILE}`,
    });
    const { kernel } = createTestKernel([hostileSource([person, highlighted], named('pre-tip'))]);
    act(() => {
      kernel.context.setCompanies([
        { id: '1', companyId: '1', name: named('company') },
        { id: '2', companyId: '2', name: 'Other company' },
      ]);
      kernel.context.setCurrentCompany('1');
    });
    render(<PickerShell kernel={kernel} tip={named('tip')} />);

    const list = await screen.findByRole('listbox');
    const row = await within(list).findByRole('option', {
      name: new RegExp(`^${escape(HOSTILE)} person`),
    });
    expect(within(row).getByText(named('person'))).toBeInTheDocument();
    expect(within(row).getByText(named('description'))).toBeInTheDocument();
    expect(within(row).getByText(named('string tag'))).toHaveClass('pk-tag');
    expect(within(row).getByText(named('object tag'))).toHaveClass('pk-tag');
    // The highlight keeps its <em> and drops the markup around it.
    const anna = within(list).getByRole('option', { name: /^Anna/ });
    expect(anna.querySelector('.pk-item__title em')).toHaveTextContent('An');
    expect(screen.getByRole('tab', { name: named('tab') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Company: ${named('company')}` })).toHaveTextContent(
      named('company'),
    );
    expect(screen.getByRole('note')).toHaveTextContent(named('pre-tip'));
    expect(screen.getByText(named('tip'))).toBeInTheDocument();
    expectNoInjectedMarkup();

    // The selected chip and its remove button's name.
    await userEvent.click(within(row).getByText(named('person')));
    const selected = await screen.findByRole('list', { name: 'Selected members' });
    expect(within(selected).getByText(named('person'))).toBeInTheDocument();
    expect(
      within(selected).getByRole('button', { name: `Remove ${named('person')}` }),
    ).toBeInTheDocument();

    // The business card opened from the row's id-card icon.
    const icon = row.querySelector<HTMLElement>('.pk-idcard-button');
    expect(icon).not.toBeNull();
    await userEvent.click(icon as HTMLElement);
    const card = await screen.findByRole('dialog', { name: named('person') });
    expect(within(card).getByText(named('department'))).toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it('in search title rows, empty-info rows and the search pre-tip', async () => {
    const { kernel, search } = createTestKernel([memorySource({ items: [user(1)] })]);
    render(<PickerShell kernel={kernel} />);
    await screen.findByText('User 1');
    act(() =>
      set(search, {
        query: 'x',
        isSearching: true,
        status: 'loaded',
        preTip: named('search pre-tip'),
        rows: [
          titleRow('title_1', 'title', named('source title')),
          user(7, { name: named('hit') }),
          titleRow('empty_1', 'emptyInfo', named('empty info')),
        ],
      }),
    );
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(results).getByText(named('source title'))).toBeInTheDocument();
    expect(within(results).getByText(named('hit'))).toBeInTheDocument();
    expect(within(results).getByText(named('empty info'))).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(named('search pre-tip'));
    expectNoInjectedMarkup();
  });

  it("in the empty state's link", async () => {
    const { kernel } = createTestKernel([memorySource({ items: [] })]);
    render(
      <PickerShell
        kernel={kernel}
        emptyLink={{ text: named('link'), href: 'javascript:alert(1)' }}
      />,
    );
    expect(
      await screen.findByText('Recently selected users will be displayed here'),
    ).toBeInTheDocument();
    const link = screen.getByRole('button', { name: named('link') });
    // A script address never becomes a link.
    expect(link.tagName).toBe('BUTTON');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expectNoInjectedMarkup();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
