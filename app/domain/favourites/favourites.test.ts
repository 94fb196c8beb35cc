import { describe, expect, it } from "vitest";
import { concernsFavourite, favouriteTokens, hasFavourites, NO_FAVOURITES, parseFavourites, withFavourite } from "./favourites.ts";

describe("a visitor's favourites", () => {
  it("reads back what it stored, and nothing from a storage written by something else", () => {
    const starred = withFavourite(withFavourite(NO_FAVOURITES, "delegation", "FIJ", true), "sport", "vaa", true);
    expect(parseFavourites(JSON.stringify(starred))).toEqual({ sport: ["vaa"], delegation: ["FIJ"] });
    for (const stored of [null, "", "not json", "42", "null", "[]", '{"sport":"vaa"}']) expect(parseFavourites(stored)).toEqual(NO_FAVOURITES);
    expect(parseFavourites('{"sport":["vaa",3,"vaa","<script>",""],"delegation":["TAH"],"other":["x"]}')).toEqual({ sport: ["vaa"], delegation: ["TAH"] });
    expect(parseFavourites(JSON.stringify({ sport: Array.from({ length: 500 }, (_, i) => `s${i}`) })).sport).toHaveLength(200);
  });

  it("stars and unstars one item at a time, once each", () => {
    let favourites = withFavourite(NO_FAVOURITES, "delegation", "TAH", true);
    favourites = withFavourite(favourites, "delegation", "TAH", true);
    expect(favourites.delegation).toEqual(["TAH"]);
    expect(hasFavourites(favourites)).toBe(true);
    favourites = withFavourite(favourites, "delegation", "TAH", false);
    expect(favourites).toEqual(NO_FAVOURITES);
    expect(hasFavourites(favourites)).toBe(false);
    expect(withFavourite(NO_FAVOURITES, "sport", "a b", true)).toEqual(NO_FAVOURITES);
  });

  it("keeps an item that names a starred sport or delegation, and only those", () => {
    const tokens = favouriteTokens({ sport: "vaa", delegations: ["TAH", "FIJ"] });
    expect(tokens).toBe("sport:vaa delegation:TAH delegation:FIJ");
    expect(concernsFavourite(tokens, { sport: ["vaa"], delegation: [] })).toBe(true);
    expect(concernsFavourite(tokens, { sport: [], delegation: ["FIJ"] })).toBe(true);
    expect(concernsFavourite(tokens, { sport: ["judo"], delegation: ["SAM"] })).toBe(false);
    expect(concernsFavourite(tokens, NO_FAVOURITES)).toBe(false);
    expect(concernsFavourite(favouriteTokens({ delegations: ["SAM"] }), { sport: ["SAM"], delegation: [] })).toBe(false);
    expect(concernsFavourite("", { sport: ["vaa"], delegation: ["TAH"] })).toBe(false);
  });
});
