export interface Stat {
  value: string;
  label: string;
  /** A long value, such as a date range, set smaller so it fits its card. */
  long?: boolean;
}

/** Key figures, each read as one phrase: "4 500+ athlètes". */
export function StatList({ items, tone = "light" }: { items: Stat[]; tone?: "light" | "dark" }) {
  const card = tone === "dark" ? "bg-ocean-800 text-white" : "border border-slate-200 bg-white text-slate-900";
  const label = tone === "dark" ? "text-ocean-50" : "text-slate-700";
  return (
    <ul className="grid gap-6 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.label} className={`rounded-xl p-6 text-center ${card}`}>
          <span className={`block ${item.long ? "text-2xl font-bold" : "text-4xl font-extrabold"}`}>{item.value}</span>{" "}
          <span className={`mt-1 block text-lg ${label}`}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
