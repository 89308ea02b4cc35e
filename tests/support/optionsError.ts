/**
 * The message of the OPTIONS_INVALID PickerError that making something throws: fails the test
 * when it throws anything else, or nothing.
 */
import { expect } from 'vitest';
import { ErrorCodes, PickerError } from '../../kernel';

export function optionsErrorOf(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(PickerError);
    expect((error as PickerError).code).toBe(ErrorCodes.OPTIONS_INVALID);
    return (error as Error).message;
  }
  throw new Error('the options were accepted');
}
