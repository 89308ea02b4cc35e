// @vitest-environment jsdom
/**
 * injectStyles and nonce on the three presets: a value of the wrong kind fails at creation (the
 * factories, the kernel factories and the open* functions) with a message naming the option;
 * good values reach the kernel's options, where the views read them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../kernel';
import { createFinder, openFinder } from '../../../presets/finder';
import {
  createMemberPicker,
  createMemberPickerKernel,
  openMemberPicker,
} from '../../../presets/member-picker';
import {
  createUnionSelector,
  createUnionSelectorKernel,
  openUnionSelector,
} from '../../../presets/union-selector';
import { baseOptions, unusedClient } from './member-picker/helpers';
import { optionsErrorOf } from '../../support/optionsError';

const messageOf = optionsErrorOf;

const union = { fid: 1, client: unusedClient, storage: null };
const finder = { client: unusedClient, storage: null };

const WRONG = [
  [
    { injectStyles: 'no' },
    'injectStyles must be true or false (got "no"): false injects no style element, then load pickerkit/styles.css',
  ],
  [
    { nonce: 12345 },
    "nonce must be a string, the nonce of the page's style-src 'nonce-…' (got number)",
  ],
  [
    { nonce: "abc' 'unsafe-inline" },
    `nonce "abc' 'unsafe-inline" is not a CSP nonce: use the base64 value of the page's style-src 'nonce-…'`,
  ],
  [
    { nonce: '' },
    `nonce "" is not a CSP nonce: use the base64 value of the page's style-src 'nonce-…'`,
  ],
] as const;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('style options checked at creation', () => {
  it.each(WRONG)('%j fails on every factory with a message naming it', (wrong, message) => {
    expect(messageOf(() => createKernel(wrong as never))).toBe(message);
    expect(messageOf(() => createMemberPicker(baseOptions(wrong as never)))).toBe(
      `createMemberPicker: ${message}`,
    );
    expect(messageOf(() => createMemberPickerKernel(baseOptions(wrong as never)))).toBe(
      `createMemberPicker: ${message}`,
    );
    expect(messageOf(() => createUnionSelector({ ...union, ...(wrong as object) }))).toBe(
      `createUnionSelector: ${message}`,
    );
    expect(messageOf(() => createUnionSelectorKernel({ ...union, ...(wrong as object) }))).toBe(
      `createUnionSelector: ${message}`,
    );
    expect(messageOf(() => createFinder({ ...finder, ...(wrong as object) }))).toBe(
      `finder: ${message}`,
    );
  });

  it('the open functions reject before mounting anything', async () => {
    const before = document.body.childElementCount;
    await expect(openMemberPicker(baseOptions({ nonce: 1 as never }))).rejects.toThrow(
      /^createMemberPicker: nonce must be a string/,
    );
    await expect(openUnionSelector({ ...union, injectStyles: 0 as never })).rejects.toThrow(
      /^createUnionSelector: injectStyles must be true or false/,
    );
    await expect(openFinder({ ...finder, nonce: 'a b' })).rejects.toThrow(
      /^finder: nonce "a b" is not a CSP nonce/,
    );
    expect(document.body.childElementCount).toBe(before);
  });

  it('good values reach the kernel options the views read', () => {
    const styles = { injectStyles: false, nonce: 'Zm9vYmFy-_+/==' };
    const kernels = [
      createMemberPickerKernel(baseOptions(styles)),
      createUnionSelectorKernel({ ...union, ...styles }),
      createFinder({ ...finder, ...styles }).kernel,
    ];
    for (const kernel of kernels) {
      expect(kernel.options).toMatchObject(styles);
      kernel.dispose();
    }
    const plain = createKernel({});
    expect(plain.options.injectStyles).toBeUndefined();
    expect(plain.options.nonce).toBeUndefined();
    plain.dispose();
  });
});
