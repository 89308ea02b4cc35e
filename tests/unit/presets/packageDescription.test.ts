/** package.json says which presets the package ships: exactly the folders under presets/. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const { description } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  description: string;
};

/** The products of the specs, by folder. */
const PRESETS: Record<string, string> = {
  'member-picker': 'member picker',
  'union-selector': 'union selector',
  finder: 'finder',
};
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'];

describe('package.json description', () => {
  const shipped = Object.keys(PRESETS).filter((folder) =>
    existsSync(join(ROOT, 'presets', folder, 'index.ts')),
  );

  it('names every preset that exists and none that does not', () => {
    for (const [folder, name] of Object.entries(PRESETS)) {
      expect(description.toLowerCase().includes(name), `${name} in "${description}"`).toBe(
        shipped.includes(folder),
      );
    }
  });

  it('claims no more presets than exist', () => {
    const claimed = /\b(\w+) presets?\b/i.exec(description)?.[1]?.toLowerCase();
    if (claimed && COUNT_WORDS.includes(claimed)) {
      expect(COUNT_WORDS.indexOf(claimed)).toBe(shipped.length);
    }
  });
});
