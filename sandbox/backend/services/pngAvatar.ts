/**
 * People's and groups' avatars as PNG photos-to-be: the same head-and-shoulders figure as the SVG
 * pictures (avatars.ts), drawn into pixels. A suite serves its avatars as raster images, which a
 * browser decodes off the main thread; an SVG image is a document the browser lays out and paints
 * on the main thread in the frame that shows it, a cost no real avatar has.
 */
import { crc32, deflateSync } from 'node:zlib';
import { avatarColour } from './avatars';

const SIZE = 120;
/** Samples per pixel side: smooth edges without a drawing library. */
const SAMPLES = 3;
/** The figure's white, as the SVG's fill-opacity. */
const FIGURE_OPACITY = 0.85;

interface Shape {
  /** Whether the point (in the 120-unit square) is inside the shape. */
  contains(x: number, y: number): boolean;
  opacity: number;
}

function circle(cx: number, cy: number, r: number, opacity = 1): Shape {
  return { contains: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, opacity };
}

/** Shoulders: the upper half of an ellipse standing on its base line. */
function shoulders(cx: number, base: number, rx: number, ry: number, opacity = 1): Shape {
  return {
    contains: (x, y) => y <= base && ((x - cx) / rx) ** 2 + ((y - base) / ry) ** 2 <= 1,
    opacity,
  };
}

const PERSON: readonly Shape[] = [circle(60, 48, 20), shoulders(60, 112, 38, 42)];
const GROUP: readonly Shape[] = [
  circle(44, 50, 15),
  shoulders(44, 104, 30, 34),
  circle(80, 46, 13, 0.8),
  shoulders(84, 97, 23, 32, 0.8),
];

function hexColour(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The picture's RGB rows, each led by PNG's "no filter" byte. */
function drawRows(background: [number, number, number], shapes: readonly Shape[]): Buffer {
  const stride = 1 + SIZE * 3;
  const rows = Buffer.alloc(stride * SIZE);
  for (let py = 0; py < SIZE; py += 1) {
    for (let px = 0; px < SIZE; px += 1) {
      let colour = [...background];
      for (const shape of shapes) {
        let covered = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1)
          for (let sx = 0; sx < SAMPLES; sx += 1)
            if (shape.contains(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES)) covered += 1;
        const alpha = (covered / SAMPLES ** 2) * FIGURE_OPACITY * shape.opacity;
        colour = colour.map((channel) => channel + (255 - channel) * alpha);
      }
      const at = py * stride + 1 + px * 3;
      rows[at] = Math.round(colour[0]);
      rows[at + 1] = Math.round(colour[1]);
      rows[at + 2] = Math.round(colour[2]);
    }
  }
  return rows;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Seven colours times two figures: each picture is drawn once per process. */
const drawn = new Map<string, Buffer>();

/** The PNG avatar of `key` (a user id, or `group-…` for a group's picture of two people). */
export function pngAvatar(key: string): Buffer {
  const colour = avatarColour(key);
  const figure = key.startsWith('group') ? 'group' : 'person';
  const id = `${colour}/${figure}`;
  let png = drawn.get(id);
  if (!png) {
    png = encodePng(drawRows(hexColour(colour), figure === 'group' ? GROUP : PERSON));
    drawn.set(id, png);
  }
  return png;
}
