import { describe, expect, it, vi } from 'vitest';
import {
  fileLocation,
  LOCATION_TEXTS,
  locationText,
} from '../../../../plugins/views/components/FileItem/fileLocation';
import { runEntrance } from '../../../../plugins/views/union-selector/MoreEntrance';
import {
  CLICK_THROTTLE_MULTI_MS,
  CLICK_THROTTLE_SINGLE_MS,
  UNION_LAYOUT,
} from '../../../../plugins/views/union-selector/layout';

describe('file location labels', () => {
  it('rewrites the first segment of a location to its label', () => {
    expect(fileLocation('/My Documents/Plans')).toEqual({
      label: 'myDocuments',
      segments: ['Plans'],
    });
    expect(locationText('/My Devices/Phone')).toBe('My devices / Phone');
    expect(locationText('/Private Files', LOCATION_TEXTS.ja)).toBe('プライベートスペース');
    expect(locationText('/回收站/a', LOCATION_TEXTS.en)).toBe('Recycle bin / a');
  });
  it('uses the group type when the path does not name the space; keeps team paths', () => {
    expect(fileLocation('/Docs', 'secret').label).toBe('privateSpace');
    expect(locationText('/Launch team 1/Specs')).toBe('Launch team 1 / Specs');
    expect(locationText(undefined)).toBe('');
  });
});

describe('more entrance and constants', () => {
  it('an entry without a method logs a warning; one with a method runs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runEntrance({ type: 'custom', key: 'poll', name: 'Poll' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"poll" has no method'));
    const method = vi.fn();
    runEntrance({ type: 'custom', key: 'x', method });
    expect(method).toHaveBeenCalledOnce();
  });
  it('layout and throttle constants of the spec', () => {
    expect(UNION_LAYOUT).toMatchObject({
      height: 398,
      sidebarWidth: 100,
      mainWidth: 332,
      rowHeight: 48,
      titleBar: 42,
      searchBar: 42,
      actionBar: 48,
      moreEntranceBar: 48,
    });
    expect(CLICK_THROTTLE_MULTI_MS).toBe(300);
    expect(CLICK_THROTTLE_SINGLE_MS).toBe(500);
  });
});
