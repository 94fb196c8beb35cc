import type { LegalContent } from "./types.ts";

export const en: LegalContent = {
  updatedLabel: "Last updated:",
  pages: {
    legal: {
      meta: {
        title: "Legal notice — Tahiti 2027",
        description: "Publisher, publication director and host of Tahiti 2027, an independent information website.",
      },
      title: "Legal notice",
      intro: "Who publishes this website, who is responsible for it and where it is hosted.",
      sections: [
        {
          heading: "An independent information website",
          blocks: [
            "The “Tahiti 2027” website is an independent project providing information about the 18th Pacific Games, held in French Polynesia in 2027.",
            "It is not the official website of the Games organising committee. Official information is published by the COJ Tahiti 2027, the organising committee of the Tahiti 2027 Pacific Games: where they differ, the official information prevails.",
          ],
        },
        {
          heading: "Publisher",
          blocks: [{ list: ["Publisher: the independent project “Tahiti 2027”", ["Contact: ", { email: true }]] }],
        },
        {
          heading: "Publication director",
          blocks: [["The publication director is the person in charge of the independent project “Tahiti 2027”, who can be reached at ", { email: true }, "."]],
        },
        {
          heading: "Host",
          blocks: [["The website is hosted by: ", { pending: "name, address and telephone number of the host, to be completed by the publisher before going live" }, "."]],
        },
        {
          heading: "Contact and reporting",
          blocks: [
            [
              "For any question about the website, or to report an error or content you believe to be unlawful, write to ",
              { email: true },
              " or use the ",
              { text: "contact form", to: "/contact" },
              ".",
            ],
          ],
        },
        {
          heading: "Personal data, cookies and terms of use",
          blocks: [
            [
              "How your data is processed is described in the ",
              { text: "privacy policy", to: "/privacy" },
              ", and the cookies used in the ",
              { text: "cookie policy", to: "/cookies" },
              ". Use of the website is governed by the ",
              { text: "terms of use", to: "/terms" },
              ".",
            ],
          ],
        },
      ],
    },
    privacy: {
      meta: {
        title: "Privacy policy — Tahiti 2027",
        description: "The personal data the Tahiti 2027 website processes, why, for how long, and how to exercise your rights.",
      },
      title: "Privacy policy",
      intro: "This website collects as little data as possible: no advertising, no tracking and no third-party audience measurement.",
      sections: [
        {
          heading: "Data controller",
          blocks: [
            [
              "The data controller is the publisher of the website, the independent project “Tahiti 2027” (see the ",
              { text: "legal notice", to: "/legal" },
              "). Contact: ",
              { email: true },
              ".",
            ],
          ],
        },
        {
          heading: "Legal framework",
          blocks: [
            [
              "In French Polynesia, personal data protection is governed by French Law No. 78-17 of 6 January 1978, known as the ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " (French Data Protection Act), which refers to the rules of the General Data Protection Regulation (GDPR).",
            ],
            ["The supervisory authority is the CNIL (", { text: "Commission nationale de l'informatique et des libertés", lang: "fr" }, "), the French data protection authority."],
          ],
        },
        {
          heading: "What data is processed and why",
          blocks: [
            "The website only processes the data it needs to work:",
            {
              list: [
                "Contact form messages: name, email address, telephone number if given, subject, chosen department and message, stored in order to reply to you.",
                "Partnership requests: company name, contact person, email address, telephone number if given, category and message, stored in order to consider the request and reply to you.",
                "Accounts, if you create one (in particular for editing and running the website): email address, name, role, password stored only in hashed form (never in plain text) and sign-in sessions (date, IP address and browser used).",
                "Server logs: IP address, requested page, date and time, and the server's response, recorded for the security of the website (detecting abuse and failures).",
                ["Strictly necessary cookies: access to the website while it is in preparation, the language chosen and the session of signed-in accounts (see the ", { text: "cookie policy", to: "/cookies" }, ")."],
              ],
            },
            "The website uses no advertising, no tracking and no third-party audience measurement tool. Your data is never sold or used for commercial purposes.",
          ],
        },
        {
          heading: "Legal bases",
          blocks: [
            {
              list: [
                "Replying to messages: the publisher's legitimate interest in answering people who contact it; for a partnership request, steps taken at your request before entering into an agreement.",
                "Accounts: performance of the terms of use you accept when creating an account.",
                "Server logs and strictly necessary cookies: the publisher's legitimate interest in keeping the website secure and working.",
              ],
            },
          ],
        },
        {
          heading: "Recipients",
          blocks: [
            "Only the “Tahiti 2027” project team has access to this data. The website's host and, where applicable, the email delivery service process it solely to provide the technical service. No data is passed on to advertisers or social networks.",
          ],
        },
        {
          heading: "How long data is kept",
          blocks: [
            {
              list: [
                "Messages and partnership requests: as long as needed to handle them, and no later than the end of 2028.",
                "Accounts: until the account is deleted, and no later than the end of 2028.",
                "Sign-in sessions: 7 days, extended while the account is in use; a session is deleted when you sign out.",
                "Server logs: no longer than needed for the security of the website, and no later than the end of 2028.",
                ["Cookies: their durations are given in the ", { text: "cookie policy", to: "/cookies" }, "."],
              ],
            },
            "After these periods, the data is deleted.",
          ],
        },
        {
          heading: "Security",
          blocks: [
            "Passwords are stored in hashed form, sign-in cookies cannot be read by page scripts, repeated password attempts are limited and administration is restricted to authorised accounts.",
          ],
        },
        {
          heading: "Your rights",
          blocks: [
            "You have the following rights over the data concerning you:",
            {
              list: [
                "right of access: to know what data is processed and obtain a copy of it;",
                "right to rectification: to have inaccurate or incomplete data corrected;",
                "right to erasure: to have your data deleted;",
                "right to object: to object to processing based on the publisher's legitimate interest;",
                "right to data portability: to receive the data you provided in a common, machine-readable format, in the cases provided for by the GDPR.",
              ],
            },
          ],
        },
        {
          heading: "Exercising your rights",
          blocks: [
            [
              "Write to ",
              { email: true },
              ", stating your request and the email address concerned. We reply within one month. If there is doubt about your identity, we may ask you to prove it.",
            ],
            [
              "You may also lodge a complaint with the CNIL at any time: ",
              { text: "www.cnil.fr/fr/plaintes", href: "https://www.cnil.fr/fr/plaintes" },
              " (in French).",
            ],
          ],
        },
        {
          heading: "Changes",
          blocks: ["This policy may change as the website evolves, for example if new forms are added. The date of the last update is shown at the top of the page."],
        },
      ],
    },
    terms: {
      meta: {
        title: "Terms of use — Tahiti 2027",
        description: "The rules for using Tahiti 2027, an independent information website: access, intellectual property, links, liability and applicable law.",
      },
      title: "Terms of use",
      intro: "By using this website, you accept the terms below.",
      sections: [
        {
          heading: "Purpose of the website",
          blocks: [
            "The “Tahiti 2027” website informs the public about the 18th Pacific Games: news, sports, delegations, venues, accreditation, volunteering and partnerships.",
            "It is an independent project: it is not the official website of the organising committee, and it does not replace the official information published by the COJ Tahiti 2027.",
          ],
        },
        {
          heading: "Access to the website",
          blocks: [
            "While it is in preparation, the website is reserved for people who have the shared access password. Do not pass this password on to anyone who has not been invited.",
            "Access to the website is free of charge. The publisher may suspend, restrict or change it at any time, in particular for maintenance.",
          ],
        },
        {
          heading: "Accounts",
          blocks: [
            "Accounts are used to edit and run the website. You are responsible for keeping your password confidential and for everything done with your account. The publisher may suspend an account that is misused.",
          ],
        },
        {
          heading: "Acceptable use",
          blocks: [
            {
              list: [
                "Do not send any unlawful, abusive or unsolicited advertising content through the forms.",
                "Do not try to get around the website's protections or to disrupt how it works.",
              ],
            },
          ],
        },
        {
          heading: "Intellectual property",
          blocks: [
            "The texts, layout and code of the website are protected by copyright. You may quote short extracts with the source; any other reproduction requires the publisher's permission.",
            "The names, logos and mascots of the Pacific Games and of Tahiti 2027, and the trademarks mentioned, belong to their owners. Mentioning them on this website implies no partnership with or endorsement by them.",
          ],
        },
        {
          heading: "Links to other websites",
          blocks: [
            "The website contains links to other websites, such as those of institutions or social networks. They open in a new tab, which is announced to screen readers. The publisher does not control these websites and is not responsible for their content or for how they process data.",
          ],
        },
        {
          heading: "Liability",
          blocks: [
            "The information on the website is given for guidance only. Dates, figures, venues and programmes may change: check them with the COJ Tahiti 2027 before making any decision.",
            ["The publisher strives to keep this information accurate and up to date, but cannot guarantee that it is free of errors or that the website is always available. Please report any error to ", { email: true }, "."],
          ],
        },
        {
          heading: "Applicable law and disputes",
          blocks: [
            "These terms are governed by French law. In the event of a dispute, an amicable solution is sought first; failing that, the dispute is brought before the competent courts of Papeete.",
          ],
        },
        {
          heading: "Changes to these terms",
          blocks: ["These terms may be updated. The version in force is the one published on this page, with the date of its last update."],
        },
      ],
    },
    cookies: {
      meta: {
        title: "Cookie policy — Tahiti 2027",
        description: "The six strictly necessary cookies set by the Tahiti 2027 website, what they do and how long they last.",
      },
      title: "Cookie policy",
      intro: "This website only uses cookies that are strictly necessary for it to work: no advertising, tracking or audience measurement cookies.",
      sections: [
        {
          heading: "What is a cookie?",
          blocks: [
            "A cookie is a small text file that a website stores in your browser to remember a piece of information from one page to the next, for example that you have entered the access password.",
          ],
        },
        {
          heading: "The cookies on this website",
          blocks: [
            "The six cookies below are strictly necessary. They are set by the website itself (no third-party cookies) and are never used to follow you on other websites. Only t27_account, which holds no data, can be read by page scripts; the others cannot.",
            {
              table: {
                caption: "Cookies set by the Tahiti 2027 website",
                nameHeader: "Name",
                purposeHeader: "Purpose",
                durationHeader: "Duration",
                rows: [
                  {
                    name: "t27_gate",
                    purpose: "Remembers that you entered the shared access password, so that it is not asked for on every page while the website is in preparation.",
                    duration: "30 days",
                  },
                  {
                    name: "t27_flash",
                    purpose: "Shows the welcome message once after the website is unlocked, then is deleted.",
                    duration: "60 seconds",
                  },
                  {
                    name: "lang",
                    purpose: "Remembers the language chosen in the language menu, so that the home page opens in it when you come back. Set only if you choose a language.",
                    duration: "1 year",
                  },
                  {
                    name: "better-auth.session_token",
                    purpose: "Keeps an account signed in (editing, administration). Set only when you sign in, deleted when you sign out. Over a secure connection (HTTPS), its name starts with “__Secure-”.",
                    duration: "7 days, extended while the account is in use",
                  },
                  {
                    name: "t27_account",
                    purpose: "Tells the page that an account is signed in, so it can show the account menu in the header. Holds only “1”, no personal data; set and deleted with the sign-in cookie.",
                    duration: "7 days, like the sign-in cookie",
                  },
                  {
                    name: "better-auth.two_factor",
                    purpose: "Links the two steps of signing in to a staff account with two-step verification on: set after the password, deleted as soon as the code is accepted. Over a secure connection (HTTPS), its name starts with “__Secure-”.",
                    duration: "10 minutes",
                  },
                ],
              },
            },
          ],
        },
        {
          heading: "Why there is no consent banner",
          blocks: [
            [
              "Cookies that are strictly necessary for a website to work, or for a service you request such as the choice of language, do not require your consent under the ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " and the CNIL's recommendations. This website only uses such cookies, so it does not show a consent banner.",
            ],
            "If audience measurement is ever added, it will work without cookies, and this page will be updated.",
          ],
        },
        {
          heading: "Managing cookies",
          blocks: [
            "You can delete or block cookies in your browser settings. Please note:",
            {
              list: [
                ["without the ", { code: "t27_gate" }, " cookie, you are asked for the access password again, and the website cannot be reached while it is in preparation if this cookie is blocked;"],
                ["without the ", { code: "lang" }, " cookie, the home page opens in French;"],
                ["without the session cookie, you cannot sign in to an account."],
              ],
            },
          ],
        },
        {
          heading: "Find out more",
          blocks: [["For how your data is processed, see the ", { text: "privacy policy", to: "/privacy" }, ". For any question: ", { email: true }, "."]],
        },
      ],
    },
  },
};
