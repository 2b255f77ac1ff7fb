import type { SelectHTMLAttributes } from "react";
import { inputClass } from "./field.tsx";

/** « 00:00 », « 00:15 » … « 23:45 »: the times offered, every `step` minutes. */
export function timeOptions(step = 15, current = ""): string[] {
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += step)
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  // A stored time off the grid (« 08:10 ») stays offered, in its place.
  if (/^\d\d:\d\d$/.test(current) && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times;
}

/**
 * A time of day on the 24-hour clock, always (« 08:00 », « 18:30 »): the browser's `<input
 * type="time">` follows the system's locale and shows « 08:00 AM » on an English phone.
 * Same value as the time input (HH:MM), so the forms keep their values and validation.
 */
export function TimeSelect({
  value,
  onChange,
  step = 15,
  className = "",
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string;
  onChange(value: string): void;
  step?: number;
}) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // As wide as a time, not as the form: two of them and « à » fit one line of a phone.
      className={`${inputClass.replace("w-full", "w-[6.5rem]")} tabular-nums ${className}`}
    >
      {!value && <option value="">--:--</option>}
      {timeOptions(step, value).map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}
