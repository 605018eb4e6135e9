// A five-field cron expression (UTC) in words, for the common shapes the job engine uses; other
// expressions get no hint beyond "custom". Pure: the list and the edit dialog both read it.

export type CronHint =
  | { kind: "everyMinutes"; n: number }
  | { kind: "everyHours"; n: number; minute: number }
  | { kind: "hourly"; minute: number }
  | { kind: "daily"; time: string }
  | { kind: "weekly"; day: number; time: string }
  | { kind: "monthly"; day: number; time: string }
  | { kind: "custom" };

const NUMBER = /^\d{1,2}$/;
const pad = (n: number) => String(n).padStart(2, "0");

export function cronHint(expression: string): CronHint {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return { kind: "custom" };
  const [minute, hour, dom, month, dow] = fields;
  if (month !== "*") return { kind: "custom" };
  const every = /^\*\/(\d{1,2})$/;
  if (hour === "*" && dom === "*" && dow === "*") {
    if (minute === "*") return { kind: "everyMinutes", n: 1 };
    const step = every.exec(minute);
    if (step) return { kind: "everyMinutes", n: Number(step[1]) };
    if (NUMBER.test(minute)) return { kind: "hourly", minute: Number(minute) };
    return { kind: "custom" };
  }
  if (!NUMBER.test(minute)) return { kind: "custom" };
  const hourStep = every.exec(hour);
  if (hourStep && dom === "*" && dow === "*")
    return { kind: "everyHours", n: Number(hourStep[1]), minute: Number(minute) };
  if (!NUMBER.test(hour)) return { kind: "custom" };
  const time = `${pad(Number(hour))}:${pad(Number(minute))}`;
  if (dom === "*" && dow === "*") return { kind: "daily", time };
  if (dom === "*" && /^[0-7]$/.test(dow)) return { kind: "weekly", day: Number(dow) % 7, time };
  if (NUMBER.test(dom) && dow === "*") return { kind: "monthly", day: Number(dom), time };
  return { kind: "custom" };
}
