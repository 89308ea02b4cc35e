/**
 * The dev proxy passes a dropped connection on as one: when the fake suite drops a socket (its
 * networkError fault) or cannot be reached, the browser's connection is destroyed too, so the
 * picker sees what a real network fault gives ('Network Error'), not a made-up 500. Vite's own
 * handler would answer 500 and print the stack trace of every such drop; this one runs instead
 * and prints one line only for an unreachable suite.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface ProxyServer {
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

/** Errors of a connection the suite dropped on purpose (its networkError fault). */
const DROPPED = new Set(['ECONNRESET', 'EPIPE']);

export function dropOnProxyError(proxy: ProxyServer): void {
  const emit = proxy.emit.bind(proxy);
  proxy.emit = (event: string | symbol, ...args: unknown[]) => {
    if (event !== 'error') return emit(event, ...args);
    const [error, request, response] = args as [
      NodeJS.ErrnoException,
      IncomingMessage | undefined,
      ServerResponse | Socket | undefined,
    ];
    const dropped = DROPPED.has(error.code ?? '') || error.message === 'socket hang up';
    if (!dropped) {
      console.warn(`[sandbox] suite unreachable for ${request?.url ?? '?'}: ${error.message}`);
    }
    response?.destroy();
    return true;
  };
}
