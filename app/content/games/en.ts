import type { GamesContent } from "./types.ts";

export const en: GamesContent = {
  meta: {
    title: "The Games — Tahiti 2027",
    description: "The XVIII Pacific Games in French Polynesia: key facts, history, vision and the organising committee's message.",
  },
  title: "The Games",
  intro: "French Polynesia hosts the 18th Pacific Games, the great sporting celebration of the Pacific's nations and territories.",
  place: "French Polynesia",
  video: {
    button: "Watch the launch video",
    title: "Launch video",
    message: "The Games' launch video has not been published yet. It will be added to this page as soon as it is released.",
    close: "Close",
  },
  factsTitle: "Tahiti 2027 at a glance",
  facts: {
    timesHosted: "editions hosted by Tahiti: Papeete in 1971, Pirae and Papeete in 1995, and 2027",
    selection: "the Pacific Games Council chooses French Polynesia over Vanuatu's bid",
    sports: "sports on the programme",
    delegations: "delegations expected",
    islands: "host islands",
    mascots: "the mascots: the octopus of Raiatea and the coral of Tatakoto",
  },
  exploreTitle: "Explore the Games",
  historyCard: {
    title: "History of the Games",
    text: "From the first Games in Suva to Tahiti 2027: the origins, every edition and the key figures.",
  },
  visionCard: {
    title: "Our vision",
    text: "The mission, four pillars, values and legacy that Tahiti 2027 aims to leave.",
  },
  messageTitle: "The organising committee's message",
  sloganTranslation: "“One people, one ocean, all united to celebrate the Games”",
  sloganCaption: "Slogan of the Games' organising committee (COJ Tahiti 2027)",
  messageText:
    "The organising committee is chaired by Noelline Parker; its director general is Steeve Raoulx. This independent site publishes no statement on their behalf: the committee's official messages are released by the committee itself.",
};
