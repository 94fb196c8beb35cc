import type { LegalContent } from "./types.ts";

export const fr: LegalContent = {
  updatedLabel: "Dernière mise à jour :",
  pages: {
    legal: {
      meta: {
        title: "Mentions légales — Tahiti 2027",
        description: "Éditeur, directeur de la publication et hébergeur du site d'information indépendant Tahiti 2027.",
      },
      title: "Mentions légales",
      intro: "Qui publie ce site, qui en répond et où il est hébergé.",
      sections: [
        {
          heading: "Un site d'information indépendant",
          blocks: [
            "Le site « Tahiti 2027 » est un projet indépendant d'information sur les XVIIIes Jeux du Pacifique, organisés en Polynésie française en 2027.",
            "Ce n'est pas le site officiel du comité d'organisation des Jeux. Les informations officielles sont publiées par le COJ Tahiti 2027, le comité d'organisation des Jeux du Pacifique Tahiti 2027 : en cas de différence, ce sont elles qui font foi.",
          ],
        },
        {
          heading: "Éditeur",
          blocks: [{ list: ["Éditeur : projet indépendant « Tahiti 2027 »", ["Contact : ", { email: true }]] }],
        },
        {
          heading: "Directeur de la publication",
          blocks: [["Le directeur de la publication est le responsable du projet indépendant « Tahiti 2027 », joignable à l'adresse ", { email: true }, "."]],
        },
        {
          heading: "Hébergeur",
          blocks: [["Le site est hébergé par : ", { pending: "nom, adresse et téléphone de l'hébergeur, à compléter par l'éditeur avant la mise en ligne" }, "."]],
        },
        {
          heading: "Contact et signalement",
          blocks: [
            [
              "Pour toute question sur le site, pour signaler une erreur ou un contenu qui vous semble illicite, écrivez à ",
              { email: true },
              " ou utilisez le ",
              { text: "formulaire de contact", to: "/contact" },
              ".",
            ],
          ],
        },
        {
          heading: "Données personnelles, cookies et conditions d'utilisation",
          blocks: [
            [
              "Le traitement de vos données est décrit dans la ",
              { text: "politique de confidentialité", to: "/privacy" },
              " et les cookies utilisés dans la ",
              { text: "politique de cookies", to: "/cookies" },
              ". L'utilisation du site est encadrée par les ",
              { text: "conditions d'utilisation", to: "/terms" },
              ".",
            ],
          ],
        },
      ],
    },
    privacy: {
      meta: {
        title: "Politique de confidentialité — Tahiti 2027",
        description: "Les données personnelles traitées par le site Tahiti 2027, pourquoi, combien de temps, et comment exercer vos droits.",
      },
      title: "Politique de confidentialité",
      intro: "Ce site collecte le moins de données possible : ni publicité, ni pistage, ni outil de mesure d'audience tiers.",
      sections: [
        {
          heading: "Responsable du traitement",
          blocks: [
            [
              "Le responsable du traitement est l'éditeur du site, le projet indépendant « Tahiti 2027 » (voir les ",
              { text: "mentions légales", to: "/legal" },
              "). Contact : ",
              { email: true },
              ".",
            ],
          ],
        },
        {
          heading: "Cadre légal",
          blocks: [
            "En Polynésie française, la protection des données personnelles relève de la loi française n° 78-17 du 6 janvier 1978, dite loi « Informatique et Libertés », qui renvoie aux règles du règlement général sur la protection des données (RGPD).",
            "L'autorité de contrôle est la CNIL, la Commission nationale de l'informatique et des libertés.",
          ],
        },
        {
          heading: "Les données traitées et pourquoi",
          blocks: [
            "Le site ne traite que les données nécessaires à son fonctionnement :",
            {
              list: [
                "Messages du formulaire de contact : nom, adresse email, téléphone s'il est indiqué, objet, service choisi et message, enregistrés pour vous répondre.",
                "Demandes de partenariat : nom de l'entreprise, personne à contacter, adresse email, téléphone s'il est indiqué, catégorie et message, enregistrés pour étudier la demande et vous répondre.",
                "Comptes, si vous en créez un (notamment pour la rédaction et l'administration du site) : adresse email, nom, rôle, mot de passe enregistré uniquement sous forme hachée (jamais en clair) et sessions de connexion (date, adresse IP et navigateur utilisés).",
                "Journaux du serveur : adresse IP, page demandée, date et heure, et réponse du serveur, enregistrés pour la sécurité du site (détection des abus et des pannes).",
                ["Cookies strictement nécessaires : accès au site pendant sa préparation, langue choisie et session des comptes connectés (voir la ", { text: "politique de cookies", to: "/cookies" }, ")."],
              ],
            },
            "Le site n'utilise ni publicité, ni pistage, ni outil de mesure d'audience tiers. Vos données ne sont ni vendues ni utilisées à des fins commerciales.",
          ],
        },
        {
          heading: "Bases légales",
          blocks: [
            {
              list: [
                "Réponse aux messages : l'intérêt légitime de l'éditeur à répondre aux personnes qui le contactent ; pour une demande de partenariat, les mesures précontractuelles prises à votre demande.",
                "Comptes : l'exécution des conditions d'utilisation que vous acceptez en créant un compte.",
                "Journaux du serveur et cookies strictement nécessaires : l'intérêt légitime de l'éditeur à assurer la sécurité et le fonctionnement du site.",
              ],
            },
          ],
        },
        {
          heading: "Destinataires",
          blocks: [
            "Seule l'équipe du projet « Tahiti 2027 » a accès à ces données. L'hébergeur du site et, le cas échéant, le service d'envoi d'emails les traitent uniquement pour assurer le service technique. Aucune donnée n'est transmise à des annonceurs ni à des réseaux sociaux.",
          ],
        },
        {
          heading: "Durée de conservation",
          blocks: [
            {
              list: [
                "Messages et demandes de partenariat : le temps de les traiter, et au plus tard jusqu'à la fin de l'année 2028.",
                "Comptes : jusqu'à la suppression du compte, et au plus tard jusqu'à la fin de l'année 2028.",
                "Sessions de connexion : 7 jours, prolongés tant que le compte est utilisé ; une session est supprimée à la déconnexion.",
                "Journaux du serveur : pas plus longtemps que nécessaire à la sécurité du site, et au plus tard jusqu'à la fin de l'année 2028.",
                ["Cookies : les durées sont indiquées dans la ", { text: "politique de cookies", to: "/cookies" }, "."],
              ],
            },
            "Passé ces délais, les données sont supprimées.",
          ],
        },
        {
          heading: "Sécurité",
          blocks: [
            "Les mots de passe sont enregistrés sous forme hachée, les cookies de connexion sont inaccessibles aux scripts des pages, les tentatives répétées de mot de passe sont limitées et l'administration est réservée aux comptes autorisés.",
          ],
        },
        {
          heading: "Vos droits",
          blocks: [
            "Vous disposez des droits suivants sur les données qui vous concernent :",
            {
              list: [
                "droit d'accès : savoir quelles données sont traitées et en obtenir une copie ;",
                "droit de rectification : faire corriger des données inexactes ou incomplètes ;",
                "droit à l'effacement : faire supprimer vos données ;",
                "droit d'opposition : vous opposer à un traitement fondé sur l'intérêt légitime de l'éditeur ;",
                "droit à la portabilité : recevoir les données que vous avez fournies dans un format courant et lisible par une machine, dans les cas prévus par le RGPD.",
              ],
            },
          ],
        },
        {
          heading: "Exercer vos droits",
          blocks: [
            [
              "Écrivez à ",
              { email: true },
              " en précisant votre demande et l'adresse email concernée. Nous vous répondons dans un délai d'un mois. En cas de doute sur votre identité, nous pouvons vous demander de la justifier.",
            ],
            [
              "Vous pouvez aussi, à tout moment, introduire une réclamation auprès de la CNIL : ",
              { text: "www.cnil.fr/fr/plaintes", href: "https://www.cnil.fr/fr/plaintes" },
              ".",
            ],
          ],
        },
        {
          heading: "Modifications",
          blocks: ["Cette politique peut évoluer avec le site, par exemple si de nouveaux formulaires sont ajoutés. La date de la dernière mise à jour figure en haut de la page."],
        },
      ],
    },
    terms: {
      meta: {
        title: "Conditions d'utilisation — Tahiti 2027",
        description: "Les règles d'utilisation du site d'information indépendant Tahiti 2027 : accès, propriété intellectuelle, liens, responsabilité et droit applicable.",
      },
      title: "Conditions d'utilisation",
      intro: "En utilisant ce site, vous acceptez les conditions ci-dessous.",
      sections: [
        {
          heading: "Objet du site",
          blocks: [
            "Le site « Tahiti 2027 » informe le public sur les XVIIIes Jeux du Pacifique : actualités, sports, délégations, sites, accréditation, bénévolat et partenariats.",
            "C'est un projet indépendant : ce n'est pas le site officiel du comité d'organisation, et il ne remplace pas les informations officielles publiées par le COJ Tahiti 2027.",
          ],
        },
        {
          heading: "Accès au site",
          blocks: [
            "Pendant sa préparation, le site est réservé aux personnes qui disposent du mot de passe d'accès partagé. Ne communiquez pas ce mot de passe à des personnes qui n'y ont pas été invitées.",
            "L'accès au site est gratuit. L'éditeur peut le suspendre, le limiter ou le modifier à tout moment, notamment pour maintenance.",
          ],
        },
        {
          heading: "Comptes",
          blocks: [
            "Les comptes servent à la rédaction et à l'administration du site. Vous êtes responsable de la confidentialité de votre mot de passe et des actions faites avec votre compte. L'éditeur peut suspendre un compte utilisé de manière abusive.",
          ],
        },
        {
          heading: "Bon usage",
          blocks: [
            {
              list: [
                "N'envoyez par les formulaires aucun contenu illicite, injurieux ou publicitaire non sollicité.",
                "Ne tentez pas de contourner les protections du site ni d'en perturber le fonctionnement.",
              ],
            },
          ],
        },
        {
          heading: "Propriété intellectuelle",
          blocks: [
            "Les textes, la présentation et le code du site sont protégés par le droit d'auteur. Vous pouvez en citer de courts extraits en indiquant la source ; toute autre reproduction demande l'accord de l'éditeur.",
            "Les noms, logos et mascottes des Jeux du Pacifique et de Tahiti 2027, ainsi que les marques citées, appartiennent à leurs titulaires. Leur mention sur ce site ne signifie ni partenariat ni approbation de leur part.",
          ],
        },
        {
          heading: "Liens vers d'autres sites",
          blocks: [
            "Le site contient des liens vers d'autres sites, par exemple ceux des institutions ou des réseaux sociaux. Ils s'ouvrent dans un nouvel onglet, ce qui est annoncé aux lecteurs d'écran. L'éditeur ne contrôle pas ces sites et n'est pas responsable de leur contenu ni de leur traitement des données.",
          ],
        },
        {
          heading: "Responsabilité",
          blocks: [
            "Les informations du site sont données à titre indicatif. Les dates, chiffres, sites et programmes peuvent changer : vérifiez-les auprès du COJ Tahiti 2027 avant toute décision.",
            ["L'éditeur s'efforce de tenir ces informations exactes et à jour, sans pouvoir garantir l'absence d'erreur ni la disponibilité permanente du site. Signalez-nous toute erreur à ", { email: true }, "."],
          ],
        },
        {
          heading: "Droit applicable et litiges",
          blocks: [
            "Les présentes conditions sont soumises au droit français. En cas de litige, une solution amiable est d'abord recherchée ; à défaut, le litige est porté devant les tribunaux compétents de Papeete.",
          ],
        },
        {
          heading: "Modification des conditions",
          blocks: ["Ces conditions peuvent être mises à jour. La version en vigueur est celle publiée sur cette page, avec la date de sa dernière mise à jour."],
        },
      ],
    },
    cookies: {
      meta: {
        title: "Politique de cookies — Tahiti 2027",
        description: "Les six cookies strictement nécessaires déposés par le site Tahiti 2027, leur rôle et leur durée.",
      },
      title: "Politique de cookies",
      intro: "Ce site n'utilise que des cookies strictement nécessaires à son fonctionnement : aucun cookie de publicité, de pistage ou de mesure d'audience.",
      sections: [
        {
          heading: "Qu'est-ce qu'un cookie ?",
          blocks: [
            "Un cookie est un petit fichier texte qu'un site enregistre dans votre navigateur pour se souvenir d'une information d'une page à l'autre, par exemple le fait que vous avez saisi le mot de passe d'accès.",
          ],
        },
        {
          heading: "Les cookies de ce site",
          blocks: [
            "Les six cookies ci-dessous sont strictement nécessaires. Ils sont déposés par le site lui-même (aucun cookie tiers) et ne servent jamais à vous suivre sur d'autres sites. Seul t27_account, qui ne contient aucune donnée, est lisible par les scripts des pages ; les autres leur sont inaccessibles.",
            {
              table: {
                caption: "Cookies déposés par le site Tahiti 2027",
                nameHeader: "Nom",
                purposeHeader: "Rôle",
                durationHeader: "Durée",
                rows: [
                  {
                    name: "t27_gate",
                    purpose: "Mémorise que vous avez saisi le mot de passe d'accès partagé, pour ne pas vous le redemander à chaque page pendant la préparation du site.",
                    duration: "30 jours",
                  },
                  {
                    name: "t27_flash",
                    purpose: "Affiche une seule fois le message de bienvenue après le déverrouillage du site, puis est effacé.",
                    duration: "60 secondes",
                  },
                  {
                    name: "lang",
                    purpose: "Retient la langue choisie dans le menu des langues, pour l'afficher directement quand vous revenez sur la page d'accueil. Déposé seulement si vous choisissez une langue.",
                    duration: "1 an",
                  },
                  {
                    name: "better-auth.session_token",
                    purpose: "Maintient la connexion d'un compte (rédaction, administration). Déposé seulement quand vous vous connectez, supprimé à la déconnexion. Sur une connexion sécurisée (HTTPS), son nom commence par « __Secure- ».",
                    duration: "7 jours, prolongés tant que le compte est utilisé",
                  },
                  {
                    name: "t27_account",
                    purpose: "Indique à la page qu'un compte est connecté, pour afficher le menu du compte dans l'en-tête. Ne contient que « 1 », aucune donnée personnelle ; déposé et supprimé avec le cookie de connexion.",
                    duration: "7 jours, comme le cookie de connexion",
                  },
                  {
                    name: "better-auth.two_factor",
                    purpose: "Relie les deux étapes de la connexion d'un compte de l'équipe qui a activé la validation en deux étapes : déposé après le mot de passe, supprimé dès que le code est accepté. Sur une connexion sécurisée (HTTPS), son nom commence par « __Secure- ».",
                    duration: "10 minutes",
                  },
                ],
              },
            },
          ],
        },
        {
          heading: "Pourquoi aucun bandeau de consentement",
          blocks: [
            "Les cookies strictement nécessaires au fonctionnement d'un site ou à un service que vous demandez, comme le choix de la langue, ne demandent pas votre consentement selon la loi « Informatique et Libertés » et les recommandations de la CNIL. Ce site n'utilise que de tels cookies : il n'affiche donc pas de bandeau de consentement.",
            "Si une mesure d'audience est ajoutée un jour, elle fonctionnera sans cookie, et cette page sera mise à jour.",
          ],
        },
        {
          heading: "Gérer les cookies",
          blocks: [
            "Vous pouvez supprimer ou bloquer les cookies dans les réglages de votre navigateur. Attention :",
            {
              list: [
                ["sans le cookie ", { code: "t27_gate" }, ", le mot de passe d'accès vous est redemandé, et le site reste inaccessible pendant sa préparation si ce cookie est bloqué ;"],
                ["sans le cookie ", { code: "lang" }, ", la page d'accueil s'affiche en français ;"],
                ["sans le cookie de session, vous ne pouvez pas vous connecter à un compte."],
              ],
            },
          ],
        },
        {
          heading: "En savoir plus",
          blocks: [["Pour le traitement de vos données, consultez la ", { text: "politique de confidentialité", to: "/privacy" }, ". Pour toute question : ", { email: true }, "."]],
        },
      ],
    },
  },
};
