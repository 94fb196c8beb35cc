/** Numbered steps of a process, as an ordered list of cards. */
export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6">
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-ocean-800 text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
