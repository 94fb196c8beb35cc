import type { AthletesContent } from "./types.ts";

export const zh: AthletesContent = {
  meta: {
    title: "运动员 — Tahiti 2027",
    description: "第十八届太平洋运动会 Tahiti 2027 的运动员服务、参赛资格、运动员村和运动会精神。",
  },
  title: "运动员",
  intro: "太平洋各代表团的运动员在 Tahiti、Moorea 和 Raiatea 将享有的一切。",
  figuresTitle: "数字看运动会",
  figures: { athletes: "运动员", delegations: "代表团", sports: "大项" },
  figuresNote: "以上数字为组织方公布的预估，可能会有变化。",
  servicesTitle: "运动员服务",
  servicesIntro: "各项服务的具体安排将由组委会告知各代表团。",
  qualificationTitle: "参赛资格标准",
  qualificationIntro: "参赛资格由各国家协会和各代表团按照太平洋运动会理事会的规则负责管理。详情请咨询您所在的协会。",
  criteriaLabel: "标准",
  athletesCountLabel: "运动员人数",
  toBeConfirmed: "待确认",
  villageTitle: "运动员村",
  villageIntro: "运动会期间各代表团的生活中心。",
  village: { beds: "床位", distance: "距主要场馆", restaurants: "餐厅" },
  amenitiesTitle: "运动员村设施",
  amenitiesNote: "此清单仅供参考，有待组委会确认。",
  valuesTitle: "运动会精神",
  valuesIntro: "运动员、各代表团与整个法属波利尼西亚共同秉持的价值观。",
  visionLink: "了解我们的愿景",
};
