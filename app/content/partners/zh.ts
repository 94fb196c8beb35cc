import type { PartnersContent } from "./types.ts";

export const zh: PartnersContent = {
  meta: {
    title: "合作伙伴 — Tahiti 2027",
    description: "2027 年塔希提第十八届太平洋运动会的四个合作级别，以及成为合作伙伴的申请表。",
  },
  title: "合作伙伴",
  intro: "让您的企业或机构与第十八届太平洋运动会携手同行。这是太平洋地区的综合性体育盛会，将于 2027 年 8 月在塔希提岛、莫雷阿岛和赖阿特阿岛举行。",
  tiersTitle: "合作级别",
  tiersIntro: "合作伙伴名单将在正式公布后在此发布。以下权益仅供参考，具体内容将与每位合作伙伴商定。",
  benefitsLabel: "合作权益",
  packageLabel: "合作内容",
  institutionalLinksLabel: "运动会相关机构",
  tierPartnersLabel: "已公布的合作伙伴",
  tierCta: "咨询此合作级别",
  tiers: {
    premium: {
      name: "官方合作伙伴",
      description: "与运动会最高级别的合作，面向与组委会长期携手的企业。",
      benefits: ["与 Tahiti 2027 品牌的最高级别关联", "在比赛场馆和仪式期间获得曝光", "在宣传中使用运动会的标志和徽章", "优先参加官方活动"],
      package: ["在网站、印刷品和场馆屏幕上展示标志", "开闭幕式和决赛的贵宾席位", "在运动会场馆开展品牌推广活动", "用于宣传的独家内容"],
    },
    gold: {
      name: "主要赞助商",
      description: "支持运动会、在波利尼西亚公众和太平洋各代表团中获得高度曝光的企业。",
      benefits: ["在比赛场馆获得曝光", "与某个运动项目、某座岛屿或某项运动会计划相关联", "在官方宣传中提及"],
      package: ["在网站和宣传材料上展示标志", "受邀参加运动会活动", "与组委会共同开展公关活动"],
    },
    institutional: {
      name: "机构合作伙伴",
      description: "与组委会一同支持和指导运动会的公共机构和体育机构。",
      benefits: ["参与一项对法属波利尼西亚和太平洋地区具有重要意义的项目", "与组委会在基础设施、安全和接待方面协调合作", "弘扬运动会的体育和文化遗产"],
      package: ["出现在运动会的机构宣传中", "参加仪式和官方活动", "获取活动总结报告"],
    },
    supplier: {
      name: "官方供应商",
      description: "为运动会的组织工作提供产品、服务或专业技能的企业。",
      benefits: ["在您的产品或服务类别中获得官方供应商称号", "向各代表团和观众展示您的专业能力", "成为国际体育赛事的合作案例"],
      package: ["在运动会网站上展示标志", "列入官方供应商名单", "可以产品或服务形式提供支持"],
    },
  },
  form: {
    title: "成为合作伙伴",
    intro: "请向我们介绍您的机构和合作设想，我们会与您联系商讨。",
    labels: {
      company: "企业或机构名称",
      contact: "联系人",
      email: "电子邮件地址",
      phone: "电话",
      category: "合作类型",
      message: "合作设想",
    },
    categoryPlaceholder: "尚未确定",
    messageHint: "最多 {{max}} 个字符。",
    submit: "发送申请",
    successTitle: "申请已发送",
    successText: "我们将与您联系，商讨合作机会。",
  },
  categories: {
    official: "官方合作伙伴",
    sponsor: "主要赞助商",
    supplier: "官方供应商",
    institutional: "机构合作伙伴",
  },
};
