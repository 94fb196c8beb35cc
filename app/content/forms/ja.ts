import type { FormMessages } from "./types.ts";

export const ja: FormMessages = {
  requiredHint: "アスタリスク（*）の付いた項目は必須です。",
  optional: "（任意）",
  errors: {
    required: "この項目は必須です",
    email: "メールアドレスが正しくありません",
    tooShort: "{{limit}}文字以上で入力してください",
    tooLong: "{{limit}}文字以内で入力してください",
    phone: "電話番号が正しくありません（数字、スペース、+、-、.、括弧のみ使用できます）",
    choice: "一覧から選択してください",
  },
  invalidSummary: "入力内容に誤りがあります。表示された項目を修正して、もう一度送信してください。",
  rateLimited: "お使いの接続からの送信が多すぎます。{{delay}}後にもう一度お試しください。",
  sending: "送信中…",
  honeypotLabel: "この項目には入力しないでください",
};
