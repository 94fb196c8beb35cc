import { describe, expect, it } from "vitest";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import { delegationCards, delegationsOf, findDelegation } from "./public-delegations.server.ts";

const items: { id: string; data: ContentDataOf<"delegations"> }[] = [
  { id: "FIJ", data: { name: { fr: "Fidji", ja: "フィジー" }, status: "member", region: "FJ" } },
  { id: "AUS", data: { name: { fr: "Australie", ja: "オーストラリア" }, status: "invited" } },
  { id: "TAH", data: { name: { fr: "Tahiti" }, status: "member", host: true, position: { lat: -17.54, lon: -149.57 } } },
];

describe("the delegations as pages read them", () => {
  it("names each in the visitor's language, else in French marked as such, and counts them by status", () => {
    const ja = delegationsOf(items, "ja");
    expect(ja.list.map((delegation) => delegation.name)).toEqual([{ value: "フィジー" }, { value: "オーストラリア" }, { value: "Tahiti", lang: "fr" }]);
    expect(ja.counts).toEqual({ total: 3, members: 2, invited: 1 });
    expect(findDelegation(ja, "tah")).toMatchObject({ code: "TAH", host: true, position: { lat: -17.54, lon: -149.57 } });
    expect(findDelegation(ja, "XYZ")).toBeUndefined();
  });

  it("puts the host's card first, then the others by name in the visitor's language", () => {
    expect(delegationCards(delegationsOf(items, "fr"), "fr").map((delegation) => delegation.code)).toEqual(["TAH", "AUS", "FIJ"]);
  });
});
