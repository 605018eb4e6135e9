/** Each campaign's spend as a bar against the largest, its figure beside it (no chart library). */
export function SpendBars({
  bars,
  empty,
}: {
  bars: { id: string; name: string; value: number; text: string }[];
  empty: string;
}) {
  if (bars.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  const top = Math.max(...bars.map((bar) => bar.value));
  return (
    <ul className="flex flex-col gap-2">
      {bars.map((bar) => (
        <li key={bar.id} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3">
          <span className="truncate text-sm" title={bar.name}>
            {bar.name}
          </span>
          <span className="bg-muted h-3 overflow-hidden rounded-full" aria-hidden>
            <span
              className="bg-primary block h-full rounded-full"
              style={{ width: `${Math.max((bar.value / top) * 100, 2)}%` }}
            />
          </span>
          <span className="text-sm tabular-nums">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
