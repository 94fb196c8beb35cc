import type { VisionContent } from "./types.ts";

export const ja: VisionContent = {
  meta: {
    title: "私たちのビジョン — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 の使命、4つの柱、価値観、そしてレガシー。",
  },
  breadcrumbGames: "大会について",
  title: "私たちのビジョン",
  intro: "フランス領ポリネシアらしい大会に。温かく人々を迎え、自らの文化を誇り、太平洋の未来を見据える大会です。",
  missionTitle: "私たちの使命",
  mission:
    "Tahiti、Moorea、Raiateaの3島で、太平洋のアスリートに最高水準の大会を提供すること。そして「ひとつの民、ひとつの海、皆でひとつになって大会を祝おう」というスローガンのもと、この第18回大会をフランス領ポリネシア全体で分かち合う祭典にすることです。",
  pillarsTitle: "4つの柱",
  pillars: [
    { icon: "mana", title: "ポリネシアのマナ", text: "ポリネシアの文化、言語、伝統の技を、すべての式典、すべての会場、すべてのおもてなしに。" },
    { icon: "unity", title: "太平洋の団結", text: "ひとつの海のもとに集う24の選手団が、友情と互いへの敬意で結ばれます。" },
    { icon: "sustainability", title: "持続可能性", text: "既存の施設を活用し、ラグーンと島々を守る、簡素な大会を目指します。" },
    { icon: "excellence", title: "競技の卓越性", text: "選手、審判・役員、チームに最高レベルの競技環境を提供します。" },
  ],
  valuesTitle: "私たちの価値観",
  values: [
    { title: "おもてなし", text: "すべての選手団と来訪者を、ポリネシアの温かさで迎えます。" },
    { title: "尊重", text: "選手、太平洋の多様な文化、そして環境を尊重します。" },
    { title: "分かち合い", text: "スポーツの祭典を、すべての島の人々と分かち合います。" },
  ],
  legacyTitle: "大会のレガシー",
  sportingLegacyTitle: "スポーツのレガシー",
  sportingLegacy: [
    "Faa'aに新設される卓球・バドミントン会場をはじめとする、改修・新設されたスポーツ施設",
    "大規模な競技会の運営ノウハウを身につけたクラブとボランティア",
    "地元開催の大会に刺激を受けた、ポリネシアの新世代アスリート",
  ],
  culturalLegacyTitle: "文化のレガシー",
  culturalLegacy: [
    "太平洋全域に向けて発信されるポリネシア文化",
    "フランス領ポリネシアの島々と諸島間の、より強い結びつき",
    "住民が大会のもとに集うボランティアプログラム「'A Ti'aturu」",
  ],
};
