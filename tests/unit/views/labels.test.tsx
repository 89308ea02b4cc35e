// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createKernel, LANGUAGES, loadTexts } from '../../../kernel';
import { modalView } from '../../../plugins/views/modal';
import { pickerCatalogue } from '../../../plugins/views/locale';
import { en } from '../../../plugins/views/locale/en';

describe('picker labels', () => {
  it('gives every label in every language', async () => {
    const keys = Object.keys(await loadTexts(pickerCatalogue, 'en')).sort();
    expect(keys).toEqual(expect.arrayContaining(Object.keys(en)));
    for (const language of LANGUAGES) {
      const table = await loadTexts(pickerCatalogue, language);
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const value of Object.values(table)) expect(value.trim()).not.toBe('');
    }
  });

  it('reads the English texts of the spec', () => {
    const kernel = createKernel({ language: 'en', storage: null });
    kernel.use(modalView());
    const t = (key: string, options?: Record<string, unknown>) =>
      kernel.t(`picker:${key}`, options);
    expect(t('title')).toBe('Select the member you want to add');
    expect(t('selectedCount', { count: 3 })).toBe('3 Selected');
    expect(t('noMembers')).toBe('No available members');
    expect(t('noMatches')).toBe('No matching members found');
    expect(t('emptySelected')).toBe('Recently selected users will be displayed here');
    expect(t('noTeams')).toBe('No teams available');
    // Section 8's empty states.
    expect(t('listEmpty')).toBe('The list is empty');
    expect(t('contactEmpty')).toBe('The contact is empty');
    expect(t('fileEmpty')).toBe('The file is empty');
    expect(t('noSearchResults')).toBe('No search results found');
    expect(t('loadMore')).toBe('Load More');
    expect(t('noSubDepartments')).toBe('No sub-departments available');
    expect(t('addContacts')).toBe('Add Contacts');
    expect(t('newCustomGroup')).toBe('New Custom Group');
    expect(t('manageCustomGroup')).toBe('Custom Group Management');
    expect(t('externalStaff')).toBe('External Staff');
    expect(t('notifyPeople')).toBe('Notify people');
    expect(t('tabDocs')).toBe('Cloud Documents');
    expect(t('tabTeam')).toBe('Team Member');
    expect(t('errorOccurred')).toBe('An error occurs. Click to retry.');
    expect([t('ok'), t('cancel'), t('clear')]).toEqual(['OK', 'Cancel', 'Clear']);
    expect([t('tagGroup'), t('tagTeam'), t('tagDepartment')]).toEqual([
      'Group',
      'Team',
      'Department',
    ]);
  });

  it('reads Japanese when the kernel speaks Japanese', () => {
    const kernel = createKernel({ language: 'ja', storage: null });
    kernel.use(modalView());
    expect(kernel.t('picker:selectedCount', { count: 2 })).toBe('2 人選択済み');
    expect(kernel.t('picker:noMatches')).toBe('一致するメンバーが見つかりません');
    expect(kernel.t('picker:cancel')).toBe('キャンセル');
  });
});
