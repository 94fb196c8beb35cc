import type { AthletesContent } from "./types.ts";

export const ja: AthletesContent = {
  meta: {
    title: "選手 — Tahiti 2027",
    description: "第18回パシフィックゲームズ Tahiti 2027 の選手向けサービス、出場資格、選手村、大会の精神。",
  },
  title: "選手",
  intro: "Tahiti、Moorea、Raiatea で太平洋各選手団の選手たちを待っているすべて。",
  figuresTitle: "数字で見る大会",
  figures: { athletes: "選手", delegations: "選手団", sports: "競技" },
  figuresNote: "数値は主催者が発表した見込みであり、変更される可能性があります。",
  servicesTitle: "選手向けサービス",
  servicesIntro: "各サービスの詳細は、組織委員会から各選手団に案内されます。",
  qualificationTitle: "出場資格の基準",
  qualificationIntro: "出場資格は、パシフィックゲームズ評議会の規則に基づき、各国の競技連盟と各選手団が管理します。詳しくは所属の連盟にお問い合わせください。",
  criteriaLabel: "基準",
  athletesCountLabel: "選手数",
  toBeConfirmed: "未定",
  villageTitle: "選手村",
  villageIntro: "大会期間中、選手団の生活の中心となる場所です。",
  village: { beds: "ベッド", distance: "主要会場から", restaurants: "レストラン" },
  amenitiesTitle: "選手村の設備",
  amenitiesNote: "予定のリストであり、組織委員会による確認が必要です。",
  valuesTitle: "大会の精神",
  valuesIntro: "選手、選手団、そしてフランス領ポリネシア全体が共有する価値観。",
  visionLink: "私たちのビジョンを見る",
};
