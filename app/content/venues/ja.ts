import type { VenuesContent } from "./types.ts";

export const ja: VenuesContent = {
  meta: {
    title: "会場 — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 のタヒチ島、モーレア島、ライアテア島の会場：地図、コミューン、競技、収容人数。",
  },
  title: "会場",
  intro: "大会に向けて発表された競技会場は、Tahiti、Moorea、Raiatea の3つの島にあります。",
  changeNotice: "これらの会場は主催者が発表したもので、一部はまだ変更される可能性があります。主催者は全体で22〜30か所の会場を予定しています。",
  islandsTitle: "島ごとの会場",
  venueCount: { one: "会場", other: "会場" },
  mapTitle: "会場マップ",
  mapLabel: "{island} の概略地図と、その会場の番号付きマーカー。各マーカーから会場の紹介へ移動できます。",
  mapCaption:
    "輪郭を簡略化した概略地図で、島ごとに1枚、それぞれ縮尺が異なります。マーカーは会場のあるコミューンまたは地区を示し、正確な位置ではありません。",
  mapNorth: "北",
  islandOnlyNote: "これらの会場の島内の位置はまだ発表されていません。マーカーは島の中央に置いています。",
  card: {
    island: "島",
    commune: "コミューン",
    sports: "競技",
    capacity: "収容人数",
    capacityAbout: "約{count}席",
    address: "住所",
    services: "現地のサービス",
    accessibility: "アクセシビリティ",
    ceremonies: "式典",
    mapMarker: "マーカー {number}",
  },
};
