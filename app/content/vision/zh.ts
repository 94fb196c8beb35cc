import type { VisionContent } from "./types.ts";

export const zh: VisionContent = {
  meta: {
    title: "我们的愿景 — Tahiti 2027",
    description: "第十八届太平洋运动会 Tahiti 2027 的使命、四大支柱、价值观与遗产。",
  },
  breadcrumbGames: "运动会",
  title: "我们的愿景",
  intro: "一届展现法属波利尼西亚风貌的运动会：热情好客，以自身文化为荣，面向太平洋的未来。",
  missionTitle: "我们的使命",
  mission:
    "在 Tahiti、Moorea 和 Raiatea 三座岛屿上，为太平洋地区的运动员奉献一届卓越的运动会，让第十八届运动会成为全体法属波利尼西亚人民共享的盛会，践行“一个民族，一片海洋，团结一心，共庆运动会”的口号。",
  pillarsTitle: "四大支柱",
  pillars: [
    { icon: "mana", title: "波利尼西亚的玛纳（mana）", text: "让波利尼西亚的文化、语言和传统技艺融入每一场仪式、每一个场馆和每一次迎宾。" },
    { icon: "unity", title: "太平洋的团结", text: "二十四个代表团因同一片海洋而相聚，彼此友好，相互尊重。" },
    { icon: "sustainability", title: "可持续发展", text: "一届简约的运动会，充分利用现有设施，保护泻湖和岛屿。" },
    { icon: "excellence", title: "卓越竞技", text: "为运动员、技术官员和各队伍提供最高水准的比赛条件。" },
  ],
  valuesTitle: "我们的价值观",
  values: [
    { title: "热情好客", text: "以波利尼西亚式的热情迎接每一个代表团和每一位来宾。" },
    { title: "尊重", text: "尊重运动员、尊重太平洋各地文化、尊重自然环境。" },
    { title: "分享", text: "与各岛居民共享体育盛会的喜悦。" },
  ],
  legacyTitle: "运动会的遗产",
  sportingLegacyTitle: "体育遗产",
  sportingLegacy: [
    "翻新或新建的体育设施，例如位于 Faa'a 的新乒乓球和羽毛球馆",
    "具备大型赛事组织能力的俱乐部和志愿者",
    "受家门口的运动会激励而成长的新一代波利尼西亚运动员",
  ],
  culturalLegacyTitle: "文化遗产",
  culturalLegacy: [
    "波利尼西亚文化在整个太平洋地区得到展示",
    "法属波利尼西亚各岛屿和群岛之间的联系更加紧密",
    "志愿者计划 'A Ti'aturu，让民众围绕运动会凝聚在一起",
  ],
};
