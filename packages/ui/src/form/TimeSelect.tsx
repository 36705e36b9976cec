import { Select, type SelectProps } from './Select';

export interface TimeSelectProps extends Omit<SelectProps, 'options'> {
  /** First hour offered (0–23). Defaults to 8. */
  fromHour?: number;
  /** Last hour offered, inclusive. Defaults to 20. */
  toHour?: number;
  /** Minutes between options. Defaults to 30. */
  stepMinutes?: number;
}

/** `13:30` → `1:30 PM`. */
export function formatTime(value: string): string {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The `HH:MM` times from `fromHour` to `toHour` every `stepMinutes`. */
export function timeOptions(fromHour = 8, toHour = 20, stepMinutes = 30): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minutes = fromHour * 60; minutes <= toHour * 60; minutes += stepMinutes) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    options.push({ value, label: formatTime(value) });
  }
  return options;
}

/** A time of day from a fixed list (`HH:MM` values, 12-hour labels), on the native select. */
export function TimeSelect({ fromHour, toHour, stepMinutes, ...props }: TimeSelectProps) {
  return <Select {...props} options={timeOptions(fromHour, toHour, stepMinutes)} />;
}
