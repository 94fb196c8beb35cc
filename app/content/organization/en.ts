import type { OrganizationContent } from "./types.ts";

export const en: OrganizationContent = {
  meta: {
    title: "Organisation — Tahiti 2027",
    description: "The leadership, commissions and contact details of the organising committee of the XVIII Pacific Games Tahiti 2027 (COJ).",
  },
  title: "Organisation",
  intro: "The Tahiti 2027 Pacific Games Organising Committee (COJ) is preparing the 18th edition of the Games, hosted by French Polynesia on Tahiti, Moorea and Raiatea.",
  leadershipTitle: "Committee leadership",
  leadershipIntro: "COJ Tahiti 2027 is led by its president and its director general.",
  commissionsTitle: "Commissions",
  commissionsIntro: "The commissions share the preparation of the Games, each in its own field.",
  compositionLabel: "Members",
  contactTitle: "Contact the committee",
  contactIntro: "For any question about the organisation of the Games, write to the committee or use the contact form.",
  addressLabel: "Address",
  emailLabel: "Email",
  contactFormLink: "Go to the contact form",
};
