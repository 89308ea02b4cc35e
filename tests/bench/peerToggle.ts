/**
 * How @rc-component/tree toggles a checkbox: its onCheck conducts the whole key list again with
 * conductCheck, ticking with `true` and unticking with the half-checked keys of the state before.
 * The peer side of the benchmarks keeps that state, so each timed call is one real toggle.
 */
import { conductCheck } from '@rc-component/tree/lib/utils/conductUtil';
import type { Key } from '@rc-component/tree/lib/interface';
import { convertDataToEntities } from '@rc-component/tree/lib/utils/treeUtil';
import type { PeerNode } from './orgFixture';

export type PeerEntities = ReturnType<typeof convertDataToEntities>['keyEntities'];

export function peerEntities(treeData: PeerNode[]): PeerEntities {
  return convertDataToEntities(treeData as never).keyEntities;
}

export class PeerTree {
  checkedKeys: Key[] = [];
  halfCheckedKeys: Key[] = [];
  private readonly entities: PeerEntities;

  constructor(entities: PeerEntities) {
    this.entities = entities;
  }

  isChecked(key: Key): boolean {
    return this.checkedKeys.includes(key);
  }

  /** Ticks several keys at once (a select-all). */
  check(keys: Key[]): void {
    const result = conductCheck([...this.checkedKeys, ...keys], true, this.entities);
    this.checkedKeys = result.checkedKeys;
    this.halfCheckedKeys = result.halfCheckedKeys;
  }

  toggle(key: Key): void {
    if (!this.isChecked(key)) {
      this.check([key]);
      return;
    }
    const rest = this.checkedKeys.filter((checked) => checked !== key);
    const result = conductCheck(
      rest,
      { checked: false, halfCheckedKeys: this.halfCheckedKeys },
      this.entities,
    );
    this.checkedKeys = result.checkedKeys;
    this.halfCheckedKeys = result.halfCheckedKeys;
  }
}
