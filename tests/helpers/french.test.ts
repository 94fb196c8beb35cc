import { describe, expect, it } from "vitest";
import { frenchSentences } from "./french.ts";

describe("frenchSentences", () => {
  it("finds French sentences and ignores other languages, proper names and content marked lang=fr", () => {
    const html = `<html><body>
      <p>Les Jeux du Pacifique sont une fête pour tous.</p>
      <p>The Games are a celebration for everyone.</p>
      <p>Los Juegos del Pacífico Sur son una fiesta.</p>
      <p>Stade Pater, Pirae</p>
      <article lang="fr"><p>Le logo des Jeux dévoilé à la Pointe Vénus et à Mahina</p></article>
      <script>const les = "des et pour";</script>
    </body></html>`;
    expect(frenchSentences(html)).toEqual(["Les Jeux du Pacifique sont une fête pour tous."]);
  });
});
