/**
 * The MobX annotations that MobX 7 moved from namespaced properties (`observable.ref`) to named
 * exports (`observableRef`), resolved once from whichever MobX the host installed (6 or 7).
 *
 * They are looked up on the module namespace at run time, never imported by name: a named ESM
 * import of an export that the installed MobX lacks fails to link (and bundlers report it), so
 * `import { observableRef } from 'mobx'` would break on MobX 6 and `observable.ref` is undefined on
 * MobX 7. Stores take their annotations from here and plain `observable`, `computed` and `action`
 * from 'mobx' as before.
 */
import * as mobx from 'mobx';
import type { AnnotationMapEntry } from 'mobx';

/** The MobX module as a plain record, so a missing export reads as undefined. */
const exportsOfMobx: Readonly<Record<string, unknown>> = mobx;

/** The named export (MobX 7), else the namespaced property (MobX 6). */
function annotation(named: string, namespace: string, member: string): AnnotationMapEntry {
  const owner = exportsOfMobx[namespace] as Readonly<Record<string, unknown>> | undefined;
  const found = exportsOfMobx[named] ?? owner?.[member];
  if (found === undefined) {
    throw new Error(
      `pickerkit needs MobX 6 or 7: the installed mobx has neither \`${named}\` nor \`${namespace}.${member}\``,
    );
  }
  return found as AnnotationMapEntry;
}

/** Observes the reference only: the value itself stays a plain object (`observable.ref`). */
export const observableRef = /* @__PURE__ */ annotation('observableRef', 'observable', 'ref');
/** Observes the collection, not its members (`observable.shallow`). */
export const observableShallow = /* @__PURE__ */ annotation(
  'observableShallow',
  'observable',
  'shallow',
);
/** Notifies only when the new value differs structurally (`observable.struct`). */
export const observableStruct = /* @__PURE__ */ annotation(
  'observableStruct',
  'observable',
  'struct',
);
/** A computed that notifies only when its result differs structurally (`computed.struct`). */
export const computedStruct = /* @__PURE__ */ annotation('computedStruct', 'computed', 'struct');
/** An action bound to its instance (`action.bound`). */
export const actionBound = /* @__PURE__ */ annotation('actionBound', 'action', 'bound');
