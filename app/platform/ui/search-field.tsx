import { Search } from "lucide-react";

/** The labelled search box and its button, inside a GET form that keeps the query in the URL. */
export function SearchField({ id, label, buttonLabel, value }: { id: string; label: string; buttonLabel: string; value: string | undefined }) {
  return (
    <>
      <div className="flex min-w-64 flex-1 flex-col gap-1 sm:max-w-md">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {/* Keyed by the search so the field shows the URL's words after a client-side navigation. */}
        <input
          key={value ?? ""}
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={100}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      </div>
      <button type="submit" className="inline-flex items-center gap-2 rounded-lg bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
        <Search aria-hidden="true" className="size-4" />
        {buttonLabel}
      </button>
    </>
  );
}
