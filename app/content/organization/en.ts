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
  roles: {
    president: "President of the Organising Committee",
    directorGeneral: "Director General of the Organising Committee",
  },
  commissionsTitle: "Commissions",
  commissionsIntro: "Seven commissions share the preparation of the Games, each in its own field.",
  commissions: [
    { icon: "sport", name: "Sport Commission", description: "Organises the competitions with the federations: sports programme, event schedule, technical officials and rules." },
    { icon: "venues", name: "Venues and Infrastructure", description: "Prepares and fits out the competition and training venues on Tahiti, Moorea and Raiatea." },
    { icon: "volunteers", name: "Volunteers and Human Resources", description: "Recruits, trains and coordinates the volunteers and staff who bring the Games to life." },
    { icon: "culture", name: "Culture and Ceremonies", description: "Designs the opening and closing ceremonies and the cultural programme that accompanies the Games." },
    { icon: "media", name: "Communication and Media", description: "Keeps the public informed, welcomes the press and prepares the services offered to accredited media." },
    { icon: "logistics", name: "Logistics, Transport and Accommodation", description: "Organises the welcome of the delegations, their accommodation and their travel between venues and islands." },
    { icon: "partnerships", name: "Partnerships and Finance", description: "Develops partnerships with companies and institutions and oversees the Games budget." },
  ],
  compositionLabel: "Members",
  compositionPending: "To be published by the Organising Committee.",
  contactTitle: "Contact the committee",
  contactIntro: "For any question about the organisation of the Games, write to the committee or use the contact form.",
  addressLabel: "Address",
  emailLabel: "Email",
  contactFormLink: "Go to the contact form",
};
