import type { AthletesContent } from "./types.ts";

export const en: AthletesContent = {
  meta: {
    title: "Athletes — Tahiti 2027",
    description: "Athlete services, qualification, the athletes' village and the spirit of the 18th Pacific Games, Tahiti 2027.",
  },
  title: "Athletes",
  intro: "Everything that awaits the athletes of the Pacific delegations in Tahiti, Moorea and Raiatea.",
  figuresTitle: "The Games in figures",
  figures: { athletes: "athletes", delegations: "delegations", sports: "sports" },
  figuresNote: "Figures announced by the organisers: they are estimates and may change.",
  servicesTitle: "Athlete services",
  servicesIntro: "The organising committee will give the delegations the details of each service.",
  services: [
    {
      icon: "housing",
      title: "Accommodation",
      description: "Delegations stay in the athletes' village.",
      details: ["Rooms in the athletes' village", "Shared relaxation areas"],
    },
    {
      icon: "food",
      title: "Catering",
      description: "Meals suited to athletes' needs throughout the Games.",
      details: ["Restaurants in the athletes' village", "Menus designed for competition and recovery"],
    },
    {
      icon: "transport",
      title: "Transport",
      description: "Organised travel between the village, training venues and competition venues.",
      details: ["Shuttles between the village and the venues", "Connections to Moorea and Raiatea for the events held there"],
    },
    {
      icon: "health",
      title: "Health",
      description: "Medical care for accredited athletes.",
      details: ["Medical care in the village and at the venues", "Recovery areas"],
    },
    {
      icon: "training",
      title: "Training",
      description: "Training slots to prepare for competition in good conditions.",
      details: ["Access to training venues", "Equipment suited to each sport"],
    },
    {
      icon: "welcome",
      title: "Welcome and information",
      description: "Support for delegations from arrival to departure.",
      details: ["Welcome for delegations on arrival", "Practical information about the Games and French Polynesia"],
    },
  ],
  qualificationTitle: "Qualification criteria",
  qualificationIntro:
    "Qualification is managed by each national federation and each delegation, under the rules of the Pacific Games Council. Please ask your federation.",
  qualifications: [
    { sport: "Athletics", criteria: "Selection by each delegation's athletics federation, under the rules of the Pacific Games Council." },
    { sport: "Swimming", criteria: "Selection by each delegation's swimming federation, under the rules of the Pacific Games Council." },
    { sport: "Va'a", criteria: "Selection by each delegation's va'a federation, under the rules of the Pacific Games Council." },
    { sport: "Football", criteria: "Selection by each delegation's football federation, under the rules of the Pacific Games Council." },
  ],
  criteriaLabel: "Criteria",
  athletesCountLabel: "Number of athletes",
  toBeConfirmed: "to be confirmed",
  villageTitle: "The athletes' village",
  villageIntro: "The heart of the delegations' life during the Games.",
  village: { beds: "beds", distance: "from the main venues", restaurants: "restaurants" },
  amenitiesTitle: "Village facilities",
  amenities: ["Restaurants", "Medical centre", "Relaxation areas", "Weights room", "Shuttles to the venues", "Delegation information centre"],
  amenitiesNote: "Provisional list, to be confirmed by the organising committee.",
  valuesTitle: "The spirit of the Games",
  valuesIntro: "The values shared by the athletes, the delegations and all of French Polynesia.",
  visionLink: "Discover our vision",
};
