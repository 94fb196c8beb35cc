import type { CountriesContent } from "./types.ts";

export const zh: CountriesContent = {
  meta: {
    title: "国家和代表团 — Tahiti 2027",
    description: "在太平洋地图上查看第十八届太平洋运动会 Tahiti 2027 的 {count} 个代表团及其参赛身份和成绩。",
  },
  title: "国家和代表团",
  intro: "来自太平洋各地的代表团齐聚法属波利尼西亚，参加第十八届太平洋运动会。",
  summaryTitle: "代表团数据",
  summary: {
    total: "个代表团",
    members: "个太平洋运动会理事会成员",
    invited: "个受邀代表团",
  },
  invitedNote: "澳大利亚和新西兰受邀参加部分比赛项目。",
  athletesNote: "2027 年各代表团的运动员人数尚未公布。",
  mapTitle: "代表团地图",
  mapLabel:
    "太平洋地图，范围为东经 110° 至西经 140°、北纬 30° 至南纬 50°，{count} 个代表团各有一个标记；运动会东道主 Tahiti 以醒目方式标出。地图下方是代表团列表。",
  mapCaption: "标记位于各代表团的首府或主岛（位置为近似值）。",
  mapScrollHint: "左右滑动地图即可查看整个太平洋。",
  legendDelegation: "代表团",
  legendHost: "运动会东道主",
  compass: { north: "N", south: "S", east: "E", west: "W" },
  listTitle: "全部代表团",
  codeLabel: "代码",
  status: {
    member: "太平洋运动会理事会成员",
    invited: "受邀参加部分项目",
    host: "运动会东道主",
  },
  medals: { gold: "金牌", silver: "银牌", bronze: "铜牌" },
  delegation: {
    metaTitle: "{name}（{code}） — Tahiti 2027",
    metaDescription: "{name}代表团在第十八届太平洋运动会 Tahiti 2027：参赛身份、奖牌和已记录的成绩。",
    statusTitle: "参赛身份",
    medalsTitle: "奖牌",
    resultsTitle: "成绩",
    resultsCaption: "{name}代表团的成绩，按时间从新到旧排列",
    resultsEmpty: "该代表团暂无已记录的成绩。",
    columns: { rank: "名次", date: "日期", sport: "项目", event: "小项", athlete: "运动员", result: "成绩", medal: "奖牌" },
    noMedal: "无奖牌",
    noRank: "名次未公布",
    back: "全部代表团",
  },
};
