import type { LegalBlock, LegalSection } from "~/content/legal/types.ts";
import { CookieTable } from "./cookie-table.tsx";
import { RichText } from "./rich-text.tsx";

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string" || Array.isArray(block)) {
    return (
      <p>
        <RichText value={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <CookieTable table={block.table} />;
}

/** The body of a legal page: one h2 section per topic. */
export function LegalSections({ pageId, sections }: { pageId: string; sections: LegalSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-lg leading-relaxed text-slate-800">
      {sections.map((section, index) => {
        const headingId = `${pageId}-${index + 1}`;
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-2xl font-bold text-ocean-900">{section.heading}</h2>
            <div className="mt-4 space-y-4">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
