/**
 * Makes a source plugin: for each source type it provides, the kernel calls `create(config)` when
 * the caller's configs are turned into sources. Common fields (key, title, searchable, search
 * title, cache) are settled here so each source describes only its data.
 */
import type { Plugin, PickerKernel, SourceDefinition, SourceType } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { registerMemberItems } from '../member-items';
import { ensureSourceStrings, sourceText, type SourceStringKey } from './locale';

export type SourceBody = Omit<
  SourceDefinition,
  'key' | 'type' | 'title' | 'config' | 'searchable'
> & {
  /** Whether this source can search at all (the config may still turn search off). */
  searchable: boolean;
};

export interface SourcePluginSpec {
  name: string;
  types: readonly SourceType[];
  create(config: MemberSourceConfig, kernel: PickerKernel): SourceBody;
  /** Registers the item types the source makes (default: the member vocabulary). */
  registerItems?(kernel: PickerKernel): void;
  /**
   * The source's calls as a chunk (sourceChunk.ts): fetched when the plugin is applied to a kernel
   * whose options configure one of its types, else when a source of a type is made.
   */
  chunk?: { preload(): void };
}

/** Whether the kernel's options configure a source of one of the types. */
function configures(kernel: PickerKernel, types: readonly SourceType[]): boolean {
  const configs: readonly unknown[] = kernel.options.sources ?? [];
  // Checked at init (validateSourceConfigs): an entry that is no config is simply not one.
  return configs.some(
    (config) =>
      typeof config === 'object' &&
      config !== null &&
      types.includes((config as { type?: unknown }).type as SourceType),
  );
}

/** The key of a configured source: its `key`, else its type. */
export function sourceKeyOf(config: MemberSourceConfig): string {
  return typeof config.key === 'string' && config.key !== '' ? config.key : String(config.type);
}

export function defineSource(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  body: SourceBody,
): SourceDefinition {
  const configured =
    typeof config.title === 'string' && config.title !== '' ? config.title : undefined;
  // A built-in title is read from the texts each time it is read, not once here: the sources are
  // made at init, which may end before the language's texts arrive (and the language can change).
  const title = () => configured ?? sourceText(kernel, String(config.type) as SourceStringKey);
  return {
    ...body,
    key: sourceKeyOf(config),
    type: config.type,
    get title() {
      return title();
    },
    searchable: body.searchable && config.searchable !== false && Boolean(body.search),
    get searchTitle() {
      return config.searchTitle ?? body.searchTitle ?? title();
    },
    config,
  };
}

export function sourcePlugin(spec: SourcePluginSpec): Plugin {
  return {
    name: spec.name,
    sourceTypes: spec.types,
    apply(kernel) {
      ensureSourceStrings(kernel);
      (spec.registerItems ?? registerMemberItems)(kernel);
      // Beside init's first calls, so the first list does not wait for the chunk after them.
      if (spec.chunk && configures(kernel, spec.types)) spec.chunk.preload();
      const disposers = spec.types.map((type) =>
        kernel.sources.provide(type, (config, k) => {
          spec.chunk?.preload();
          return defineSource(config, k, spec.create(config, k));
        }),
      );
      return () => disposers.forEach((dispose) => dispose());
    },
  };
}
