/**
 * For tests of when a request is asked, not when the suite receives it: a request client whose
 * calls are recorded as they are made (service, and the path within it), and a page's frames in a
 * runtime without them (Node), the paint 16 ms after the task that scheduled it.
 */
import { vi } from 'vitest';
import { createRequestClient, type RequestClient } from '../../kernel';

type ServiceName = Parameters<RequestClient['request']>[1];

export function askedClient(
  services: NonNullable<Parameters<typeof createRequestClient>[0]>['services'],
) {
  const client = createRequestClient({ services });
  const asked: Array<{ service: ServiceName; path: string }> = [];
  const request = client.request.bind(client);
  client.request = ((...args: Parameters<RequestClient['request']>) => {
    asked.push({ service: args[1], path: args[2] });
    return request(...args);
  }) as RequestClient['request'];
  /** How many calls were made to `service` at `path`. */
  const count = (service: ServiceName, path: string) =>
    asked.filter((call) => call.service === service && call.path === path).length;
  return { client, count };
}

/** Frames 16 ms apart (undo with vi.unstubAllGlobals). */
export function stubFrames(): void {
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
}
