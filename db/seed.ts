// Demo content for a new database: real facts about the Games for the articles (see docs/FACTS.md),
// a demo schedule (db/seed-schedule.ts), and clearly fictional athletes for the results of its finals,
// so the medal table has something to rank. Every row is marked `demo`: public pages say the results
// are fictional while one is left, and the dashboard removes them all. Seeded only when SEED_DEMO asks
// for it (server/boot.ts, which loads this module only then: it is its own chunk of the server bundle;
// what is left of the demo is counted by db/demo-left.ts). Idempotent: each table is seeded only while
// it is empty.
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "./client.ts";
import { insertStory, type NewStory, type NewVersion } from "./news-stories.ts";
import { news, scheduleEvents, scheduleSessions, sportsResults, type NewSportsResultRow } from "./schema/index.ts";
import { DEMO_SCHEDULE } from "./seed-schedule.ts";

interface DemoStory {
  /** The day it was written and published, in Tahiti. */
  day: string;
  category: NewStory["category"];
  published: boolean;
  /** The source first, then its translations. */
  versions: [Omit<NewVersion, "published">, ...Omit<NewVersion, "published">[]];
}

// Demo stories carry no author: the newsroom signs them. Every version shares the story's status.
function story({ day, category, published, versions }: DemoStory): NewStory {
  const [source, ...translations] = versions;
  return {
    category,
    demo: true,
    createdAt: new Date(`${day}T09:00:00-10:00`),
    versions: [{ ...source, published }, ...translations.map((version) => ({ ...version, published }))],
  };
}

