import type { HistoryContent } from "./types.ts";

export const ja: HistoryContent = {
  meta: {
    title: "大会の歴史 — Tahiti 2027",
    description: "第1回パシフィックゲームズからTahiti 2027まで。大会の起源、全大会と開催都市、主な数字を紹介します。",
  },
  breadcrumbGames: "大会について",
  title: "大会の歴史",
  intro: "パシフィックゲームズは創設以来、太平洋の国と地域を結び続けてきました。Tahiti 2027 は第18回大会となります。",
  originsTitle: "大会の起源",
  originsText: "第1回パシフィックゲームズはフィジーで開催されました。1971年以降は4年ごとに、地域の国と地域が持ち回りで開催しています。",
  originsFacts: { year: "開催年", host: "開催都市", athletes: "選手数", sports: "競技数" },
  about: "約{value}",
  editionsTitle: "全大会",
  editionsIntro: "第1回からTahiti 2027までのパシフィックゲームズと開催都市。",
  editionLabel: "第{n}回",
  upcoming: "開催予定",
  frenchPolynesia: "フランス領ポリネシア",
  highlights: {
    first: "最初のパシフィックゲームズ。",
    tahiti1971: "Tahitiで初めての開催。",
    tahiti1995: "Tahitiで2度目の開催（PiraeとPapeete）。",
    honiara2023: "24の選手団、24競技。ニューカレドニアがメダル獲得数で首位（金メダル82個、合計197個）、Tahitiが2位（金メダル57個、合計160個）。",
    tahiti2027: "Tahitiで3度目の開催。",
  },
  medalsTitle: "メダル獲得数",
  medalsText: "ニューカレドニアは17大会のうち14大会でメダル獲得数の首位に立っています。2023年のHoniara大会では、Tahitiが2位でした。",
  keyFiguresTitle: "数字で見るパシフィックゲームズ",
  keyFiguresIntro: "パシフィックゲームズの主な数字（Tahiti 2027 を含む）。",
  keyFigures: {
    editions: "大会数",
    delegations: "選手団",
    athletes: "選手",
    sports: "競技",
  },
};
