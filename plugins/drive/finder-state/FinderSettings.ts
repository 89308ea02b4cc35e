/**
 * What a file picker was asked for (no React): the resolved inputs, the key its last tab and
 * location are remembered under, the selection rules they make, and the features in force. The
 * features start as the resolved set and only lose members (entrance, wps+, switchWorkspace turn
 * off by the finder's rules).
 */
import { action, makeObservable } from 'mobx';
import { observableRef } from '../../../kernel';
import type { Feature } from '../rules/features';
import type { ResolvedInputs } from '../rules/inputs';
import { selectabilityRules, type SelectabilityRules } from '../rules/selectability';

export class FinderSettings {
  readonly inputs: ResolvedInputs;
  /** Where the last tab and location are remembered (finder.md: a plug key for the modal). */
  readonly plugKey: string;
  readonly rules: SelectabilityRules;
  features: ReadonlySet<Feature>;

  constructor(inputs: ResolvedInputs, plugKey = 'finder') {
    this.inputs = inputs;
    this.plugKey = plugKey;
    this.rules = selectabilityRules(inputs.mode, inputs.includes, inputs.excludes);
    this.features = inputs.featureSet.features;
    makeObservable(this, { features: observableRef, dropFeature: action });
  }

  has(feature: Feature): boolean {
    return this.features.has(feature);
  }

  /** Turns a feature off for this finder (entrance, wps+, switchWorkspace by the rules). */
  dropFeature(feature: Feature): void {
    if (!this.features.has(feature)) return;
    const next = new Set(this.features);
    next.delete(feature);
    this.features = next;
  }
}
