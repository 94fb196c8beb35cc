import type { SportsContent } from "./types.ts";

export const zh: SportsContent = {
  meta: {
    title: "比赛项目 — Tahiti 2027",
    description: "2027 年塔希提第十八届太平洋运动会的 {count} 个大项：必设项目、选设项目、残疾人项目及比赛场馆。",
  },
  title: "比赛项目",
  intro: "第十八届太平洋运动会的比赛项目于 2025 年 7 月获批，包括必设项目、选设项目和残疾人项目。",
  statsTitle: "项目数据",
  stats: { sports: "个大项", compulsory: "个必设项目", optional: "个选设项目", islands: "座岛屿" },
  notPublished: ["各项目的参赛人数尚未公布。", "比赛日程和赛程安排尚未公布。"],
  compulsoryTitle: "必设项目",
  compulsoryIntro: "每届太平洋运动会都必须列入的项目。",
  optionalTitle: "选设项目",
  optionalIntro: "Tahiti 2027 为充实赛程而选定的项目。",
  badges: { compulsory: "必设", optional: "选设", para: "残疾人项目", paraPending: "残疾人 Va'a 待批准" },
  venuesLabel: "场馆",
  venueToConfirm: "场馆待定",
  paraTitle: "残疾人项目",
  paraIntro: "以下项目计划设立残疾人比赛：",
  venuesLink: "查看全部场馆",
};
