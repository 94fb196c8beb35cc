import type { SportsContent } from "./types.ts";

export const ja: SportsContent = {
  meta: {
    title: "競技 — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 の{count}競技：必須競技、選択競技、パラ競技と会場。",
  },
  title: "競技",
  intro: "2025年7月に承認された第18回パシフィックゲームズの競技プログラム：必須競技、選択競技、パラ種目。",
  statsTitle: "数字で見る競技プログラム",
  stats: { sports: "競技", compulsory: "必須競技", optional: "選択競技", islands: "島" },
  notPublished: ["競技ごとの参加者数はまだ発表されていません。", "競技スケジュールと日程はまだ発表されていません。"],
  compulsoryTitle: "必須競技",
  compulsoryIntro: "パシフィックゲームズの各大会が必ず実施する競技です。",
  optionalTitle: "選択競技",
  optionalIntro: "Tahiti 2027 がプログラムに加えるために選んだ競技です。",
  badges: { compulsory: "必須", optional: "選択", para: "パラ", paraPending: "パラ・ヴァアは承認待ち" },
  venuesLabel: "会場",
  venueToConfirm: "会場は未定",
  paraTitle: "パラ競技",
  paraIntro: "次の競技でパラ種目が予定されています：",
  venuesLink: "すべての会場を見る",
};
