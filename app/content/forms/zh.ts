import type { FormMessages } from "./types.ts";

export const zh: FormMessages = {
  requiredHint: "标有星号（*）的字段为必填项。",
  optional: "（选填）",
  errors: {
    required: "此字段为必填项",
    email: "电子邮件地址无效",
    tooShort: "至少 {{limit}} 个字符",
    tooLong: "最多 {{limit}} 个字符",
    phone: "电话号码无效：只能包含数字、空格、+、-、. 和括号",
    choice: "请从列表中选择一项",
  },
  invalidSummary: "表单有误，请更正标出的字段后重新提交。",
  rateLimited: "您的网络连接提交的表单过多，请在 {{delay}}后重试。",
  sending: "正在发送…",
  honeypotLabel: "请勿填写此字段",
};
