// @vitest-environment jsdom
/** What rows show on the real kernel and sources: type tags, the business card, empty states. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { MAIN_COMPANY, mockViewport, renderShell } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const tagsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('.pk-tag')].map((tag) => `${tag.textContent} ${tag.className}`);

async function search(text: string): Promise<HTMLElement> {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), `${text}{Enter}`);
  return screen.findByRole('listbox', { name: 'Search results' });
}

describe('type tags', () => {
  it('groups, teams and departments carry their tag, each in its own style', async () => {
    renderShell(suite, {
      sources: [{ type: 'group' }, { type: 'myTeam' }, { type: 'company' }],
    });
    const groups = await screen.findByRole('listbox');
    const launch = await within(groups).findByRole('option', { name: /^Launch chat/ });
    expect(tagsOf(launch)).toEqual(['Group pk-tag pk-tag--group']);

    const teams = await search('team');
    const team = await within(teams).findByRole('option', { name: /^Main Co docs team/ });
    expect(tagsOf(team)).toEqual(['Team pk-tag pk-tag--team']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    const depts = await search('Eng');
    const engineering = await within(depts).findByRole('option', { name: /^Engineering/ });
    expect(tagsOf(engineering)).toEqual(['Department pk-tag pk-tag--department']);
    const person = within(depts).queryByRole('option', { name: /^Li Ming/ });
    if (person) expect(tagsOf(person)).toEqual([]);
  });
});

/** The decorative id-card icon of a row (aria-hidden: a pointer target, not a control). */
function idCardIcon(row: HTMLElement): HTMLElement {
  const icon = row.querySelector<HTMLElement>('.pk-idcard-button');
  if (!icon) throw new Error(`no id-card icon in ${row.id}`);
  return icon;
}

describe('business card', () => {
  it('opens from the id-card icon with the member info, one at a time, without selecting', async () => {
    renderShell(suite, {
      sources: [{ type: 'department', companyId: MAIN_COMPANY, deptId: 10001 }],
    });
    const tree = await screen.findByRole('tree');
    await userEvent.click(await within(tree).findByText('Engineering'));
    const liMing = await within(tree).findByRole('treeitem', { name: /^Li Ming/ });
    // Nothing inside the treeitem is interactive: the icon is decorative, the checkbox drawn.
    expect(within(liMing).queryAllByRole('button')).toEqual([]);
    expect(liMing.querySelectorAll('[tabindex], button, a, input')).toHaveLength(0);
    await userEvent.click(idCardIcon(liMing));
    const card = await screen.findByRole('dialog', { name: 'Li Ming' });
    expect(card).toHaveTextContent('Engineering');
    expect(liMing).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(card).getByText('Li Ming'));
    expect(liMing).toHaveAttribute('aria-checked', 'false');

    const liuYang = within(tree).getByRole('treeitem', { name: /^Liu Yang/ });
    await userEvent.click(idCardIcon(liuYang));
    const other = await screen.findByRole('dialog', { name: 'Liu Yang' });
    expect(other).toHaveTextContent('Pickerkit Main Co');
    expect(screen.queryByRole('dialog', { name: 'Li Ming' })).toBeNull();
    expect(screen.getByText('0 Selected')).toBeInTheDocument();
  });

  it('opens with I on the active row; Esc closes it and the list keeps the keyboard', async () => {
    const onCancel = vi.fn();
    renderShell(suite, { sources: [{ type: 'latest' }], props: { onCancel } });
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Wang Fang');
    const wang = within(list).getByRole('option', { name: /^Wang Fang/ });
    expect(wang).toHaveAttribute('aria-keyshortcuts', 'I');
    expect(idCardIcon(wang)).toHaveAttribute('aria-hidden', 'true');
    expect(idCardIcon(wang)).not.toHaveAttribute('tabindex');
    expect(idCardIcon(wang)).not.toHaveAttribute('role');
    expect(wang.querySelector('.pk-checkbox')).toHaveAttribute('aria-hidden', 'true');
    expect(wang.querySelector('.pk-checkbox')).not.toHaveAttribute('tabindex');
    list.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', wang.id);
    await userEvent.keyboard('i');
    const card = await screen.findByRole('dialog', { name: 'Wang Fang' });
    expect(card).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wang Fang' })).toBeNull());
    // Esc closed the card only, not the picker; focus is back on the list.
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(wang).toHaveAttribute('aria-checked', 'true');
  });
});

describe('empty states', () => {
  const empty = (path: string, body: Record<string, unknown>) =>
    suite.server.use(http.get(`${suite.urls.directory}${path}`, () => HttpResponse.json(body)));

  it('a team source without teams says so', async () => {
    suite.server.use(
      http.get(`${suite.urls.team}/kdteam/api/v1/teams`, () =>
        HttpResponse.json({ result: 'ok', teams: [], nextOffset: -1, total: 0 }),
      ),
    );
    renderShell(suite, { sources: [{ type: 'myTeam' }] });
    expect(await screen.findByText('No teams available')).toBeInTheDocument();
  });

  it('an empty recent tab says recently selected users will show there', async () => {
    empty('/api/v2/recent/contacts', { result: 'ok', contacts: [], next_seq: -1 });
    renderShell(suite, { sources: [{ type: 'latest' }, { type: 'contact' }] });
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText('Recently selected users will be displayed here'),
    ).toBeInTheDocument();
  });

  it('a team-member list without members says there are no members', async () => {
    suite.server.use(
      http.get(`${suite.urls.team}/kdteam/api/v1/team/:id/members`, () =>
        HttpResponse.json({ result: 'ok', members: [], total: 0 }),
      ),
    );
    renderShell(suite, { sources: [{ type: 'teamMember', gid: 5000004 }] });
    expect(await screen.findByText('No available members')).toBeInTheDocument();
  });

  it('a department without children says it has no sub-departments', async () => {
    suite.server.use(
      http.get(`${suite.urls.directory}/api/${MAIN_COMPANY}/department/curlevel`, ({ request }) =>
        new URL(request.url).searchParams.get('parent_id') === '10002'
          ? HttpResponse.json({ result: 'ok', infos: [] })
          : undefined,
      ),
    );
    empty(`/svr/v1/u/companies/${MAIN_COMPANY}/depts/10002/users`, {
      result: 'ok',
      users: [],
      next_comp_uid: '0',
    });
    renderShell(suite, {
      sources: [{ type: 'department', companyId: MAIN_COMPANY, deptId: 10001 }],
    });
    const tree = await screen.findByRole('tree');
    await userEvent.click(await within(tree).findByText('Engineering'));
    const note = await within(tree).findByRole('treeitem', {
      name: 'No sub-departments available',
    });
    expect(note).toHaveAttribute('aria-level', '2');
  });
});