export const DEMO_STORIES: NewStory[] = [
  story({
    day: "2021-11-08",
    category: "preparation",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Les Jeux du Pacifique reviendront à Tahiti en 2027",
        excerpt:
          "Le Conseil des Jeux du Pacifique a choisi la Polynésie française, face au Vanuatu, pour accueillir la XVIIIe édition des Jeux.",
        content:
          "<p>Réuni les 5 et 6 novembre 2021, le Conseil des Jeux du Pacifique a attribué l'organisation des <strong>XVIIIe Jeux du Pacifique</strong> à la Polynésie française, qui était en concurrence avec le Vanuatu.</p><p>Ce sera la troisième fois que Tahiti accueille l'événement, après <em>Papeete 1971</em> et <em>Pirae/Papeete 1995</em>.</p>",
      },
      {
        language: "en",
        title: "Tahiti to host the Pacific Games for the third time",
        excerpt: "French Polynesia was chosen over Vanuatu to host the XVIII Pacific Games in 2027.",
        content:
          "<p>Meeting on 5 and 6 November 2021, the Pacific Games Council awarded the <strong>XVIII Pacific Games</strong> to French Polynesia, ahead of Vanuatu.</p><p>Tahiti hosted the Games in 1971 and 1995; 2027 will be its third edition.</p>",
      },
      {
        language: "es",
        title: "Los Juegos del Pacífico volverán a Tahiti en 2027",
        excerpt:
          "El Consejo de los Juegos del Pacífico eligió a la Polinesia Francesa, frente a Vanuatu, para acoger la XVIII edición de los Juegos.",
        content:
          "<p>Reunido los días 5 y 6 de noviembre de 2021, el Consejo de los Juegos del Pacífico adjudicó la organización de los <strong>XVIII Juegos del Pacífico</strong> a la Polinesia Francesa, que competía con Vanuatu.</p><p>Será la tercera vez que Tahiti acoja el evento, después de <em>Papeete 1971</em> y <em>Pirae/Papeete 1995</em>.</p>",
      },
      {
        language: "pt",
        title: "Os Jogos do Pacífico vão regressar a Tahiti em 2027",
        excerpt:
          "O Conselho dos Jogos do Pacífico escolheu a Polinésia Francesa, em detrimento de Vanuatu, para acolher a XVIII edição dos Jogos.",
        content:
          "<p>Reunido a 5 e 6 de novembro de 2021, o Conselho dos Jogos do Pacífico atribuiu a organização dos <strong>XVIII Jogos do Pacífico</strong> à Polinésia Francesa, que concorria com Vanuatu.</p><p>Será a terceira vez que Tahiti acolhe o evento, depois de <em>Papeete 1971</em> e <em>Pirae/Papeete 1995</em>.</p>",
      },
      {
        language: "zh",
        title: "太平洋运动会将于 2027 年重返 Tahiti",
        excerpt: "面对瓦努阿图的竞争，法属波利尼西亚获太平洋运动会理事会选定，承办第十八届运动会。",
        content:
          "<p>太平洋运动会理事会于 2021 年 11 月 5 日至 6 日召开会议，将<strong>第十八届太平洋运动会</strong>的举办权授予法属波利尼西亚。瓦努阿图也曾参与竞争。</p><p>继 <em>1971 年 Papeete 运动会</em>和 <em>1995 年 Pirae/Papeete 运动会</em>之后，这将是 Tahiti 第三次承办这一赛事。</p>",
      },
      {
        language: "ja",
        title: "パシフィックゲームズ、2027年にTahitiで再び開催",
        excerpt: "パシフィックゲームズ評議会は、バヌアツを退けてフランス領ポリネシアを第18回大会の開催地に選んだ。",
        content:
          "<p>2021年11月5、6日に会合を開いたパシフィックゲームズ評議会は、<strong>第18回パシフィックゲームズ</strong>の開催地を、バヌアツと争っていたフランス領ポリネシアに決定した。</p><p>Tahitiでの開催は、<em>1971年のPapeete大会</em>、<em>1995年のPirae/Papeete大会</em>に続いて3度目となる。</p>",
      },
    ],
  }),
  story({
    day: "2024-10-28",
    category: "polynesia",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus",
        excerpt: "Le comité d'organisation a présenté l'identité visuelle des Jeux le 27 octobre 2024 à Mahina.",
        content:
          "<p>C'est à la Pointe Vénus, à Mahina, que le comité d'organisation (COJ Tahiti 2027) a dévoilé le logo des Jeux le <strong>27 octobre 2024</strong>.</p><p>Le slogan des Jeux l'accompagne : « Un peuple, un océan, tous unis pour célébrer les jeux ».</p>",
      },
      {
        language: "en",
        title: "Tahiti 2027 logo unveiled at Pointe Vénus",
        excerpt: "The organising committee presented the Games' visual identity on 27 October 2024 in Mahina.",
        content:
          "<p>The organising committee (COJ Tahiti 2027) unveiled the Games logo at Pointe Vénus, in Mahina, on <strong>27 October 2024</strong>.</p><p>It comes with the Games slogan: “One people, one ocean, all united to celebrate the Games”.</p>",
      },
      {
        language: "es",
        title: "El logotipo de Tahiti 2027, presentado en Pointe Vénus",
        excerpt: "El comité organizador presentó la identidad visual de los Juegos el 27 de octubre de 2024 en Mahina.",
        content:
          "<p>Fue en Pointe Vénus, en Mahina, donde el comité organizador (COJ Tahiti 2027) desveló el logotipo de los Juegos el <strong>27 de octubre de 2024</strong>.</p><p>Lo acompaña el lema de los Juegos: “Un pueblo, un océano, todos unidos para celebrar los Juegos”.</p>",
      },
      {
        language: "pt",
        title: "Logótipo de Tahiti 2027 revelado em Pointe Vénus",
        excerpt: "O comité organizador apresentou a identidade visual dos Jogos a 27 de outubro de 2024, em Mahina.",
        content:
          "<p>Foi em Pointe Vénus, em Mahina, que o comité organizador (COJ Tahiti 2027) revelou o logótipo dos Jogos, a <strong>27 de outubro de 2024</strong>.</p><p>Acompanha-o o lema dos Jogos: “Um povo, um oceano, todos unidos para celebrar os Jogos”.</p>",
      },
      {
        language: "zh",
        title: "Tahiti 2027 标志在 Pointe Vénus 揭晓",
        excerpt: "组委会于 2024 年 10 月 27 日在 Mahina 发布了运动会的视觉形象。",
        content:
          "<p>运动会组织委员会（COJ Tahiti 2027）于 <strong>2024 年 10 月 27 日</strong>在 Mahina 的 Pointe Vénus 揭晓了运动会标志。</p><p>与标志一同亮相的还有运动会口号：“一个民族，一片海洋，团结一心，共庆运动会”。</p>",
      },
      {
        language: "ja",
        title: "Tahiti 2027のロゴ、Pointe Vénusで発表",
        excerpt: "組織委員会は2024年10月27日、Mahinaで大会のビジュアルアイデンティティーを発表した。",
        content:
          "<p>組織委員会（COJ Tahiti 2027）は<strong>2024年10月27日</strong>、MahinaのPointe Vénusで大会ロゴを披露した。</p><p>ロゴには大会スローガン「ひとつの民、ひとつの海、皆でひとつになって大会を祝おう」が添えられている。</p>",
      },
    ],
  }),
  story({
    day: "2024-11-15",
    category: "polynesia",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Arava et To'atini, les mascottes des Jeux",
        excerpt: "Une pieuvre de Raiatea et un corail de Tatakoto accompagneront les athlètes et le public.",
        content:
          "<p>Les deux mascottes de Tahiti 2027 racontent la diversité des archipels : <strong>Arava</strong>, la pieuvre de Raiatea, et <strong>To'atini</strong>, le corail de Tatakoto.</p>",
      },
      {
        language: "en",
        title: "Arava and To'atini, the Games mascots",
        excerpt: "An octopus from Raiatea and a coral from Tatakoto will accompany the athletes and the public.",
        content:
          "<p>The two mascots of Tahiti 2027 tell of the diversity of the archipelagos: <strong>Arava</strong>, the octopus of Raiatea, and <strong>To'atini</strong>, the coral of Tatakoto.</p>",
      },
      {
        language: "es",
        title: "Arava y To'atini, las mascotas de los Juegos",
        excerpt: "Un pulpo de Raiatea y un coral de Tatakoto acompañarán a los atletas y al público.",
        content:
          "<p>Las dos mascotas de Tahiti 2027 cuentan la diversidad de los archipiélagos: <strong>Arava</strong>, el pulpo de Raiatea, y <strong>To'atini</strong>, el coral de Tatakoto.</p>",
      },
      {
        language: "pt",
        title: "Arava e To'atini, as mascotes dos Jogos",
        excerpt: "Um polvo de Raiatea e um coral de Tatakoto vão acompanhar os atletas e o público.",
        content:
          "<p>As duas mascotes de Tahiti 2027 contam a diversidade dos arquipélagos: <strong>Arava</strong>, o polvo de Raiatea, e <strong>To'atini</strong>, o coral de Tatakoto.</p>",
      },
      {
        language: "zh",
        title: "Arava 和 To'atini：运动会吉祥物",
        excerpt: "一只来自 Raiatea 的章鱼和一株来自 Tatakoto 的珊瑚将陪伴运动员和观众。",
        content:
          "<p>Tahiti 2027 的两个吉祥物讲述着各群岛的多样性：Raiatea 的章鱼 <strong>Arava</strong> 和 Tatakoto 的珊瑚 <strong>To'atini</strong>。</p>",
      },
      {
        language: "ja",
        title: "大会マスコット、AravaとTo'atini",
        excerpt: "RaiateaのタコとTatakotoのサンゴが、選手と観客に寄り添う。",
        content:
          "<p>Tahiti 2027の2体のマスコットは、各諸島の多様性を物語る。Raiateaのタコ<strong>Arava</strong>と、Tatakotoのサンゴ<strong>To'atini</strong>だ。</p>",
      },
    ],
  }),
  story({
    day: "2025-07-20",
    category: "preparation",
    published: true,
    versions: [
      {
        language: "fr",
        title: "24 sports au programme de Tahiti 2027",
        excerpt: "Le programme sportif ratifié en juillet 2025 compte 17 sports obligatoires et 7 sports optionnels.",
        content:
          "<p>Le programme ratifié en juillet 2025 réunit <strong>17 sports obligatoires</strong>, dont l'athlétisme, la natation, le va'a et la voile, et <strong>7 sports optionnels</strong> : lutte, badminton, tir, surf, force athlétique, cyclisme et squash.</p><p>Des épreuves handisport sont prévues en athlétisme, tennis de table et va'a (para va'a en attente de validation).</p>",
      },
      {
        language: "en",
        title: "24 sports on the Tahiti 2027 programme",
        excerpt: "The sports programme ratified in July 2025 includes 17 compulsory sports and 7 optional sports.",
        content:
          "<p>The programme ratified in July 2025 brings together <strong>17 compulsory sports</strong>, including athletics, swimming, va'a and sailing, and <strong>7 optional sports</strong>: wrestling, badminton, shooting, surfing, powerlifting, cycling and squash.</p><p>Para events are planned in athletics, table tennis and va'a (para va'a pending approval).</p>",
      },
      {
        language: "es",
        title: "24 deportes en el programa de Tahiti 2027",
        excerpt: "El programa deportivo ratificado en julio de 2025 incluye 17 deportes obligatorios y 7 deportes opcionales.",
        content:
          "<p>El programa ratificado en julio de 2025 reúne <strong>17 deportes obligatorios</strong>, entre ellos el atletismo, la natación, el va'a y la vela, y <strong>7 deportes opcionales</strong>: lucha, bádminton, tiro, surf, powerlifting, ciclismo y squash.</p><p>Están previstas pruebas de deporte adaptado en atletismo, tenis de mesa y va'a (el para va'a, pendiente de aprobación).</p>",
      },
      {
        language: "pt",
        title: "24 desportos no programa de Tahiti 2027",
        excerpt: "O programa desportivo ratificado em julho de 2025 inclui 17 desportos obrigatórios e 7 desportos opcionais.",
        content:
          "<p>O programa ratificado em julho de 2025 reúne <strong>17 desportos obrigatórios</strong>, entre os quais o atletismo, a natação, o va'a e a vela, e <strong>7 desportos opcionais</strong>: luta, badminton, tiro, surf, powerlifting, ciclismo e squash.</p><p>Estão previstas provas de desporto adaptado no atletismo, no ténis de mesa e no va'a (o para va'a aguarda aprovação).</p>",
      },
      {
        language: "zh",
        title: "Tahiti 2027 设 24 个大项",
        excerpt: "2025 年 7 月获批的竞赛项目包括 17 个必设项目和 7 个选设项目。",
        content:
          "<p>2025 年 7 月获批的竞赛项目共设 <strong>17 个必设项目</strong>，包括田径、游泳、va'a（支架独木舟）和帆船等，另设 <strong>7 个选设项目</strong>：摔跤、羽毛球、射击、冲浪、力量举、自行车和壁球。</p><p>田径、乒乓球和 va'a 项目计划设立残疾人比赛（残疾人 va'a 尚待批准）。</p>",
      },
      {
        language: "ja",
        title: "Tahiti 2027、24競技を実施",
        excerpt: "2025年7月に承認された競技プログラムは、必須競技17と選択競技7で構成される。",
        content:
          "<p>2025年7月に承認されたプログラムは、陸上競技、水泳、va'a（アウトリガーカヌー）、セーリングを含む<strong>17の必須競技</strong>と、レスリング、バドミントン、射撃、サーフィン、パワーリフティング、自転車競技、スカッシュの<strong>7つの選択競技</strong>で構成される。</p><p>パラ種目は陸上競技、卓球、va'aで予定されている（パラva'aは承認待ち）。</p>",
      },
    ],
  }),
  story({
    day: "2026-03-10",
    category: "polynesia",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Bénévoles : le programme 'A Ti'aturu est lancé",
        excerpt: "Les inscriptions des quelque 4 500 bénévoles attendus sont ouvertes depuis mars 2026.",
        content:
          "<p>Le programme de bénévolat <strong>'A Ti'aturu</strong> a ouvert ses inscriptions en mars 2026. Il s'adresse aux adultes, pour un engagement d'environ 14 jours.</p><p>La mobilisation des bénévoles est prévue du 5 juillet au 10 août 2027.</p>",
      },
      {
        language: "en",
        title: "Volunteers: the 'A Ti'aturu programme is launched",
        excerpt: "Registration for the roughly 4,500 volunteers expected has been open since March 2026.",
        content:
          "<p>The <strong>'A Ti'aturu</strong> volunteer programme opened registration in March 2026. It is aimed at adults, for a commitment of about 14 days.</p><p>Volunteers are due to be mobilised from 5 July to 10 August 2027.</p>",
      },
      {
        language: "es",
        title: "Voluntarios: arranca el programa 'A Ti'aturu",
        excerpt: "Las inscripciones para los cerca de 4500 voluntarios previstos están abiertas desde marzo de 2026.",
        content:
          "<p>El programa de voluntariado <strong>'A Ti'aturu</strong> abrió sus inscripciones en marzo de 2026. Está dirigido a personas adultas, para un compromiso de unos 14 días.</p><p>La movilización de los voluntarios está prevista del 5 de julio al 10 de agosto de 2027.</p>",
      },
      {
        language: "pt",
        title: "Voluntários: foi lançado o programa 'A Ti'aturu",
        excerpt: "As inscrições para os cerca de 4500 voluntários esperados estão abertas desde março de 2026.",
        content:
          "<p>O programa de voluntariado <strong>'A Ti'aturu</strong> abriu as inscrições em março de 2026. Destina-se a adultos, para um compromisso de cerca de 14 dias.</p><p>A mobilização dos voluntários está prevista de 5 de julho a 10 de agosto de 2027.</p>",
      },
      {
        language: "zh",
        title: "志愿者：'A Ti'aturu 计划启动",
        excerpt: "预计招募约 4500 名志愿者，报名自 2026 年 3 月起开放。",
        content:
          "<p>志愿者计划 <strong>'A Ti'aturu</strong> 已于 2026 年 3 月开放报名。该计划面向成年人，服务时间约 14 天。</p><p>志愿者动员期预计为 2027 年 7 月 5 日至 8 月 10 日。</p>",
      },
      {
        language: "ja",
        title: "ボランティアプログラム「'A Ti'aturu」が始動",
        excerpt: "約4500人を見込むボランティアの登録受け付けが、2026年3月から始まっている。",
        content:
          "<p>ボランティアプログラム「<strong>'A Ti'aturu</strong>」は2026年3月に登録受け付けを開始した。対象は成人で、活動期間は約14日間となる。</p><p>ボランティアの動員は2027年7月5日から8月10日までの予定だ。</p>",
      },
    ],
  }),
  story({
    day: "2026-05-04",
    category: "delegations",
    published: true,
    versions: [
      {
        language: "fr",
        title: "24 délégations attendues en Polynésie",
        excerpt: "Les 22 membres du Conseil des Jeux du Pacifique seront rejoints par l'Australie et la Nouvelle-Zélande.",
        content:
          "<p>Les 22 pays et territoires membres du Conseil des Jeux du Pacifique participeront aux Jeux, rejoints par l'<strong>Australie</strong> et la <strong>Nouvelle-Zélande</strong>, invitées sur une partie du programme.</p><p>Le nombre d'athlètes par délégation n'est pas encore publié.</p>",
      },
      {
        language: "en",
        title: "24 delegations expected in Polynesia",
        excerpt: "The 22 members of the Pacific Games Council will be joined by Australia and New Zealand.",
        content:
          "<p>The 22 member countries and territories of the Pacific Games Council will take part in the Games, joined by <strong>Australia</strong> and <strong>New Zealand</strong>, invited for part of the programme.</p><p>The number of athletes per delegation has not yet been published.</p>",
      },
      {
        language: "es",
        title: "Se esperan 24 delegaciones en la Polinesia",
        excerpt: "A los 22 miembros del Consejo de los Juegos del Pacífico se sumarán Australia y Nueva Zelanda.",
        content:
          "<p>Los 22 países y territorios miembros del Consejo de los Juegos del Pacífico participarán en los Juegos junto a <strong>Australia</strong> y <strong>Nueva Zelanda</strong>, invitadas a una parte del programa.</p><p>El número de atletas por delegación aún no se ha publicado.</p>",
      },
      {
        language: "pt",
        title: "24 delegações esperadas na Polinésia",
        excerpt: "Aos 22 membros do Conselho dos Jogos do Pacífico vão juntar-se a Austrália e a Nova Zelândia.",
        content:
          "<p>Os 22 países e territórios membros do Conselho dos Jogos do Pacífico vão participar nos Jogos, juntamente com a <strong>Austrália</strong> e a <strong>Nova Zelândia</strong>, convidadas para uma parte do programa.</p><p>O número de atletas por delegação ainda não foi publicado.</p>",
      },
      {
        language: "zh",
        title: "24 个代表团将齐聚波利尼西亚",
        excerpt: "除太平洋运动会理事会的 22 个成员外，澳大利亚和新西兰也将参赛。",
        content:
          "<p>太平洋运动会理事会的 22 个成员国家和地区将参加本届运动会，受邀参加部分项目的<strong>澳大利亚</strong>和<strong>新西兰</strong>也将加入。</p><p>各代表团的运动员人数尚未公布。</p>",
      },
      {
        language: "ja",
        title: "24選手団がポリネシアへ",
        excerpt: "パシフィックゲームズ評議会の22の加盟国・地域に、オーストラリアとニュージーランドが加わる。",
        content:
          "<p>パシフィックゲームズ評議会に加盟する22の国と地域が大会に参加し、プログラムの一部に招待された<strong>オーストラリア</strong>と<strong>ニュージーランド</strong>が加わる。</p><p>各選手団の選手数はまだ発表されていない。</p>",
      },
    ],
  }),
  story({
    day: "2026-06-12",
    category: "pacific_sport",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Honiara 2023 : la Nouvelle-Calédonie devant Tahiti",
        excerpt: "Aux derniers Jeux, la Nouvelle-Calédonie a remporté 82 titres, Tahiti 57.",
        content:
          "<p>Aux Jeux de <strong>Honiara 2023</strong>, qui réunissaient 24 délégations dans 24 sports, la Nouvelle-Calédonie a terminé en tête avec 82 médailles d'or et 197 médailles au total.</p><p>Tahiti a pris la deuxième place avec 57 médailles d'or et 160 médailles.</p>",
      },
    ],
  }),
  story({
    day: "2026-09-01",
    category: "pacific_sport",
    published: true,
    versions: [
      {
        language: "fr",
        title: "Trois îles, un seul rendez-vous : les sites de Tahiti 2027",
        excerpt: "Les compétitions auront lieu à Tahiti, Moorea et Raiatea.",
        content:
          "<p>La plupart des épreuves se tiendront à <strong>Tahiti</strong>, avec les cérémonies au stade Pater de Pirae. Le cyclisme sur route, le VTT, le triathlon et la natation en eau libre iront à <strong>Moorea</strong>, et le ball-trap à <strong>Raiatea</strong>.</p>",
      },
      {
        language: "en",
        title: "Three islands, one Games: the venues of Tahiti 2027",
        excerpt: "Competitions will take place on Tahiti, Moorea and Raiatea.",
        content:
          "<p>Most events will be held on <strong>Tahiti</strong>, with the ceremonies at Stade Pater in Pirae. Road cycling, mountain bike, triathlon and open-water swimming go to <strong>Moorea</strong>, and clay shooting to <strong>Raiatea</strong>.</p>",
      },
      {
        language: "es",
        title: "Tres islas, una sola cita: las sedes de Tahiti 2027",
        excerpt: "Las competiciones se celebrarán en Tahiti, Moorea y Raiatea.",
        content:
          "<p>La mayoría de las pruebas se disputarán en <strong>Tahiti</strong>, con las ceremonias en el Stade Pater de Pirae. El ciclismo en ruta, la bicicleta de montaña, el triatlón y la natación en aguas abiertas irán a <strong>Moorea</strong>, y el tiro al plato, a <strong>Raiatea</strong>.</p>",
      },
      {
        language: "pt",
        title: "Três ilhas, um só encontro: os recintos de Tahiti 2027",
        excerpt: "As competições vão decorrer em Tahiti, Moorea e Raiatea.",
        content:
          "<p>A maioria das provas vai realizar-se em <strong>Tahiti</strong>, com as cerimónias no Stade Pater, em Pirae. O ciclismo de estrada, o BTT, o triatlo e a natação em águas abertas vão para <strong>Moorea</strong>, e o tiro aos pratos para <strong>Raiatea</strong>.</p>",
      },
      {
        language: "zh",
        title: "三座岛屿，一场盛会：Tahiti 2027 的比赛场馆",
        excerpt: "比赛将在 Tahiti、Moorea 和 Raiatea 举行。",
        content:
          "<p>大部分比赛将在 <strong>Tahiti</strong> 举行，各项仪式在 Pirae 的 Stade Pater 体育场举办。公路自行车、山地自行车、铁人三项和公开水域游泳将在 <strong>Moorea</strong> 进行，飞碟射击则在 <strong>Raiatea</strong> 举行。</p>",
      },
      {
        language: "ja",
        title: "3つの島、ひとつの大会：Tahiti 2027の会場",
        excerpt: "競技はTahiti、Moorea、Raiateaで行われる。",
        content:
          "<p>大半の競技は<strong>Tahiti</strong>で行われ、式典はPiraeのStade Paterで開かれる。自転車ロードレース、マウンテンバイク、トライアスロン、オープンウォータースイミングは<strong>Moorea</strong>、クレー射撃は<strong>Raiatea</strong>で実施される。</p>",
      },
    ],
  }),
  story({
    day: "2026-10-15",
    category: "delegations",
    published: false,
    versions: [
      {
        language: "fr",
        title: "Accueil des délégations : le dispositif se précise",
        excerpt: "Brouillon : le calendrier d'arrivée des délégations reste à confirmer.",
        content: "<p>Le calendrier d'arrivée des délégations sera publié par le comité d'organisation (à confirmer).</p>",
      },
    ],
  }),
  story({
    day: "2026-11-02",
    category: "preparation",
    published: false,
    versions: [
      {
        language: "fr",
        title: "Stade Pater : cap sur la cérémonie d'ouverture",
        excerpt: "Brouillon : le stade de Pirae accueillera les cérémonies, avec environ 11 700 places.",
        content: "<p>Le stade Pater, à Pirae, accueillera les cérémonies des Jeux, avec environ 11 700 places.</p>",
      },
    ],
  }),
];

