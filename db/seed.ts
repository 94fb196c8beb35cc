// Demo content for a new database: real facts about the Games for the articles (see docs/FACTS.md),
// and clearly fictional athletes for the results, so the medal table has something to rank.
// Idempotent: each table is seeded only while it is empty.
import { count } from "drizzle-orm";
import type { Db } from "./client.ts";
import { news, sportsResults, type NewNewsRow, type NewSportsResultRow } from "./schema/index.ts";

// Demo articles carry no author: the newsroom signs them.
function article(row: Omit<NewNewsRow, "authorId" | "createdAt" | "updatedAt" | "publishedAt"> & { day: string }): NewNewsRow {
  const at = new Date(`${row.day}T09:00:00-10:00`);
  const { day: _day, ...rest } = row;
  return { ...rest, createdAt: at, updatedAt: at, publishedAt: rest.published ? at : null };
}

export const DEMO_ARTICLES: NewNewsRow[] = [
  article({
    day: "2021-11-08",
    category: "preparation",
    language: "fr",
    published: true,
    title: "Les Jeux du Pacifique reviendront à Tahiti en 2027",
    excerpt:
      "Le Conseil des Jeux du Pacifique a choisi la Polynésie française, face au Vanuatu, pour accueillir la XVIIIe édition des Jeux.",
    content:
      "<p>Réuni les 5 et 6 novembre 2021, le Conseil des Jeux du Pacifique a attribué l'organisation des <strong>XVIIIe Jeux du Pacifique</strong> à la Polynésie française, qui était en concurrence avec le Vanuatu.</p><p>Ce sera la troisième fois que Tahiti accueille l'événement, après <em>Papeete 1971</em> et <em>Pirae/Papeete 1995</em>.</p>",
  }),
  article({
    day: "2021-11-09",
    category: "preparation",
    language: "en",
    published: true,
    title: "Tahiti to host the Pacific Games for the third time",
    excerpt: "French Polynesia was chosen over Vanuatu to host the XVIII Pacific Games in 2027.",
    content:
      "<p>Meeting on 5 and 6 November 2021, the Pacific Games Council awarded the <strong>XVIII Pacific Games</strong> to French Polynesia, ahead of Vanuatu.</p><p>Tahiti hosted the Games in 1971 and 1995; 2027 will be its third edition.</p>",
  }),
  article({
    day: "2024-10-28",
    category: "polynesia",
    language: "fr",
    published: true,
    title: "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
    excerpt: "Le comité d'organisation a présenté l'identité visuelle des Jeux le 27 octobre 2024 à Mahina.",
    content:
      "<p>C'est à la Pointe Vénus, à Mahina, que le comité d'organisation (COJ Tahiti 2027) a dévoilé le logo des Jeux le <strong>27 octobre 2024</strong>.</p><p>Le slogan des Jeux l'accompagne : « Un peuple, un océan, tous unis pour célébrer les jeux ».</p>",
  }),
  article({
    day: "2024-11-15",
    category: "polynesia",
    language: "fr",
    published: true,
    title: "Arava et To'atini, les mascottes des Jeux",
    excerpt: "Une pieuvre de Raiatea et un corail de Tatakoto accompagneront les athlètes et le public.",
    content:
      "<p>Les deux mascottes de Tahiti 2027 racontent la diversité des archipels : <strong>Arava</strong>, la pieuvre de Raiatea, et <strong>To'atini</strong>, le corail de Tatakoto.</p>",
  }),
  article({
    day: "2025-07-20",
    category: "preparation",
    language: "fr",
    published: true,
    title: "24 sports au programme de Tahiti 2027",
    excerpt: "Le programme sportif ratifié en juillet 2025 compte 17 sports obligatoires et 7 sports optionnels.",
    content:
      "<p>Le programme ratifié en juillet 2025 réunit <strong>17 sports obligatoires</strong>, dont l'athlétisme, la natation, le va'a et la voile, et <strong>7 sports optionnels</strong> : lutte, badminton, tir, surf, force athlétique, cyclisme et squash.</p><p>Des épreuves handisport sont prévues en athlétisme, tennis de table et va'a (para va'a en attente de validation).</p>",
  }),
  article({
    day: "2026-03-10",
    category: "polynesia",
    language: "fr",
    published: true,
    title: "Bénévoles : le programme 'A Ti'aturu est lancé",
    excerpt: "Les inscriptions des quelque 4 500 bénévoles attendus sont ouvertes depuis mars 2026.",
    content:
      "<p>Le programme de bénévolat <strong>'A Ti'aturu</strong> a ouvert ses inscriptions en mars 2026. Il s'adresse aux adultes, pour un engagement d'environ 14 jours.</p><p>La mobilisation des bénévoles est prévue du 5 juillet au 10 août 2027.</p>",
  }),
  article({
    day: "2026-05-04",
    category: "delegations",
    language: "fr",
    published: true,
    title: "24 délégations attendues en Polynésie",
    excerpt: "Les 22 membres du Conseil des Jeux du Pacifique seront rejoints par l'Australie et la Nouvelle-Zélande.",
    content:
      "<p>Les 22 pays et territoires membres du Conseil des Jeux du Pacifique participeront aux Jeux, rejoints par l'<strong>Australie</strong> et la <strong>Nouvelle-Zélande</strong>, invitées sur une partie du programme.</p><p>Le nombre d'athlètes par délégation n'est pas encore publié.</p>",
  }),
  article({
    day: "2026-06-12",
    category: "pacific_sport",
    language: "fr",
    published: true,
    title: "Honiara 2023 : la Nouvelle-Calédonie devant Tahiti",
    excerpt: "Aux derniers Jeux, la Nouvelle-Calédonie a remporté 82 titres, Tahiti 57.",
    content:
      "<p>Aux Jeux de <strong>Honiara 2023</strong>, qui réunissaient 24 délégations dans 24 sports, la Nouvelle-Calédonie a terminé en tête avec 82 médailles d'or et 197 médailles au total.</p><p>Tahiti a pris la deuxième place avec 57 médailles d'or et 160 médailles.</p>",
  }),
  article({
    day: "2026-09-01",
    category: "pacific_sport",
    language: "en",
    published: true,
    title: "Three islands, one Games: the venues of Tahiti 2027",
    excerpt: "Competitions will take place on Tahiti, Moorea and Raiatea.",
    content:
      "<p>Most events will be held on <strong>Tahiti</strong>, with the ceremonies at Stade Pater in Pirae. Road cycling, mountain bike, triathlon and open-water swimming go to <strong>Moorea</strong>, and clay shooting to <strong>Raiatea</strong>.</p>",
  }),
  article({
    day: "2026-10-15",
    category: "delegations",
    language: "fr",
    published: false,
    title: "Accueil des délégations : le dispositif se précise",
    excerpt: "Brouillon : le calendrier d'arrivée des délégations reste à confirmer.",
    content: "<p>Le calendrier d'arrivée des délégations sera publié par le comité d'organisation (à confirmer).</p>",
  }),
  article({
    day: "2026-11-02",
    category: "preparation",
    language: "fr",
    published: false,
    title: "Stade Pater : cap sur la cérémonie d'ouverture",
    excerpt: "Brouillon : le stade de Pirae accueillera les cérémonies, avec environ 11 700 places.",
    content: "<p>Le stade Pater, à Pirae, accueillera les cérémonies des Jeux, avec environ 11 700 places.</p>",
  }),
];

