/**
 * Calls asked ahead of the load that needs them (plugins/sources/shared/earlyCalls.ts): kept while
 * recording, taken once after the seal, dropped and aborted when nothing takes them.
 */
import { EARLY_CALLS_KEPT_MS, EarlyCalls } from '../../../plugins/sources/shared/earlyCalls';

function sender() {
  const sent: Array<AbortSignal | undefined> = [];
  const send = (signal: AbortSignal | undefined) => {
    sent.push(signal);
    return Promise.resolve(`answer ${sent.length}`);
  };
  return { sent, send };
}

afterEach(() => vi.useRealTimers());

describe('EarlyCalls', () => {
  it('a call kept while recording is taken once by the same call after the seal', async () => {
    const early = new EarlyCalls();
    const { sent, send } = sender();
    early.start();
    await expect(early.share(() => 'a', send, undefined)).resolves.toBe('answer 1');
    early.seal();
    await expect(early.share(() => 'a', send, undefined)).resolves.toBe('answer 1');
    expect(sent).toHaveLength(1);
    // Taken once: the next call (a retry, a refresh) asks again.
    await expect(early.share(() => 'a', send, undefined)).resolves.toBe('answer 2');
    expect(sent).toHaveLength(2);
  });

  it('a call with another key is sent with the caller’s signal', async () => {
    const early = new EarlyCalls();
    const { sent, send } = sender();
    early.start();
    void early.share(() => 'a', send, undefined);
    early.seal();
    const caller = new AbortController();
    await expect(early.share(() => 'b', send, caller.signal)).resolves.toBe('answer 2');
    expect(sent[1]).toBe(caller.signal);
    // Kept calls have a signal of their own.
    expect(sent[0]).toBeInstanceOf(AbortSignal);
    expect(sent[0]).not.toBe(caller.signal);
  });

  it('a failure reaches the taker; an aborted taker gives the call back to the next one', async () => {
    const early = new EarlyCalls();
    const signals: AbortSignal[] = [];
    early.start();
    void early.share(
      () => 'a',
      (signal) => {
        signals.push(signal!);
        return Promise.reject(new Error('suite down'));
      },
      undefined,
    );
    void early.share(
      () => 'b',
      (signal) => {
        signals.push(signal!);
        return Promise.resolve('kept');
      },
      undefined,
    );
    early.seal();
    const never = () => Promise.reject(new Error('sent again'));
    await expect(early.share(() => 'a', never, undefined)).rejects.toThrow('suite down');
    // A load started again at once (its first taker aborted) takes the same call.
    const first = new AbortController();
    void early.share(() => 'b', never, first.signal);
    first.abort();
    expect(signals[1].aborted).toBe(false);
    await expect(early.share(() => 'b', never, undefined)).resolves.toBe('kept');
    // After the drop, an aborted taker's call is aborted rather than kept.
    const { sent, send } = sender();
    early.start();
    void early.share(() => 'c', send, undefined);
    early.seal();
    const late = new AbortController();
    void early.share(() => 'c', send, late.signal);
    early.drop();
    expect(sent[0]?.aborted).toBe(false);
    late.abort();
    expect(sent[0]?.aborted).toBe(true);
  });

  it('what no load takes is aborted and dropped a moment after the seal', async () => {
    vi.useFakeTimers();
    const early = new EarlyCalls();
    const { sent, send } = sender();
    early.start();
    void early.share(() => 'a', send, undefined);
    early.seal();
    vi.advanceTimersByTime(EARLY_CALLS_KEPT_MS);
    expect(sent[0]?.aborted).toBe(true);
    await expect(early.share(() => 'a', send, undefined)).resolves.toBe('answer 2');
  });

  it('a new start (init tried again) drops what the last one kept', async () => {
    const early = new EarlyCalls();
    const { sent, send } = sender();
    early.start();
    void early.share(() => 'a', send, undefined);
    early.start();
    expect(sent[0]?.aborted).toBe(true);
    void early.share(() => 'a', send, undefined);
    void early.share(() => 'b', send, undefined);
    early.seal();
    await expect(early.share(() => 'a', send, undefined)).resolves.toBe('answer 2');
    // The kernel's dispose: what is still kept is aborted.
    early.drop();
    expect(sent[2]?.aborted).toBe(true);
  });
});
