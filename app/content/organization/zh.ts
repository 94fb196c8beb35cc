import type { OrganizationContent } from "./types.ts";

export const zh: OrganizationContent = {
  meta: {
    title: "组织机构 — Tahiti 2027",
    description: "第十八届太平洋运动会 Tahiti 2027 组织委员会（COJ）的领导层、专门委员会及联系方式。",
  },
  title: "组织机构",
  intro: "Tahiti 2027 太平洋运动会组织委员会（COJ）正在筹备第十八届运动会。本届运动会由法属波利尼西亚承办，赛事分布在 Tahiti、Moorea 和 Raiatea 三岛。",
  leadershipTitle: "委员会领导层",
  leadershipIntro: "COJ Tahiti 2027 由主席和总干事领导。",
  commissionsTitle: "专门委员会",
  commissionsIntro: "各专门委员会分工负责运动会的筹备工作，各司其职。",
  compositionLabel: "成员组成",
  contactTitle: "联系组织委员会",
  contactIntro: "如对运动会的组织工作有任何疑问，请致信组织委员会或使用联系表单。",
  addressLabel: "地址",
  emailLabel: "电子邮箱",
  contactFormLink: "前往联系表单",
};
