import type { GamesContent } from "./types.ts";

export const zh: GamesContent = {
  meta: {
    title: "运动会概览 — Tahiti 2027",
    description: "在法属波利尼西亚举办的第十八届太平洋运动会：关键信息、历史、愿景以及组委会寄语。",
  },
  title: "运动会",
  intro: "法属波利尼西亚将承办第十八届太平洋运动会——太平洋各国家和地区的体育盛会。",
  place: "法属波利尼西亚",
  video: {
    button: "观看启动宣传片",
    title: "启动宣传片",
    message: "运动会启动宣传片尚未发布。一经发布，将添加到本页面。",
    close: "关闭",
  },
  factsTitle: "Tahiti 2027 速览",
  facts: {
    timesHosted: "Tahiti 承办运动会的次数：1971 年在 Papeete，1995 年在 Pirae 和 Papeete，以及 2027 年",
    selection: "太平洋运动会理事会选定法属波利尼西亚，击败瓦努阿图的申办",
    sports: "比赛大项数",
    delegations: "预计参赛代表团数",
    islands: "承办岛屿数",
    mascots: "吉祥物：Raiatea 的章鱼和 Tatakoto 的珊瑚",
  },
  exploreTitle: "了解运动会",
  historyCard: {
    title: "运动会历史",
    text: "从在 Suva 举办的首届运动会到 Tahiti 2027：起源、历届运动会和关键数字。",
  },
  visionCard: {
    title: "我们的愿景",
    text: "Tahiti 2027 的使命、四大支柱、价值观以及希望留下的遗产。",
  },
  messageTitle: "组委会寄语",
  sloganTranslation: "“一个民族，一片海洋，团结一心，共庆运动会”",
  sloganCaption: "运动会组委会（COJ Tahiti 2027）口号",
  messageText:
    "组委会主席为 Noelline Parker，总干事为 Steeve Raoulx。本网站为独立网站，不以他们的名义发表任何声明：组委会的官方信息由组委会自行发布。",
};
