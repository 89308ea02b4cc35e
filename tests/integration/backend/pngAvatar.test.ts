import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { avatarColour } from '../../../sandbox/backend/services/avatars';
import { pngAvatar } from '../../../sandbox/backend/services/pngAvatar';

/** The 120 x 120 RGB pixels of a PNG with one IDAT chunk and unfiltered rows. */
function pixels(png: Buffer): { width: number; at: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const idatAt = png.indexOf('IDAT');
  const length = png.readUInt32BE(idatAt - 4);
  const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + length));
  const stride = 1 + width * 3;
  return {
    width,
    at: (x, y) => [...rows.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)],
  };
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

describe('PNG avatars', () => {
  it('draw a person: the key colour around a lighter head and shoulders', () => {
    const image = pixels(pngAvatar('1000002'));
    expect(image.width).toBe(120);
    const background = rgb(avatarColour('1000002'));
    expect(image.at(2, 2)).toEqual(background);
    const head = image.at(60, 48);
    const shoulders = image.at(60, 100);
    for (const figure of [head, shoulders])
      figure.forEach((channel, index) => expect(channel).toBeGreaterThan(background[index]!));
    expect(image.at(60, 69)).not.toEqual(head);
  });

  it('draw a group with two people, and one picture per colour and figure', () => {
    const group = pixels(pngAvatar('group-5000002'));
    const background = rgb(avatarColour('group-5000002'));
    expect(group.at(44, 50)).not.toEqual(background);
    expect(group.at(80, 46)).not.toEqual(background);
    expect(group.at(60, 48)).toEqual(background);
    expect(pngAvatar('group-5000002')).toBe(pngAvatar('group-5000002'));
  });
});
