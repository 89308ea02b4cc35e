/**
 * A source plugin's request code (its calls, paging and mapping) as a chunk of its own, so that a
 * product whose host configures no source of the plugin's types does not load it before the first
 * paint. The plugin starts the fetch when it is applied to a kernel whose options configure one
 * of its types (beside init's first calls), and at the latest when a source of a type is made. A
 * load, search or lookup waits for the chunk only while it is not in; once in, calls run at once.
 * A fetch that fails rejects the calls waiting on it (the list's error state, with retry) and is
 * forgotten, so the retry fetches it again.
 */
import type { SourceDefinition } from '../../../kernel';

/** What a source's chunk gives for one config: its calls (browse and search by default). */
export type SourceCalls<Methods extends keyof SourceDefinition = 'load' | 'search'> = Required<
  Pick<SourceDefinition, Methods>
>;

export interface SourceChunk<Module> {
  /** Starts the fetch (once; again after a failure). */
  preload(): void;
  /** Runs `use` with the chunk's module: at once when it is in, else when fetched. */
  run<Result>(use: (module: Module) => Result | Promise<Result>): Promise<Result>;
}

export function sourceChunk<Module>(load: () => Promise<Module>): SourceChunk<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const fetch = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    preload() {
      void fetch().catch(() => undefined);
    },
    async run(use) {
      return use(loaded ?? (await fetch()));
    },
  };
}

/**
 * One source's calls from the chunk, made once (for its config) when first used: the shim's
 * `load: (ctx) => run((calls) => calls.load(ctx))`.
 */
export function callsFrom<Module, Calls>(
  chunk: SourceChunk<Module>,
  make: (module: Module) => Calls,
): <Result>(use: (calls: Calls) => Promise<Result>) => Promise<Result> {
  let made: Calls | undefined;
  return (use) => chunk.run((module) => use((made ??= make(module))));
}
