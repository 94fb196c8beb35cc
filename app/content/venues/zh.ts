import type { VenuesContent } from "./types.ts";

export const zh: VenuesContent = {
  meta: {
    title: "比赛场馆 — Tahiti 2027",
    description: "2027 年塔希提第十八届太平洋运动会在塔希提岛、茉莉亚岛和赖阿特阿岛的比赛场馆：地图、市镇、项目和容量。",
  },
  title: "比赛场馆",
  intro: "已公布的运动会比赛场馆，分布在三座岛屿：Tahiti、Moorea 和 Raiatea。",
  changeNotice: "以下场馆由组委会公布，部分场馆仍可能调整。组委会计划共设 22 至 30 个场馆。",
  islandsTitle: "各岛场馆",
  venueCount: { one: "个已列场馆", other: "个已列场馆" },
  mapTitle: "场馆地图",
  mapLabel: "{island} 的示意地图，标有其场馆的编号标记；每个标记链接到该场馆的介绍。",
  mapCaption:
    "示意地图，岛屿轮廓经过简化，每个岛屿一幅，各有各的比例尺。标记表示场馆所在的市镇或街区，并非确切位置。",
  mapNorth: "北",
  islandOnlyNote: "这些场馆在岛上的具体位置尚未公布：其标记放在岛屿中部。",
  card: {
    island: "岛屿",
    commune: "市镇",
    sports: "项目",
    capacity: "容量",
    capacityAbout: "约 {count} 个座位",
    address: "地址",
    services: "现场服务",
    accessibility: "无障碍设施",
    ceremonies: "仪式",
    mapMarker: "标记 {number}",
  },
};
