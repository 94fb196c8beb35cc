import type { AccreditationContent } from "./types.ts";

export const zh: AccreditationContent = {
  meta: {
    title: "注册认证 — Tahiti 2027",
    description: "2027年塔希提太平洋运动会的注册认证类型、所需材料、截止日期及申请进入场馆的办理流程。",
  },
  title: "注册认证",
  intro: "媒体、技术官员、嘉宾、工作人员和志愿者：注册认证让您根据自己的角色进入运动会各场馆。",
  typesTitle: "注册认证类型",
  typesIntro: "每个类别都有各自的所需材料、截止日期和通行区域。",
  requirementsLabel: "所需材料",
  deadlineLabel: "截止日期",
  statusLabel: "状态",
  statuses: { upcoming: "{{date}}开放申请", open: "开放申请", closed: "已截止", invitation: "仅限受邀" },
  apply: "提交申请",
  processTitle: "四个步骤",
  process: [
    { title: "在线申请", text: "选择您的注册认证类别并提交申请。" },
    { title: "证明材料", text: "附上您所属类别要求的材料。" },
    { title: "审核", text: "注册认证团队将在2至3周内审核您的申请。" },
    { title: "确认", text: "确认证件将通过电子邮件发送给您。" },
  ],
  processNote: "在注册认证团队审核通过之前，您可以随时修改申请。",
  formsTitle: "表格下载",
  formsIntro: "PDF表格尚未发布。在此期间，请在线提交申请。",
  forms: {
    media: "媒体注册认证表",
    officials: "技术官员注册认证表",
    volunteers: "志愿者注册认证表",
  },
  formUnavailable: "暂未提供",
  datesTitle: "重要日期",
  dates: {
    requestsOpen: "开始接受申请",
    deadline: "申请截止",
    confirmation: "注册认证确认",
  },
  supportTitle: "需要帮助？",
  supportText: "对申请或所需材料有疑问？请联系我们。",
  supportEmailLabel: "电子邮件",
  supportContactLink: "联系表单",
  faqTitle: "常见问题",
  faq: [
    {
      question: "处理一份申请需要多长时间？",
      answer: "材料齐全后，注册认证团队将在2至3周内完成审核。",
    },
    {
      question: "提交后还能修改申请吗？",
      answer: "可以，只要注册认证团队尚未审核通过。",
    },
    {
      question: "我的证件可以进入所有场馆吗？",
      answer: "不可以。不同类型的证件对应不同的通行区域，取决于您的注册认证类别。",
    },
    {
      question: "如何获得贵宾注册认证？",
      answer: "贵宾与嘉宾注册认证不接受申请，仅由组委会邀请发放。",
    },
  ],
};
