/**
 * selfDefine: the documented contract for third-party sources. A source is a spec of callbacks
 * (selfDefineSource.types.ts); `selfDefineSource(spec)` adds it to the picker's sources (merged into
 * a caller config of the same key, else appended) and makes sure the `selfDefine` type is provided.
 * `selfDefineSource()` without a spec only provides the type, for configs that carry their own
 * callbacks. The rules (get required, search or searchable false, getAll for rootNodeSelectable,
 * unique keys) are checked by pickerContext's validation.
 */
import type { LoadContext, LoadResult, PickerItem, PickerKernel, Plugin } from '../../../kernel';
import { registerMemberItems, type MemberSourceConfig } from '../member-items';
import { STAGE_NORMALISE } from '../../../kernel';
import { makeItem } from '../shared/items';
import { defineSource, sourceKeyOf } from '../shared/sourcePlugin';
import { idOf } from '../shared/values';
import type { SelfDefinedAnswer, SelfDefinedItem, SelfDefineSpec } from './selfDefineSource.types';

/**
 * A self-defined item as a PickerItem. A person (type user) with a `userid` is keyed by that user
 * id, so picking them here and in any built-in source is one selection; `selfId` keeps the id the
 * source gave.
 */
export function selfItemToPickerItem(
  raw: SelfDefinedItem,
  sourceKey: string,
  parentKey?: string,
): PickerItem {
  const type = raw.type ?? 'self';
  const userid = type === 'user' ? idOf(raw.userid) : '';
  return makeItem({
    ...raw,
    id: userid !== '' ? userid : idOf(raw.id),
    type,
    origin: 'selfDefine',
    sourceKey,
    name: raw.name,
    isLeaf: raw.isLeaf ?? true,
    hasChild: raw.isLeaf === false,
    parentKey,
    selfId: idOf(raw.id),
    raw,
  } as Parameters<typeof makeItem>[0]);
}

function toResult(answer: SelfDefinedAnswer, sourceKey: string, parentKey?: string): LoadResult {
  const page = Array.isArray(answer) ? { items: answer } : answer;
  if (!page || !Array.isArray(page.items)) return { items: page as never, done: true };
  return {
    items: page.items.map((raw) => selfItemToPickerItem(raw, sourceKey, parentKey)),
    cursor: page.cursor,
    done: page.done ?? true,
  };
}

function createSelfDefined(config: MemberSourceConfig, kernel: PickerKernel) {
  const spec = config as unknown as SelfDefineSpec;
  const key = sourceKeyOf(config);
  return defineSource(config, kernel, {
    tree: spec.tree === true,
    searchable: spec.searchable !== false,
    searchTitle: spec.searchTitle,
    async load(ctx: LoadContext) {
      return toResult(await spec.get(ctx), key, ctx.parent?.key);
    },
    ...(typeof spec.search === 'function'
      ? {
          search: async (ctx: LoadContext & { query: string }) =>
            toResult(await spec.search!(ctx), key),
        }
      : {}),
    ...(typeof spec.getAll === 'function'
      ? {
          loadAll: async (ctx: LoadContext) =>
            (await spec.getAll!(ctx)).map((raw) => selfItemToPickerItem(raw, key)),
        }
      : {}),
  });
}

const provided = new WeakSet<PickerKernel>();

function ensureProvider(kernel: PickerKernel): (() => void) | undefined {
  registerMemberItems(kernel);
  if (provided.has(kernel) || kernel.sources.hasProvider('selfDefine')) return undefined;
  provided.add(kernel);
  const dispose = kernel.sources.provide('selfDefine', createSelfDefined);
  return () => {
    provided.delete(kernel);
    dispose();
  };
}

/** Merges the spec into the caller's config of the same key, or appends it. */
export function mergeSpec(
  configs: MemberSourceConfig[],
  spec: SelfDefineSpec,
): MemberSourceConfig[] {
  const index = configs.findIndex(
    (config) => config.type === 'selfDefine' && config.key === spec.key,
  );
  if (index < 0) return [...configs, { ...spec, type: 'selfDefine' }];
  return configs.map((config, i) =>
    i === index ? { ...spec, ...config, ...pickCallbacks(spec) } : config,
  );
}

function pickCallbacks(spec: SelfDefineSpec): Partial<SelfDefineSpec> {
  const { get, search, getAll } = spec;
  return { get, ...(search ? { search } : {}), ...(getAll ? { getAll } : {}) };
}

/** A self-defined source (type `selfDefine`); without a spec it only provides the type. */
export function selfDefineSource(spec?: SelfDefineSpec): Plugin {
  return {
    name: spec ? `source:selfDefine:${spec.key}` : 'source:selfDefine',
    sourceTypes: ['selfDefine'],
    apply(kernel) {
      const dispose = ensureProvider(kernel);
      if (spec) {
        kernel.hooks.modifySourceConfigs.tap(
          { name: `source:selfDefine:${spec.key}`, stage: STAGE_NORMALISE - 10 },
          (configs) => mergeSpec(configs, spec),
        );
      }
      return dispose;
    },
  };
}