/** A fictional result of a demo event's final (DEMO_SCHEDULE): `final` names the event by its code. */
export interface DemoResult extends Omit<NewSportsResultRow, "sessionId" | "rank" | "status"> {
  final: string;
  rank: number;
}

// Fictional athletes: demo data only, never presented as real performances. Both judo bronzes share
// third place, as combat sports award them.
const FICTIONAL_RESULTS: Omit<DemoResult, "demo">[] = [
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete A", country: "FIJ", result: "10.41", medal: "gold", date: "2027-08-02", final: "ATH-100M-M", rank: 1 },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete B", country: "PNG", result: "10.48", medal: "silver", date: "2027-08-02", final: "ATH-100M-M", rank: 2 },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete C", country: "SAM", result: "10.55", medal: "bronze", date: "2027-08-02", final: "ATH-100M-M", rank: 3 },
  { sport: "athletics", event: "100 m", athlete: "Demo Athlete D", country: "TAH", result: "10.61", medal: null, date: "2027-08-02", final: "ATH-100M-M", rank: 4 },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer A", country: "NCL", result: "50.12", medal: "gold", date: "2027-08-03", final: "SWM-100FR-M", rank: 1 },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer B", country: "TAH", result: "50.87", medal: "silver", date: "2027-08-03", final: "SWM-100FR-M", rank: 2 },
  { sport: "swimming", event: "100 m freestyle", athlete: "Demo Swimmer C", country: "FIJ", result: "51.30", medal: "bronze", date: "2027-08-03", final: "SWM-100FR-M", rank: 3 },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka A", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04", final: "JUD-73-M", rank: 1 },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka B", country: "NCL", result: "Final", medal: "silver", date: "2027-08-04", final: "JUD-73-M", rank: 2 },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka C", country: "FIJ", result: "Bronze final", medal: "bronze", date: "2027-08-04", final: "JUD-73-M", rank: 3 },
  { sport: "judo", event: "-73 kg", athlete: "Demo Judoka D", country: "PNG", result: "Bronze final", medal: "bronze", date: "2027-08-04", final: "JUD-73-M", rank: 3 },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew Tahiti", country: "TAH", result: "2:01.40", medal: "gold", date: "2027-08-05", final: "VAA-V6-500-M", rank: 1 },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew New Caledonia", country: "NCL", result: "2:03.12", medal: "silver", date: "2027-08-05", final: "VAA-V6-500-M", rank: 2 },
  { sport: "vaa", event: "V6 500 m", athlete: "Demo Crew Cook Islands", country: "COK", result: "2:04.80", medal: "bronze", date: "2027-08-05", final: "VAA-V6-500-M", rank: 3 },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter A", country: "SAM", result: "310 kg", medal: "gold", date: "2027-08-05", final: "WLF-73-M", rank: 1 },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter B", country: "NRU", result: "298 kg", medal: "silver", date: "2027-08-05", final: "WLF-73-M", rank: 2 },
  { sport: "weightlifting", event: "73 kg", athlete: "Demo Lifter C", country: "PNG", result: "291 kg", medal: "bronze", date: "2027-08-05", final: "WLF-73-M", rank: 3 },
];

