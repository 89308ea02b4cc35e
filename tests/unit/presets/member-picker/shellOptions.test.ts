/** The shell options a host sets through the preset are checked at creation. */
import { createElement } from 'react';
import { createMemberPicker } from '../../../../presets/member-picker';
import { baseOptions, messageFor } from './helpers';

const items = [
  { key: 'read', title: 'Can view' },
  { key: 'write', title: 'Can edit' },
];

describe('member picker shell options', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('accepts every shell option in its documented form', () => {
    expect(() =>
      createMemberPicker({
        ...baseOptions(),
        placeholder: 'Name or e-mail',
        emptyText: 'Nobody here yet',
        emptyLink: { text: 'Invite', href: 'https://example.com/invite' },
        tip: createElement('strong', null, 'Only colleagues'),
        tabDropdown: { label: 'Scope', items, selectedKey: 'read', onSelect: () => undefined },
        selectedDropdown: { label: 'Permission', items, defaultIndex: 1, onChange: () => {} },
        selectedBottom: 'They get an e-mail',
      }),
    ).not.toThrow();
  });

  it('rejects texts that are not strings', () => {
    expect(messageFor({ placeholder: 3 })).toBe(
      'createMemberPicker: placeholder must be a string (got number)',
    );
    expect(messageFor({ emptyText: {} })).toBe(
      'createMemberPicker: emptyText must be a string (got object)',
    );
  });

  it('rejects a tip or bottom slot that is neither text nor a React element', () => {
    expect(messageFor({ tip: { text: 'x' } })).toBe(
      'createMemberPicker: tip must be a string or a React element (got object)',
    );
    expect(messageFor({ selectedBottom: 7 })).toBe(
      'createMemberPicker: selectedBottom must be a string or a React element (got number)',
    );
  });

  it('rejects an empty link without text, with an unsafe address, or that does nothing', () => {
    expect(messageFor({ emptyLink: 'https://example.com' })).toMatch(
      /emptyLink must be an object: \{ text, href \} or \{ text, onClick \}/,
    );
    expect(messageFor({ emptyLink: { href: '/x' } })).toBe(
      'createMemberPicker: emptyLink.text must be a non-empty string',
    );
    expect(messageFor({ emptyLink: { text: 'Go', href: 'javascript:alert(1)' } })).toBe(
      'createMemberPicker: emptyLink.href must be an http(s) address or a path starting with / (got "javascript:alert(1)")',
    );
    expect(messageFor({ emptyLink: { text: 'Go' } })).toBe(
      'createMemberPicker: emptyLink needs an href or an onClick',
    );
    expect(messageFor({ emptyLink: { text: 'Go', onClick: 'x' } })).toBe(
      'createMemberPicker: emptyLink.onClick must be a function (got string)',
    );
  });

  it('rejects malformed dropdowns, naming the field', () => {
    expect(messageFor({ tabDropdown: [] })).toMatch(
      /tabDropdown must be an object: \{ label, items: \[\{ key, title \}\], onSelect \}/,
    );
    expect(messageFor({ tabDropdown: { label: 'Scope', items } })).toBe(
      'createMemberPicker: tabDropdown.onSelect must be a function (got undefined)',
    );
    expect(messageFor({ selectedDropdown: { items } })).toBe(
      'createMemberPicker: selectedDropdown.label must be a non-empty string',
    );
    expect(messageFor({ selectedDropdown: { label: 'P', items: [] } })).toBe(
      'createMemberPicker: selectedDropdown.items must be a non-empty array of { key, title }',
    );
    expect(
      messageFor({
        selectedDropdown: { label: 'P', items: [{ key: 'a' }, { key: 'b', title: 'B' }] },
      }),
    ).toBe(
      'createMemberPicker: selectedDropdown.items[0] needs a key and a title (non-empty strings)',
    );
    expect(
      messageFor({
        selectedDropdown: {
          label: 'P',
          items: [
            { key: 'a', title: 'A' },
            { key: 'a', title: 'B' },
          ],
        },
      }),
    ).toBe('createMemberPicker: selectedDropdown.items has the key "a" twice: keys must be unique');
    expect(messageFor({ selectedDropdown: { label: 'P', items, defaultIndex: 2 } })).toBe(
      'createMemberPicker: selectedDropdown.defaultIndex must be an index of items, 0 to 1 (got 2)',
    );
    expect(messageFor({ selectedDropdown: { label: 'P', items, onChange: 1 } })).toBe(
      'createMemberPicker: selectedDropdown.onChange must be a function (got number)',
    );
    expect(
      messageFor({ tabDropdown: { label: 'S', items, selectedKey: 'x', onSelect: () => {} } }),
    ).toBe(
      'createMemberPicker: tabDropdown.selectedKey "x" is not a key of its items (read, write)',
    );
  });
});
