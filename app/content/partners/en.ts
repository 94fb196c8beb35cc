import type { PartnersContent } from "./types.ts";

export const en: PartnersContent = {
  meta: {
    title: "Partners — Tahiti 2027",
    description: "The four partnership tiers of the 18th Pacific Games Tahiti 2027 and the form to become a partner.",
  },
  title: "Partners",
  intro: "Associate your company or institution with the 18th Pacific Games, the great multi-sport gathering of the Pacific, hosted in August 2027 on Tahiti, Moorea and Raiatea.",
  tiersTitle: "Partnership tiers",
  tiersIntro: "Partner names will be published here once they are officially announced. The benefits shown are indicative and are agreed with each partner.",
  benefitsLabel: "Benefits",
  packageLabel: "Package contents",
  institutionalLinksLabel: "Institutions of the Games movement",
  tierPartnersLabel: "Announced partners",
  tierCta: "Ask about this partnership tier",
  tiers: {
    premium: {
      name: "Official partners",
      description: "The highest level of association with the Games, for companies making a long-term commitment alongside the organising committee.",
      benefits: [
        "Top-tier association with the Tahiti 2027 brand",
        "Visibility at the competition venues and during the ceremonies",
        "Use of the Games' marks and emblems in your communications",
        "Privileged access to official events",
      ],
      package: [
        "Logo on the website, printed materials and venue screens",
        "Hospitality seats for the ceremonies and finals",
        "Brand activations at the Games venues",
        "Exclusive content for your communications",
      ],
    },
    gold: {
      name: "Main sponsors",
      description: "Companies that support the Games and gain strong visibility with the Polynesian public and the Pacific delegations.",
      benefits: [
        "Visibility at the competition venues",
        "Association with a sport, an island or a Games programme",
        "Mention in official communications",
      ],
      package: [
        "Logo on the website and communication materials",
        "Invitations to Games events",
        "Public relations activities run with the committee",
      ],
    },
    institutional: {
      name: "Institutional partners",
      description: "The public and sporting institutions that support and oversee the Games alongside the organising committee.",
      benefits: [
        "Association with a landmark project for French Polynesia and the Pacific",
        "Coordination with the committee on infrastructure, security and hospitality",
        "Promotion of the sporting and cultural legacy of the Games",
      ],
      package: [
        "Presence in the Games' institutional communications",
        "Participation in the ceremonies and official events",
        "Access to the event's reports",
      ],
    },
    supplier: {
      name: "Official suppliers",
      description: "Companies that bring their products, services or expertise to the organisation of the Games.",
      benefits: [
        "Official supplier title in your product or service category",
        "Showcasing your expertise to the delegations and visitors",
        "A reference with an international sporting event",
      ],
      package: [
        "Logo on the Games website",
        "Mention in the list of official suppliers",
        "Contribution possible in products or services",
      ],
    },
  },
  form: {
    title: "Become a partner",
    intro: "Tell us about your organisation and your project: we will get back to you to discuss it.",
    labels: {
      company: "Company or organisation",
      contact: "Contact person",
      email: "Email address",
      phone: "Phone",
      category: "Type of partnership",
      message: "Your project",
    },
    categoryPlaceholder: "I don't know yet",
    messageHint: "No more than {{max}} characters.",
    submit: "Send the request",
    successTitle: "Request sent",
    successText: "We will contact you to discuss partnership opportunities.",
  },
  categories: {
    official: "Official partner",
    sponsor: "Main sponsor",
    supplier: "Official supplier",
    institutional: "Institutional partner",
  },
};
