import type { CountriesContent } from "./types.ts";

export const ja: CountriesContent = {
  meta: {
    title: "国・地域と選手団 — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 に参加する{count}の選手団を太平洋の地図で紹介し、各選手団の参加区分と成績を掲載します。",
  },
  title: "国・地域と選手団",
  intro: "太平洋各地の選手団が、第18回パシフィックゲームズのためにフランス領ポリネシアに集まります。",
  summaryTitle: "数字で見る選手団",
  summary: {
    total: "選手団",
    members: "パシフィックゲームズ評議会の加盟メンバー",
    invited: "招待選手団",
  },
  invitedNote: "オーストラリアとニュージーランドは、競技プログラムの一部に招待されています。",
  athletesNote: "2027年大会の各選手団の選手数は、まだ発表されていません。",
  mapTitle: "選手団の地図",
  mapLabel:
    "東経110°から西経140°、北緯30°から南緯50°までの太平洋の地図。{count}の選手団それぞれに印があり、開催地のTahitiが強調表示されています。地図の下に選手団の一覧があります。",
  mapCaption: "印は各選手団の首都または主な島の位置を示します（おおよその位置）。",
  mapScrollHint: "地図を左右にスワイプすると太平洋全体を見られます。",
  legendDelegation: "選手団",
  legendHost: "大会開催地",
  compass: { north: "N", south: "S", east: "E", west: "W" },
  listTitle: "すべての選手団",
  codeLabel: "コード",
  status: {
    member: "パシフィックゲームズ評議会の加盟メンバー",
    invited: "競技プログラムの一部に招待",
    host: "大会開催地",
  },
  medals: { gold: "金", silver: "銀", bronze: "銅" },
  delegation: {
    metaTitle: "{name}（{code}） — Tahiti 2027",
    metaDescription: "第18回パシフィックゲームズ Tahiti 2027 における{name}選手団の参加区分、メダル、記録された成績。",
    statusTitle: "参加区分",
    medalsTitle: "メダル",
    resultsTitle: "成績",
    resultsCaption: "{name}選手団の成績（新しい順）",
    resultsEmpty: "この選手団の成績はまだ記録されていません。",
    columns: { rank: "順位", date: "日付", sport: "競技", event: "種目", athlete: "選手", result: "記録", medal: "メダル" },
    noMedal: "メダルなし",
    noRank: "順位の記録なし",
    back: "すべての選手団",
  },
};
