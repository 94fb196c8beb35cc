import type { HistoryContent } from "./types.ts";

export const zh: HistoryContent = {
  meta: {
    title: "运动会历史 — Tahiti 2027",
    description: "从首届太平洋运动会到 Tahiti 2027：起源、历届运动会及其举办城市，以及关键数字。",
  },
  breadcrumbGames: "运动会",
  title: "运动会历史",
  intro: "太平洋运动会自创办以来，一直汇聚太平洋各国家和地区。Tahiti 2027 将是第十八届运动会。",
  originsTitle: "起源",
  originsText: "首届太平洋运动会在斐济举行。自 1971 年起，运动会每四年举办一届，由本地区各国家和地区轮流承办。",
  originsFacts: { year: "年份", host: "举办城市", athletes: "运动员", sports: "比赛大项" },
  about: "约 {value}",
  editionsTitle: "历届运动会",
  editionsIntro: "从首届到 Tahiti 2027，历届太平洋运动会及其举办城市。",
  editionLabel: "第 {n} 届",
  upcoming: "即将举行",
  frenchPolynesia: "法属波利尼西亚",
  highlights: {
    first: "首届太平洋运动会。",
    tahiti1971: "Tahiti 首次承办运动会。",
    tahiti1995: "Tahiti 第二次承办运动会，比赛在 Pirae 和 Papeete 举行。",
    honiara2023: "24 个代表团，24 个大项。新喀里多尼亚位居奖牌榜首位（82 枚金牌，共 197 枚奖牌），Tahiti 位居第二（57 枚金牌，共 160 枚奖牌）。",
    tahiti2027: "Tahiti 第三次承办运动会。",
  },
  medalsTitle: "奖牌榜",
  medalsText: "在 17 届运动会中，新喀里多尼亚 14 次位居奖牌榜首位。2023 年在 Honiara，Tahiti 名列第二。",
  keyFiguresTitle: "太平洋运动会数字一览",
  keyFiguresIntro: "太平洋运动会的几个关键数字（含 Tahiti 2027）。",
  keyFigures: {
    editions: "届数",
    delegations: "代表团",
    athletes: "运动员",
    sports: "大项",
  },
};
