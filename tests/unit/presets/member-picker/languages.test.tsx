// @vitest-environment jsdom
/** memberPickerCatalogues: the list a host preloads covers every catalogue the picker reads. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickerKernel } from '../../../../kernel';
import { MemberPicker, memberPickerCatalogues } from '../../../../presets/member-picker';
import { baseOptions } from './helpers';

describe('member picker catalogues', () => {
  it('name every catalogue a rendered picker adds, and the picker renders in its language', async () => {
    // Nothing is served: the init fails, which does not matter to the texts.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let kernel: PickerKernel | undefined;
    render(<MemberPicker {...baseOptions()} open onReady={(ready) => (kernel = ready)} />);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const listed = memberPickerCatalogues.map((catalogue) => catalogue.namespace).sort();
    expect(kernel!.languages.namespaces.sort()).toEqual(listed);
    quiet.mockRestore();
  });
});
