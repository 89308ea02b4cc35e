/**
 * Steps that may or may not be asynchronous. A navigation whose guards and loaders answer at
 * once commits at once (a tab switch shows its tab in the same tick); only a step that returns a
 * promise makes the rest wait for it.
 */
export type Step<T> = T | Promise<T>;

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** Runs `next` with the value now, or once the promise resolves. */
export function andThen<T, U>(value: Step<T>, next: (value: T) => Step<U>): Step<U> {
  return isThenable(value) ? Promise.resolve(value).then(next) : next(value);
}

/** Runs `run`; a throw or a rejection goes to `recover`, whichever way it comes. */
export function attempt<T>(run: () => Step<T>, recover: (error: unknown) => Step<T>): Step<T> {
  let result: Step<T>;
  try {
    result = run();
  } catch (error) {
    return recover(error);
  }
  return isThenable(result) ? Promise.resolve(result).catch(recover) : result;
}
