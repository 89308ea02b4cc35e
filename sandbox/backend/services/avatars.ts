/**
 * Generated pictures, so the sandbox shows images without any network: people's and groups'
 * avatars as PNG (pngAvatar.ts, as a suite's photos are raster images), logos and thumbnails as SVG.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { pngAvatar } from './pngAvatar';

const COLOURS = ['#417ff9', '#f5a623', '#7ed321', '#bd10e0', '#50e3c2', '#d0021b', '#4a4a4a'];

/** The picture's background colour: one per key, from its hash. */
export function avatarColour(key: string): string {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COLOURS[h % COLOURS.length] as string;
}

/**
 * A portrait-like picture per key: a head and shoulders in a lighter shade on a colour from the
 * key (a group's picture shows two people), so lists look like a real directory's rather than
 * numbered tiles, and each person keeps one picture.
 */
export function svgAvatar(key: string): string {
  const colour = avatarColour(key);
  const figure = key.startsWith('group')
    ? '<circle cx="44" cy="50" r="15"/><path d="M14 104c2-22 14-34 30-34s28 12 30 34z"/><circle cx="80" cy="46" r="13" opacity=".8"/><path d="M62 72c5-5 11-7 18-7 15 0 25 12 27 32H76" opacity=".8"/>'
    : '<circle cx="60" cy="48" r="20"/><path d="M22 112c3-28 18-42 38-42s35 14 38 42z"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${colour}"/><g fill="#fff" fill-opacity=".85">${figure}</g></svg>`;
}

export function imageHandler(url: string): HttpHandler {
  return http.get(url, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : 'x';
    return new HttpResponse(svgAvatar(name), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
    });
  });
}

/** People's and groups' avatars: `:name.png`, the same figure as svgAvatar in pixels. */
export function avatarHandler(url: string): HttpHandler {
  return http.get(url, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : 'x';
    return new HttpResponse(new Uint8Array(pngAvatar(name)), {
      headers: { 'content-type': 'image/png', 'cache-control': 'max-age=3600' },
    });
  });
}
