/**
 * Checks the options a host sets on the picker's shell: the placeholder and empty text, the
 * empty-state link, the tip line and bottom slot, and the tab-level and right-side dropdowns.
 * Each failure throws through `fail` with a message naming the field and what to pass.
 */
import { isValidElement } from 'react';
import type { MemberPickerOptions } from './types';

type Fail = (message: string) => never;

const SAFE_HREF = /^(https?:\/\/|\/)/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkFunction(value: unknown, name: string, fail: Fail, required = false): void {
  if ((required || value !== undefined) && typeof value !== 'function') {
    fail(`${name} must be a function (got ${typeof value})`);
  }
}

function checkContent(value: unknown, name: string, fail: Fail): void {
  if (value === undefined || typeof value === 'string' || isValidElement(value)) return;
  fail(`${name} must be a string or a React element (got ${typeof value})`);
}

function checkEmptyLink(link: unknown, fail: Fail): void {
  if (link === undefined) return;
  if (!isRecord(link)) {
    fail('emptyLink must be an object: { text, href } or { text, onClick }');
  }
  if (typeof link.text !== 'string' || link.text.trim() === '') {
    fail('emptyLink.text must be a non-empty string');
  }
  if (link.href !== undefined && (typeof link.href !== 'string' || !SAFE_HREF.test(link.href))) {
    fail(
      `emptyLink.href must be an http(s) address or a path starting with / (got ${JSON.stringify(link.href)})`,
    );
  }
  checkFunction(link.onClick, 'emptyLink.onClick', fail);
  if (link.href === undefined && link.onClick === undefined) {
    fail('emptyLink needs an href or an onClick');
  }
}

/** The shape both dropdowns share: a label and items with unique keys and titles. */
function checkDropdown(
  value: unknown,
  name: string,
  usage: string,
  fail: Fail,
): Record<string, unknown> & { items: Array<{ key: string }> } {
  if (!isRecord(value)) fail(`${name} must be an object: ${usage}`);
  if (typeof value.label !== 'string' || value.label.trim() === '') {
    fail(`${name}.label must be a non-empty string`);
  }
  const { items } = value;
  if (!Array.isArray(items) || items.length === 0) {
    fail(`${name}.items must be a non-empty array of { key, title }`);
  }
  const seen = new Set<string>();
  items.forEach((item: unknown, index) => {
    const ok =
      isRecord(item) &&
      typeof item.key === 'string' &&
      item.key !== '' &&
      typeof item.title === 'string' &&
      item.title !== '';
    if (!ok) fail(`${name}.items[${index}] needs a key and a title (non-empty strings)`);
    const key = (item as { key: string }).key;
    if (seen.has(key)) fail(`${name}.items has the key "${key}" twice: keys must be unique`);
    seen.add(key);
  });
  return value as Record<string, unknown> & { items: Array<{ key: string }> };
}

function checkTabDropdown(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  const name = 'tabDropdown';
  const dropdown = checkDropdown(value, name, '{ label, items: [{ key, title }], onSelect }', fail);
  checkFunction(dropdown.onSelect, `${name}.onSelect`, fail, true);
  const keys = dropdown.items.map((item) => item.key);
  const { selectedKey } = dropdown;
  if (selectedKey !== undefined && !keys.includes(selectedKey as string)) {
    fail(
      `${name}.selectedKey ${JSON.stringify(selectedKey)} is not a key of its items (${keys.join(', ')})`,
    );
  }
}

function checkSelectedDropdown(value: unknown, fail: Fail): void {
  if (value === undefined) return;
  const name = 'selectedDropdown';
  const usage = '{ label, items: [{ key, title }], defaultIndex?, onChange? }';
  const dropdown = checkDropdown(value, name, usage, fail);
  const last = dropdown.items.length - 1;
  const index = dropdown.defaultIndex;
  if (
    index !== undefined &&
    (!Number.isInteger(index) || (index as number) < 0 || (index as number) > last)
  ) {
    fail(
      `${name}.defaultIndex must be an index of items, 0 to ${last} (got ${JSON.stringify(index)})`,
    );
  }
  checkFunction(dropdown.onChange, `${name}.onChange`, fail);
}

export function validateShellOptions(options: MemberPickerOptions, fail: Fail): void {
  for (const name of ['placeholder', 'emptyText'] as const) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'string') {
      fail(`${name} must be a string (got ${typeof value})`);
    }
  }
  checkContent(options.tip, 'tip', fail);
  checkContent(options.selectedBottom, 'selectedBottom', fail);
  checkEmptyLink(options.emptyLink, fail);
  checkTabDropdown(options.tabDropdown, fail);
  checkSelectedDropdown(options.selectedDropdown, fail);
}
