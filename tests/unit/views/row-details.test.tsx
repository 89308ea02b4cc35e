// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlatList } from '../../../plugins/views/list/FlatList';
import {
  emptyListLabel,
  emptySearchLabel,
  emptyNodeLabel,
} from '../../../plugins/views/shared/emptyText';
import { rowTags } from '../../../plugins/views/shared/typeTags';
import { createTestKernel, memorySource, mockViewport, renderWithKernel, user } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => restore());

describe('row details', () => {
  it('picks two different rows clicked in quick succession, but a double click only once', async () => {
    const { kernel } = createTestKernel([
      memorySource({ key: 'contact', type: 'contact', items: [user(1), user(2)] }),
    ]);
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="contact" />);
    const list = await screen.findByRole('listbox');
    await within(list).findByText('User 1');
    await userEvent.click(within(list).getByText('User 1'));
    await userEvent.click(within(list).getByText('User 2'));
    expect(kernel.selection.count).toBe(2);
    await userEvent.dblClick(within(list).getByText('User 2'));
    expect(kernel.selection.count).toBe(2);
  });

  it('draws a group with member avatars as an avatar group of those images', async () => {
    const faces = ['/a/1.svg', '/a/2.svg', '/a/3.svg', '/a/4.svg'];
    const { kernel } = createTestKernel([
      memorySource({
        key: 'group',
        type: 'group',
        items: [
          user(7, { type: 'group', name: 'Launch chat', avatar: '/g/7.svg', avatars: faces }),
          user(8, { type: 'group', name: 'Quiet chat', avatar: '/g/8.svg' }),
        ],
      }),
    ]);
    const { container } = renderWithKernel(kernel, <FlatList mode="browse" sourceKey="group" />);
    await within(await screen.findByRole('listbox')).findByText('Launch chat');
    const rows = container.querySelectorAll('[role="option"]');
    const srcs = (row: Element) =>
      Array.from(row.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(rows[0]!.querySelector('.pk-avatar-group')).not.toBeNull();
    expect(rows[1]!.querySelector('.pk-avatar-group')).toBeNull();
    // The images come once the rows are painted (imageDeferral).
    await waitFor(() => expect(srcs(rows[0]!)).toEqual(faces));
    expect(srcs(rows[1]!)).toEqual(['/g/8.svg']);
  });

  it('names empty lists by source type and empty nodes by what they are', () => {
    const source = (type: string, config: Record<string, unknown> = {}) => ({
      type,
      config: { type, ...config },
    });
    expect(emptyListLabel(source('myTeam'))).toBe('noTeams');
    expect(emptyListLabel(source('teamCompany'))).toBe('noTeams');
    expect(emptyListLabel(source('latest'))).toBe('emptySelected');
    expect(emptyListLabel(source('teamMember'))).toBe('noMembers');
    expect(emptyListLabel(source('contact'))).toBe('contactEmpty');
    expect(emptyListLabel(source('selfDefine'))).toBe('listEmpty');
    expect(emptyListLabel(source('selfDefine', { contentKind: 'files' }))).toBe('fileEmpty');
    expect(emptyListLabel(source('selfDefine', { contentKind: 'members' }))).toBe('noMembers');
    expect(emptyListLabel(undefined)).toBe('listEmpty');
    expect(emptySearchLabel([source('contact'), source('group')])).toBe('noMatches');
    expect(emptySearchLabel([source('contact'), source('selfDefine')])).toBe('noSearchResults');
    // A host source that is not searched does not change what the search found.
    expect(
      emptySearchLabel([source('contact'), { ...source('selfDefine'), searchable: false }]),
    ).toBe('noMatches');
    expect(emptyNodeLabel(user(1, { type: 'department' }))).toBe('noSubDepartments');
    expect(emptyNodeLabel(user(1, { type: 'company' }))).toBe('noSubDepartments');
    expect(emptyNodeLabel(user(1, { type: 'team' }))).toBe('noMembers');
  });

  it('adds the type tag after the item’s own tags, people get none', () => {
    const t = (key: string) => `[${key}]`;
    expect(rowTags(user(1, { type: 'team', tags: ['Owner'] }), t)).toEqual([
      'Owner',
      { tagName: '[tagTeam]', style: 'team' },
    ]);
    expect(rowTags(user(1, { type: 'group' }), t)).toEqual([
      { tagName: '[tagGroup]', style: 'group' },
    ]);
    expect(rowTags(user(1, { tags: ['x'] }), t)).toEqual(['x']);
  });
});
