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
  roles: {
    president: "組織委員会 会長",
    directorGeneral: "組織委員会 事務総長",
  },
  commissionsTitle: "専門委員会",
  commissionsIntro: "7つの専門委員会が、それぞれの分野で大会の準備を分担しています。",
  commissions: [
    { icon: "sport", name: "競技委員会", description: "各競技団体と協力して競技を運営します。競技プログラム、種目日程、技術役員、競技規則を担当します。" },
    { icon: "venues", name: "会場・インフラ委員会", description: "Tahiti、Moorea、Raiateaの競技会場と練習会場を準備・整備します。" },
    { icon: "volunteers", name: "ボランティア・人事委員会", description: "大会を支えるボランティアとスタッフを募集し、研修を行い、調整します。" },
    { icon: "culture", name: "文化・式典委員会", description: "開会式と閉会式、そして大会に合わせた文化プログラムを企画します。" },
    { icon: "media", name: "広報・メディア委員会", description: "一般の方々への情報発信と報道機関の受け入れを行い、登録メディア向けのサービスを準備します。" },
    { icon: "logistics", name: "輸送・宿泊・ロジスティクス委員会", description: "選手団の受け入れと宿泊、会場間・島間の移動を手配します。" },
    { icon: "partnerships", name: "パートナーシップ・財務委員会", description: "企業や団体とのパートナーシップを広げ、大会予算を管理します。" },
  ],
  compositionLabel: "構成メンバー",
  compositionPending: "組織委員会から発表される予定です。",
  contactTitle: "委員会へのお問い合わせ",
  contactIntro: "大会の運営に関するご質問は、委員会へのメール、またはお問い合わせフォームからお寄せください。",
  addressLabel: "所在地",
  emailLabel: "メール",
  contactFormLink: "お問い合わせフォームへ",
};
