/** Generated SVG avatars and logos, so the sandbox shows images without any network. */
import { http, HttpResponse, type HttpHandler } from 'msw';

const COLOURS = ['#417ff9', '#f5a623', '#7ed321', '#bd10e0', '#50e3c2', '#d0021b', '#4a4a4a'];

export function svgAvatar(key: string): string {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const label =
    key
      .replace(/[^0-9a-z]/gi, '')
      .slice(-2)
      .toUpperCase() || '?';
  const colour = COLOURS[h % COLOURS.length] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${colour}"/><text x="60" y="74" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
}

export function imageHandler(url: string): HttpHandler {
  return http.get(url, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : 'x';
    return new HttpResponse(svgAvatar(name), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
    });
  });
}
