import type { PartnersContent } from "./types.ts";

export const pt: PartnersContent = {
  meta: {
    title: "Parceiros — Tahiti 2027",
    description: "Os quatro níveis de parceria dos XVIII Jogos do Pacífico Tahiti 2027 e o formulário para se tornar parceiro.",
  },
  title: "Parceiros",
  intro: "Associe a sua empresa ou instituição aos XVIII Jogos do Pacífico, o grande encontro multidesportivo do Pacífico, que decorre em agosto de 2027 no Taiti, em Moorea e em Raiatea.",
  tiersTitle: "Níveis de parceria",
  tiersIntro: "Os nomes dos parceiros serão publicados aqui após o seu anúncio oficial. As contrapartidas apresentadas são indicativas e definem-se com cada parceiro.",
  benefitsLabel: "Vantagens",
  packageLabel: "Conteúdo do pacote",
  institutionalLinksLabel: "Instituições do movimento dos Jogos",
  tierPartnersLabel: "Parceiros anunciados",
  tierCta: "Pedir este nível de parceria",
  tiers: {
    premium: {
      name: "Parceiros oficiais",
      description: "O nível mais elevado de associação aos Jogos, para as empresas que se comprometem a longo prazo ao lado do comité organizador.",
      benefits: [
        "Associação de primeiro plano à marca Tahiti 2027",
        "Visibilidade nos locais de competição e durante as cerimónias",
        "Utilização das marcas e emblemas dos Jogos nas suas comunicações",
        "Acesso privilegiado aos eventos oficiais",
      ],
      package: [
        "Logótipo no sítio web, nos materiais impressos e nos ecrãs dos locais",
        "Lugares de hospitalidade para as cerimónias e as finais",
        "Ativações de marca nos locais dos Jogos",
        "Conteúdos exclusivos para a sua comunicação",
      ],
    },
    gold: {
      name: "Patrocinadores principais",
      description: "Empresas que apoiam os Jogos e ganham grande visibilidade junto do público polinésio e das delegações do Pacífico.",
      benefits: [
        "Visibilidade nos locais de competição",
        "Associação a uma modalidade, a uma ilha ou a um programa dos Jogos",
        "Menção nas comunicações oficiais",
      ],
      package: [
        "Logótipo no sítio web e nos materiais de comunicação",
        "Convites para os eventos dos Jogos",
        "Ações de relações públicas conduzidas com o comité",
      ],
    },
    institutional: {
      name: "Parceiros institucionais",
      description: "As instituições públicas e desportivas que apoiam e enquadram os Jogos ao lado do comité organizador.",
      benefits: [
        "Associação a um projeto estruturante para a Polinésia Francesa e o Pacífico",
        "Coordenação com o comité em infraestruturas, segurança e acolhimento",
        "Valorização do legado desportivo e cultural dos Jogos",
      ],
      package: [
        "Presença nas comunicações institucionais dos Jogos",
        "Participação nas cerimónias e nos eventos oficiais",
        "Acesso aos relatórios do evento",
      ],
    },
    supplier: {
      name: "Fornecedores oficiais",
      description: "Empresas que contribuem com os seus produtos, serviços ou saber-fazer para a organização dos Jogos.",
      benefits: [
        "Título de fornecedor oficial na sua categoria de produtos ou serviços",
        "Valorização do seu saber-fazer junto das delegações e dos visitantes",
        "Uma referência num evento desportivo internacional",
      ],
      package: [
        "Logótipo no sítio web dos Jogos",
        "Menção na lista de fornecedores oficiais",
        "Contrapartida possível em produtos ou serviços",
      ],
    },
  },
  form: {
    title: "Tornar-se parceiro",
    intro: "Apresente-nos a sua organização e o seu projeto: entraremos em contacto consigo para o discutir.",
    labels: {
      company: "Empresa ou organização",
      contact: "Pessoa de contacto",
      email: "Endereço de email",
      phone: "Telefone",
      category: "Tipo de parceria",
      message: "O seu projeto",
    },
    categoryPlaceholder: "Ainda não sei",
    messageHint: "Máximo de {{max}} caracteres.",
    submit: "Enviar o pedido",
    successTitle: "Pedido enviado",
    successText: "Entraremos em contacto consigo para discutir as oportunidades de parceria.",
  },
  categories: {
    official: "Parceiro oficial",
    sponsor: "Patrocinador principal",
    supplier: "Fornecedor oficial",
    institutional: "Parceiro institucional",
  },
};
