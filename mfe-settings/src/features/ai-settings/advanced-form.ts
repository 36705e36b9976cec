import { ADVANCED_BOUNDS, DEFAULT_ADVANCED_SETTINGS } from '@leadnest/contracts';

type NumericSetting = keyof typeof ADVANCED_BOUNDS;

/** Spec part 2 §5: a numeric input that is not a number falls back to its default (2 seconds, 500 characters). */
export function numberOrDefault(field: NumericSetting, text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || Number.isNaN(value) ? DEFAULT_ADVANCED_SETTINGS[field] : value;
}

/** The bound's message when the value is outside it (or not whole), else undefined. */
export function boundError(field: NumericSetting, value: number): string | undefined {
  const { min, max, message } = ADVANCED_BOUNDS[field];
  return Number.isInteger(value) && value >= min && value <= max ? undefined : message;
}
