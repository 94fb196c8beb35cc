import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The rule of eslint.config.js that keeps browser-only React out of public pages (ADR 017), run
// through ESLint's own API on a source as it would sit at a public path and at a back-office one.
let eslint: ESLint;
// Loading the configuration and its plugins takes seconds on a busy machine: done once, before the tests.
beforeAll(async () => {
  eslint = new ESLint();
  await eslint.lintText("", { filePath: "app/site/warm-up.tsx" });
}, 60_000);

const RESTRICTED = new Set(["no-restricted-syntax", "no-restricted-imports"]);

/** The restricting rule's messages for `source` saved at `path`, as "line:rule". */
async function restricted(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.filter((message) => RESTRICTED.has(message.ruleId ?? "")).map((message) => `${message.line}:${message.ruleId}`);
}

const BROWSER_ONLY = `import { useEffect, useState } from "react";
import { Form, Link, NavLink, useNavigation } from "react-router";
import * as React from "react";

export function Widget() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const navigation = useNavigation();
  const ref = React.useRef(null);
  return (
    <Form method="post">
      <button type="button" ref={ref} onClick={() => setOpen(!open)}>{navigation.state}</button>
      <Link to="/news">news</Link>
      <NavLink to="/">home</NavLink>
    </Form>
  );
}
`;

const SERVER_SIDE = `import { useId } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

export function Widget() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = useId();
  const { pathname } = useLocation();
  return <a id={id} href={localize(pathname)}>{t("nav.news")}</a>;
}
`;

describe("browser-only React in public code", () => {
  it.each(["app/site/news/widget.tsx", "app/platform/ui/widget.tsx", "app/platform/toast/widget.tsx", "server/gate-screen.tsx", "app/root.tsx"])(
    "is refused in %s: hooks that keep state or run effects, event props, and React Router's Link, NavLink and Form",
    async (path) => {
      expect(await restricted(path, BROWSER_ONLY)).toEqual([
        "2:no-restricted-imports", // Form
        "2:no-restricted-imports", // Link
        "2:no-restricted-imports", // NavLink
        "6:no-restricted-syntax", // useState
        "7:no-restricted-syntax", // useEffect
        "8:no-restricted-syntax", // useNavigation
        "9:no-restricted-syntax", // React.useRef
        "12:no-restricted-syntax", // onClick
      ]);
    },
  );

  it("is allowed in the back office, which hydrates", async () => {
    expect(await restricted("app/admin/news/widget.tsx", BROWSER_ONLY)).toEqual([]);
  });

  it("leaves public code the hooks that read the server's render", async () => {
    expect(await restricted("app/site/news/widget.tsx", SERVER_SIDE)).toEqual([]);
  });
});
