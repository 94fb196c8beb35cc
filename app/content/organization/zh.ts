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
  roles: {
    president: "组织委员会主席",
    directorGeneral: "组织委员会总干事",
  },
  commissionsTitle: "专门委员会",
  commissionsIntro: "七个专门委员会分工负责运动会的筹备工作，各司其职。",
  commissions: [
    { icon: "sport", name: "体育委员会", description: "与各单项协会共同组织比赛：体育项目设置、赛程安排、技术官员和竞赛规则。" },
    { icon: "venues", name: "场馆与基础设施委员会", description: "筹备并改造 Tahiti、Moorea 和 Raiatea 的比赛及训练场馆。" },
    { icon: "volunteers", name: "志愿者与人力资源委员会", description: "招募、培训并协调为运动会服务的志愿者和工作人员。" },
    { icon: "culture", name: "文化与仪式委员会", description: "策划开幕式、闭幕式以及与运动会同期举办的文化活动。" },
    { icon: "media", name: "传播与媒体委员会", description: "向公众发布信息，接待新闻界，并筹备面向注册媒体的各项服务。" },
    { icon: "logistics", name: "后勤、交通与住宿委员会", description: "负责各代表团的接待、住宿，以及场馆之间和岛屿之间的交通。" },
    { icon: "partnerships", name: "合作与财务委员会", description: "拓展与企业和机构的合作，并管理运动会预算。" },
  ],
  compositionLabel: "成员组成",
  compositionPending: "将由组织委员会公布。",
  contactTitle: "联系组织委员会",
  contactIntro: "如对运动会的组织工作有任何疑问，请致信组织委员会或使用联系表单。",
  addressLabel: "地址",
  emailLabel: "电子邮箱",
  contactFormLink: "前往联系表单",
};
