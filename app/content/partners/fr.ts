import type { PartnersContent } from "./types.ts";

export const fr: PartnersContent = {
  meta: {
    title: "Partenaires — Tahiti 2027",
    description: "Les quatre niveaux de partenariat des XVIIIes Jeux du Pacifique Tahiti 2027 et le formulaire pour devenir partenaire.",
  },
  title: "Partenaires",
  intro: "Associez votre entreprise ou votre institution aux XVIIIes Jeux du Pacifique, le grand rendez-vous multisport du Pacifique, accueilli en août 2027 à Tahiti, Moorea et Raiatea.",
  tiersTitle: "Les niveaux de partenariat",
  tiersIntro:
    "Les noms des partenaires seront publiés ici après leur annonce officielle. Les contreparties présentées sont indicatives et se définissent avec chaque partenaire.",
  benefitsLabel: "Avantages",
  packageLabel: "Contenu du package",
  institutionalLinksLabel: "Institutions du mouvement des Jeux",
  tierPartnersLabel: "Partenaires annoncés",
  tierCta: "Demander ce niveau de partenariat",
  tiers: {
    premium: {
      name: "Partenaires officiels",
      description: "Le plus haut niveau d'association aux Jeux, pour les entreprises qui s'engagent dans la durée aux côtés du comité d'organisation.",
      benefits: [
        "Association de premier rang à la marque Tahiti 2027",
        "Visibilité sur les sites de compétition et lors des cérémonies",
        "Utilisation des marques et emblèmes des Jeux dans vos communications",
        "Accès privilégié aux événements officiels",
      ],
      package: [
        "Logo sur le site internet, les supports imprimés et les écrans des sites",
        "Places d'hospitalité pour les cérémonies et les finales",
        "Activations de marque sur les sites des Jeux",
        "Contenus exclusifs pour votre communication",
      ],
    },
    gold: {
      name: "Sponsors principaux",
      description: "Des entreprises qui soutiennent les Jeux et gagnent une forte visibilité auprès du public polynésien et des délégations du Pacifique.",
      benefits: [
        "Visibilité sur les sites de compétition",
        "Association à un sport, à une île ou à un programme des Jeux",
        "Mention dans les communications officielles",
      ],
      package: [
        "Logo sur le site internet et les supports de communication",
        "Invitations aux événements des Jeux",
        "Opérations de relations publiques menées avec le comité",
      ],
    },
    institutional: {
      name: "Partenaires institutionnels",
      description: "Les institutions publiques et sportives qui portent et encadrent les Jeux aux côtés du comité d'organisation.",
      benefits: [
        "Association à un projet structurant pour la Polynésie française et le Pacifique",
        "Coordination avec le comité sur les infrastructures, la sécurité et l'accueil",
        "Mise en valeur de l'héritage sportif et culturel des Jeux",
      ],
      package: [
        "Présence dans les communications institutionnelles des Jeux",
        "Participation aux cérémonies et aux événements officiels",
        "Accès aux bilans de l'événement",
      ],
    },
    supplier: {
      name: "Fournisseurs officiels",
      description: "Des entreprises qui apportent leurs produits, leurs services ou leur savoir-faire à l'organisation des Jeux.",
      benefits: [
        "Titre de fournisseur officiel dans votre catégorie de produits ou de services",
        "Mise en valeur de votre savoir-faire auprès des délégations et des visiteurs",
        "Une référence auprès d'un événement sportif international",
      ],
      package: [
        "Logo sur le site internet des Jeux",
        "Mention dans la liste des fournisseurs officiels",
        "Contrepartie possible en produits ou en services",
      ],
    },
  },
  form: {
    title: "Devenir partenaire",
    intro: "Présentez-nous votre structure et votre projet : nous reviendrons vers vous pour en discuter.",
    labels: {
      company: "Entreprise ou organisation",
      contact: "Personne à contacter",
      email: "Adresse email",
      phone: "Téléphone",
      category: "Type de partenariat",
      message: "Votre projet",
    },
    categoryPlaceholder: "Je ne sais pas encore",
    messageHint: "{{max}} caractères maximum.",
    submit: "Envoyer la demande",
    successTitle: "Demande envoyée",
    successText: "Nous vous contacterons pour discuter des opportunités de partenariat.",
  },
  categories: {
    official: "Partenaire officiel",
    sponsor: "Sponsor principal",
    supplier: "Fournisseur officiel",
    institutional: "Partenaire institutionnel",
  },
};