export const DEMO_RESULTS: DemoResult[] = FICTIONAL_RESULTS.map((row) => ({ ...row, demo: true }));

export interface DemoSeeded {
  articles: number;
  results: number;
  events: number;
}

export async function seedDemoContent(db: Db): Promise<DemoSeeded> {
  const [[newsCount], [resultsCount], [eventsCount]] = await Promise.all([
    db.select({ n: count() }).from(news),
    db.select({ n: count() }).from(sportsResults),
    db.select({ n: count() }).from(scheduleEvents),
  ]);
  const seeded: DemoSeeded = { articles: 0, results: 0, events: 0 };
  if (newsCount?.n === 0) {
    for (const demo of DEMO_STORIES) await insertStory(db, demo);
    seeded.articles = DEMO_STORIES.length;
  }
  // The schedule first: the results are tied to its finals.
  if (eventsCount?.n === 0) {
    await insertDemoSchedule(db);
    seeded.events = DEMO_SCHEDULE.length;
  }
  if (resultsCount?.n === 0) {
    await insertDemoResults(db);
    seeded.results = DEMO_RESULTS.length;
  }
  return seeded;
}

// In one transaction: a schedule half seeded would never be completed, the table being no longer empty.
async function insertDemoSchedule(db: Db) {
  await db.transaction(async (tx) => {
    const events = await tx
      .insert(scheduleEvents)
      .values(DEMO_SCHEDULE.map(({ sessions: _sessions, ...event }) => ({ ...event, demo: true })))
      .returning({ id: scheduleEvents.id, code: scheduleEvents.code });
    const eventId = new Map(events.map((event) => [event.code, event.id]));
    await tx.insert(scheduleSessions).values(DEMO_SCHEDULE.flatMap(({ code, sessions }) => sessions.map((session) => ({ ...session, eventId: eventId.get(code)! }))));
  });
}

/**
 * The fictional results, each on the final of its demo event, whose results are then official. Only a
 * demo event's: should staff have entered a schedule of their own, fiction never lands on it, and the
 * results stay on no session.
 */
async function insertDemoResults(db: Db) {
  await db.transaction(async (tx) => {
    const finals = await tx
      .select({ code: scheduleEvents.code, id: scheduleSessions.id })
      .from(scheduleSessions)
      .innerJoin(scheduleEvents, eq(scheduleSessions.eventId, scheduleEvents.id))
      .where(and(eq(scheduleEvents.demo, true), eq(scheduleSessions.phase, "final"), inArray(scheduleEvents.code, DEMO_RESULTS.map((row) => row.final))));
    const finalOf = new Map(finals.map((final) => [final.code, final.id]));
    await tx.insert(sportsResults).values(
      DEMO_RESULTS.map(({ final, rank, ...row }) => {
        const sessionId = finalOf.get(final) ?? null;
        return { ...row, sessionId, rank: sessionId === null ? null : rank };
      }),
    );
    if (finalOf.size > 0) await tx.update(scheduleSessions).set({ results: "official" }).where(inArray(scheduleSessions.id, [...finalOf.values()]));
  });
}
