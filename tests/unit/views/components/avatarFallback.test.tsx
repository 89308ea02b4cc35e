// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Avatar,
  AVATAR_COLOURS,
  avatarColour,
  avatarInitials,
  KIND_COLOURS,
} from '../../../../plugins/views/components';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatar fallback', () => {
  it.each([
    ['Gao Hua', 'GH'],
    ['li ming', 'LM'],
    ['Madonna', 'M'],
    ['张伟', '张伟'],
    ['欧阳明华', '明华'],
    ['王', '王'],
    ['  ', ''],
    ['สมชาย ใจดี', 'สใ'],
  ])('initials of %j are %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });

  it('keeps a Thai first letter with its marks', () => {
    expect(avatarInitials('ที่ทำงาน')).toBe('ที่');
  });

  it('gives one id one colour, and spreads ids over the palette', () => {
    expect(avatarColour('3000579')).toBe(avatarColour('3000579'));
    const used = new Set(Array.from({ length: 40 }, (_, i) => avatarColour(String(3000000 + i))));
    expect(used.size).toBeGreaterThan(4);
  });

  it('has white initials and marks at 4.5:1 or more on every colour', () => {
    for (const colour of [...AVATAR_COLOURS, ...Object.values(KIND_COLOURS)]) {
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws initials on the id colour without an image, a kind mark for a department', () => {
    const person = render(<Avatar name="Gao Hua" colourKey="u1" />).container.firstElementChild;
    expect(person?.textContent).toBe('GH');
    expect((person as HTMLElement).style.background).not.toBe('');
    const dept = render(<Avatar name="Sales" kind="department" />).container.firstElementChild;
    expect(dept).toHaveClass('pk-avatar--department');
    expect(dept?.querySelector('svg')).not.toBeNull();
    expect(dept?.textContent).toBe('');
  });

  it('falls back when the image fails to load', () => {
    const { container } = render(<Avatar src="/a/broken.png" name="Chen Yu" />);
    const img = container.querySelector('img') as HTMLImageElement;
    img.dispatchEvent(new Event('error'));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(container.querySelector('img')).toBeNull();
        expect(container.textContent).toBe('CY');
        resolve();
      }, 0),
    );
  });
});
