// The payloads the server action received, by the page's `run` (one per test), in this process.
const store = (globalThis.__pickerkitHostReceived ??= new Map());

export function remember(run, payload) {
  store.set(String(run), payload);
}

export function receivedFor(run) {
  return store.get(String(run)) ?? null;
}
