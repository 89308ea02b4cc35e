/**
 * The annotations that MobX 7 moved to named exports resolve on either major: the named export
 * when the installed MobX has it, else the namespaced property of MobX 6; a MobX with neither
 * fails with a message that names both.
 */
import * as mobx from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('mobx');
  vi.resetModules();
});

async function annotationsWith(shape: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('mobx', () => shape);
  return import('../../../kernel/mobxAnnotations');
}

describe('kernel/mobxAnnotations', () => {
  it('takes the namespaced annotations of MobX 6', async () => {
    const annotations = await import('../../../kernel/mobxAnnotations');
    const legacy = mobx.observable as unknown as Record<string, unknown>;
    expect(annotations.observableRef).toBe(legacy.ref);
    expect(annotations.observableShallow).toBe(legacy.shallow);
    expect(annotations.computedStruct).toBe(
      (mobx.computed as unknown as Record<string, unknown>).struct,
    );
    expect(annotations.actionBound).toBe((mobx.action as unknown as Record<string, unknown>).bound);
  });

  it('takes the named exports of MobX 7, whose namespaces no longer carry them', async () => {
    const named = {
      observableRef: { annotationType_: 'observable.ref' },
      observableShallow: { annotationType_: 'observable.shallow' },
      observableStruct: { annotationType_: 'observable.struct' },
      computedStruct: { annotationType_: 'computed.struct' },
      actionBound: { annotationType_: 'action.bound' },
    };
    const annotations = await annotationsWith({
      ...named,
      observable: {},
      computed: {},
      action: {},
    });
    expect(annotations.observableRef).toBe(named.observableRef);
    expect(annotations.observableShallow).toBe(named.observableShallow);
    expect(annotations.observableStruct).toBe(named.observableStruct);
    expect(annotations.computedStruct).toBe(named.computedStruct);
    expect(annotations.actionBound).toBe(named.actionBound);
  });

  it('fails at import with a message naming both forms when the MobX has neither', async () => {
    // A real module namespace reads a missing export as undefined; vitest's mock throws instead.
    const missing = { observableRef: undefined, observableShallow: undefined };
    const shape = { ...missing, observable: {}, computed: {}, action: {} };
    await expect(annotationsWith(shape)).rejects.toThrow(
      'pickerkit needs MobX 6 or 7: the installed mobx has neither `observableRef` nor `observable.ref`',
    );
  });
});
