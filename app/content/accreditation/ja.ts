import type { AccreditationContent } from "./types.ts";

export const ja: AccreditationContent = {
  meta: {
    title: "資格認定（アクレディテーション） — Tahiti 2027",
    description: "パシフィックゲームズ Tahiti 2027 の会場に入るための資格認定の種類、必要書類、締め切り、申請手続き。",
  },
  title: "資格認定（アクレディテーション）",
  intro: "報道関係者、技術役員、招待客、スタッフ、ボランティア：資格認定により、役割に応じて大会会場に入ることができます。",
  typesTitle: "資格認定の種類",
  typesIntro: "カテゴリーごとに必要書類、締め切り、立ち入り可能エリアが異なります。",
  requirementsLabel: "必要書類",
  deadlineLabel: "締め切り",
  statusLabel: "受付状況",
  statuses: { upcoming: "{{date}}受付開始", open: "受付中", closed: "受付終了", invitation: "招待制" },
  apply: "申請する",
  processTitle: "4つのステップ",
  process: [
    { title: "オンライン申請", text: "資格認定のカテゴリーを選んで申請します。" },
    { title: "必要書類の提出", text: "カテゴリーごとに求められる書類を添付します。" },
    { title: "審査", text: "資格認定チームが2〜3週間以内に申請内容を審査します。" },
    { title: "確認", text: "確認済みのバッジがメールで送られます。" },
  ],
  processNote: "資格認定チームが承認するまでは、申請内容を変更できます。",
  formsTitle: "申請書のダウンロード",
  formsIntro: "PDFの申請書はまだ公開されていません。それまではオンラインで申請してください。",
  forms: {
    media: "報道関係者用 資格認定申請書",
    officials: "技術役員用 資格認定申請書",
    volunteers: "ボランティア用 資格認定申請書",
  },
  formUnavailable: "準備中",
  datesTitle: "主な日程",
  dates: {
    requestsOpen: "申請受付開始",
    deadline: "申請締め切り",
    confirmation: "資格認定の確定",
  },
  supportTitle: "お困りですか？",
  supportText: "申請内容や必要書類についてご不明な点があれば、お問い合わせください。",
  supportEmailLabel: "メール",
  supportContactLink: "お問い合わせフォーム",
  faqTitle: "よくある質問",
  faq: [
    {
      question: "申請の処理にはどのくらいかかりますか？",
      answer: "書類がすべてそろってから2〜3週間以内に、資格認定チームが承認します。",
    },
    {
      question: "送信後に申請内容を変更できますか？",
      answer: "はい。資格認定チームが承認するまでは変更できます。",
    },
    {
      question: "バッジですべての会場に入れますか？",
      answer: "いいえ。バッジの種類ごとに立ち入り可能なエリアが異なり、資格認定のカテゴリーによって決まります。",
    },
    {
      question: "VIPの資格認定はどうすれば受けられますか？",
      answer: "VIP・招待客の資格認定は申請を受け付けていません。組織委員会からの招待により発行されます。",
    },
  ],
};
