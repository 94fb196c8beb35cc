import type { GamesContent } from "./types.ts";

export const ja: GamesContent = {
  meta: {
    title: "大会概要 — Tahiti 2027",
    description: "フランス領ポリネシアで開催される第18回パシフィックゲームズの主なデータ、歴史、ビジョン、組織委員会からのメッセージ。",
  },
  title: "大会について",
  intro: "フランス領ポリネシアが、太平洋の国と地域が集うスポーツの祭典、第18回パシフィックゲームズを開催します。",
  place: "フランス領ポリネシア",
  video: {
    button: "ローンチ動画を見る",
    title: "ローンチ動画",
    message: "大会のローンチ動画はまだ公開されていません。公開され次第、このページに掲載します。",
    close: "閉じる",
  },
  factsTitle: "Tahiti 2027 の概要",
  facts: {
    timesHosted: "Tahitiでの開催回数（1971年Papeete、1995年PiraeとPapeete、そして2027年）",
    selection: "パシフィックゲームズ評議会が、立候補したバヌアツを抑えてフランス領ポリネシアを開催地に選定",
    sports: "実施競技数",
    delegations: "参加予定の選手団数",
    islands: "開催島の数",
    mascots: "マスコット：RaiateaのタコとTatakotoのサンゴ",
  },
  exploreTitle: "大会を知る",
  historyCard: {
    title: "大会の歴史",
    text: "Suvaでの第1回大会からTahiti 2027まで。その起源、全大会、主な数字を紹介します。",
  },
  visionCard: {
    title: "私たちのビジョン",
    text: "Tahiti 2027 の使命、4つの柱、価値観、そして残したいレガシー。",
  },
  messageTitle: "組織委員会からのメッセージ",
  sloganTranslation: "「ひとつの民、ひとつの海、皆でひとつになって大会を祝おう」",
  sloganCaption: "大会組織委員会（COJ Tahiti 2027）のスローガン",
  messageText:
    "組織委員会の会長はNoelline Parker、事務総長はSteeve Raoulxです。この独立サイトは、両名の名義でいかなる声明も掲載しません。委員会の公式メッセージは委員会自身が発表しています。",
};
