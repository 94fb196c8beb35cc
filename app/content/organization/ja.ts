import type { OrganizationContent } from "./types.ts";

export const ja: OrganizationContent = {
  meta: {
    title: "運営組織 — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 組織委員会（COJ）の指導部、専門委員会、連絡先。",
  },
  title: "運営組織",
  intro: "Tahiti 2027 パシフィックゲームズ組織委員会（COJ）は、フランス領ポリネシアがTahiti、Moorea、Raiateaの3島で開催する第18回大会の準備を進めています。",
  leadershipTitle: "委員会の指導部",
  leadershipIntro: "COJ Tahiti 2027 は、会長と事務総長が率いています。",
  commissionsTitle: "専門委員会",
  commissionsIntro: "専門委員会が、それぞれの分野で大会の準備を分担しています。",
  compositionLabel: "構成メンバー",
  contactTitle: "委員会へのお問い合わせ",
  contactIntro: "大会の運営に関するご質問は、委員会へのメール、またはお問い合わせフォームからお寄せください。",
  addressLabel: "所在地",
  emailLabel: "メール",
  contactFormLink: "お問い合わせフォームへ",
};
