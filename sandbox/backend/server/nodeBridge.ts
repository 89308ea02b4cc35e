/** Node http ⇄ Fetch: turns an IncomingMessage into a Request and writes a Response back. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readRaw(req) : undefined;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Writes a Fetch response; a network-error response (type 'error') drops the connection. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'content-length' || name === 'transfer-encoding') return;
    const prev = headers[name];
    headers[name] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, {
    ...res.getHeaders(),
    ...headers,
    'content-length': String(body.length),
  });
  res.end(body);
}
