// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_GROUPS } from '../../../../../plugins/drive/rules/fileTypes';
import { fileIconName } from '../../../../../plugins/views/components/FileItem/fileIconName';
import { FILE_ICONS } from '../../../../../plugins/views/components/icons/files/fileIcons';
import { FileTypeIcon } from '../../../../../plugins/views/components/icons/files/FileTypeIcon';

/** The drawing of an icon name, as markup (two names share a picture when these are equal). */
function drawing(name: string): string {
  const { container } = render(<FileTypeIcon name={name} />);
  return container.querySelector('svg')?.outerHTML ?? '';
}

/** The extension-based groups of finder.md section 3 with one of their extensions. */
const EXTENSION_GROUP_SAMPLES: Record<string, string> = {
  xls: 'xlsx',
  doc: 'docx',
  ppt: 'pptx',
  pdf: 'pdf',
  zip: 'zip',
  txt: 'txt',
  processon: 'pos',
  img: 'png',
  audio: 'mp3',
  video: 'mp4',
  todo: 'todo',
  meeting: 'meeting',
  weboffice: 'otl',
};

/** Every folder kind the finder shows, by ftype (and access for a partial-access folder). */
const FOLDER_KINDS: Record<string, { ftype: string; access?: string }> = {
  folder: { ftype: 'folder' },
  shareFolder: { ftype: 'sharefolder' },
  team: { ftype: 'group' },
  secretFolder: { ftype: 'secretfolder' },
  devices: { ftype: 'devices' },
  linkFolder: { ftype: 'linkfolder' },
  deletedFolder: { ftype: 'delfolder' },
};

describe('file and folder icons', () => {
  it('covers every extension group of the spec with a sample here', () => {
    const extensionGroups = Object.entries(FILE_TYPE_GROUPS)
      .filter(([, group]) => group.exts.length > 0)
      .map(([name]) => name);
    expect(Object.keys(EXTENSION_GROUP_SAMPLES).sort()).toEqual(extensionGroups.sort());
  });

  it('gives every file-type group, every folder kind and unknown its own drawn icon', () => {
    const names = [
      ...Object.entries(EXTENSION_GROUP_SAMPLES).map(([group, ext]) => {
        const name = fileIconName({ ftype: 'file', ext });
        expect(name, `${group} (.${ext})`).toBe(group);
        return name;
      }),
      ...Object.entries(FOLDER_KINDS).map(([kind, input]) => {
        const name = fileIconName(input);
        expect(name, kind).toBe(kind);
        return name;
      }),
      fileIconName({ ftype: 'file', ext: 'xyz' }),
    ];
    expect(names.at(-1)).toBe('unknown');
    expect(new Set(names).size).toBe(names.length);
    const drawings = names.map(drawing);
    for (const picture of drawings) expect(picture).toContain('<path');
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(Object.keys(FILE_ICONS).sort()).toEqual([...names].sort());
  });

  it('draws the type groups given by ftype: shared folder, team and device', () => {
    expect(fileIconName({ ftype: 'sharefolder' })).toBe('shareFolder');
    expect(fileIconName({ ftype: 'team' })).toBe('team');
    expect(fileIconName({ ftype: 'devices' })).toBe('devices');
    // A device of the Devices list (its entries' ftype) draws the devices picture too.
    expect(fileIconName({ ftype: 'device' })).toBe('devices');
    expect(fileIconName({ ftype: 'delgroup' })).toBe('deletedFolder');
    expect(fileIconName({ ftype: 'folder', access: 'partial_read' })).toBe('secretFolder');
  });

  it('draws a customised name outside the set as unknown, keeping the name for styling', () => {
    const { container } = render(<FileTypeIcon name="host-special" />);
    const icon = container.querySelector('[data-icon="host-special"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('svg')?.outerHTML).toBe(drawing('unknown'));
  });
});
