/**
 * A named group of native radio buttons, one per choice: the WAI-ARIA radio group pattern with
 * the browser's own keyboard (arrows move the choice, Tab leaves the group). The look is the
 * caller's: a class for the group and one for each option.
 */
import { useId } from 'react';

export interface RadioChoice<Value extends string> {
  value: Value;
  label: string;
}

export interface RadioChoicesProps<Value extends string> {
  /** The group's accessible name. */
  label: string;
  choices: readonly RadioChoice<Value>[];
  value: Value;
  onChange(value: Value): void;
  className: string;
  optionClassName: string;
}

export function RadioChoices<Value extends string>({
  label,
  choices,
  value,
  onChange,
  className,
  optionClassName,
}: RadioChoicesProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {choices.map((choice) => (
        <label key={choice.value} className={optionClassName}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