// Fictional athletes: demo data only, never presented as real performances.
export const DEMO_RESULTS: NewSportsResultRow[] = [
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete A", country: "FIJ", result: "10.41", medal: "gold", date: "2027-08-02" },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete B", country: "PNG", result: "10.48", medal: "silver", date: "2027-08-02" },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete C", country: "SAM", result: "10.55", medal: "bronze", date: "2027-08-02" },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete D", country: "TAH", result: "10.61", medal: null, date: "2027-08-02" },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer A", country: "NCL", result: "50.12", medal: "gold", date: "2027-08-03" },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer B", country: "TAH", result: "50.87", medal: "silver", date: "2027-08-03" },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer C", country: "FIJ", result: "51.30", medal: "bronze", date: "2027-08-03" },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka A", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka B", country: "NCL", result: "Final", medal: "silver", date: "2027-08-04" },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka C", country: "FIJ", result: "Bronze final", medal: "bronze", date: "2027-08-04" },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka D", country: "PNG", result: "Bronze final", medal: "bronze", date: "2027-08-04" },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew Tahiti", country: "TAH", result: "2:01.40", medal: "gold", date: "2027-08-05" },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew New Caledonia", country: "NCL", result: "2:03.12", medal: "silver", date: "2027-08-05" },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew Cook Islands", country: "COK", result: "2:04.80", medal: "bronze", date: "2027-08-05" },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter A", country: "SAM", result: "310 kg", medal: "gold", date: "2027-08-05" },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter B", country: "NRU", result: "298 kg", medal: "silver", date: "2027-08-05" },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter C", country: "PNG", result: "291 kg", medal: "bronze", date: "2027-08-05" },
];

export async function seedDemoContent(db: Db): Promise<{ articles: number; results: number }> {
  const [newsCount] = await db.select({ n: count() }).from(news);
  const [resultsCount] = await db.select({ n: count() }).from(sportsResults);
  let articles = 0;
  let results = 0;
  if (newsCount?.n === 0) {
    await db.insert(news).values(DEMO_ARTICLES);
    articles = DEMO_ARTICLES.length;
  }
  if (resultsCount?.n === 0) {
    await db.insert(sportsResults).values(DEMO_RESULTS);
    results = DEMO_RESULTS.length;
  }
  return { articles, results };
}
