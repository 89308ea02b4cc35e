/**
 * The finder page's request client: the suite's, with every call to the event service reported
 * (method, path and body), so the finder's usage events can be read on the page.
 */
import { createRequestClient, type RequestClient, type ServiceName } from '../../../kernel';

const METHODS = new Set(['request', 'get', 'post', 'put', 'delete']);

export function eventRecordingClient(
  services: Record<ServiceName, string>,
  onEvent: (line: string) => void,
): RequestClient {
  const client = createRequestClient({ services });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !METHODS.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const [method, service, path, options] =
          property === 'request' ? args : [property.toUpperCase(), ...args];
        if (service === 'events') {
          const body = (options as { data?: unknown } | undefined)?.data;
          onEvent(
            `${String(method)} ${String(path)} ${body === undefined ? '' : JSON.stringify(body)}`,
          );
        }
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
