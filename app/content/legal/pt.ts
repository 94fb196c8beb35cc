import type { LegalContent } from "./types.ts";

export const pt: LegalContent = {
  updatedLabel: "Última atualização:",
  pages: {
    legal: {
      meta: {
        title: "Aviso legal — Tahiti 2027",
        description: "Editor, diretor da publicação e fornecedor de alojamento do Tahiti 2027, um site informativo independente.",
      },
      title: "Aviso legal",
      intro: "Quem publica este site, quem responde por ele e onde está alojado.",
      sections: [
        {
          heading: "Um site informativo independente",
          blocks: [
            "O site «Tahiti 2027» é um projeto independente de informação sobre os XVIII Jogos do Pacífico, organizados na Polinésia Francesa em 2027.",
            "Não é o site oficial do comité organizador dos Jogos. As informações oficiais são publicadas pelo COJ Tahiti 2027, o comité organizador dos Jogos do Pacífico Tahiti 2027: em caso de divergência, prevalecem as informações oficiais.",
          ],
        },
        {
          heading: "Editor",
          blocks: [{ list: ["Editor: projeto independente «Tahiti 2027»", ["Contacto: ", { email: true }]] }],
        },
        {
          heading: "Diretor da publicação",
          blocks: [["O diretor da publicação é o responsável pelo projeto independente «Tahiti 2027», que pode ser contactado através do endereço ", { email: true }, "."]],
        },
        {
          heading: "Alojamento",
          blocks: [["O site está alojado por: ", { pending: "nome, morada e telefone do fornecedor de alojamento, a preencher pelo editor antes da publicação do site" }, "."]],
        },
        {
          heading: "Contacto e denúncias",
          blocks: [
            [
              "Para qualquer questão sobre o site, ou para assinalar um erro ou um conteúdo que considere ilícito, escreva para ",
              { email: true },
              " ou utilize o ",
              { text: "formulário de contacto", to: "/contact" },
              ".",
            ],
          ],
        },
        {
          heading: "Dados pessoais, cookies e termos de utilização",
          blocks: [
            [
              "O tratamento dos seus dados é descrito na ",
              { text: "política de privacidade", to: "/privacy" },
              " e os cookies utilizados, na ",
              { text: "política de cookies", to: "/cookies" },
              ". A utilização do site rege-se pelos ",
              { text: "termos de utilização", to: "/terms" },
              ".",
            ],
          ],
        },
      ],
    },
    privacy: {
      meta: {
        title: "Política de privacidade — Tahiti 2027",
        description: "Os dados pessoais tratados pelo site Tahiti 2027, para quê, durante quanto tempo e como exercer os seus direitos.",
      },
      title: "Política de privacidade",
      intro: "Este site recolhe o mínimo de dados possível: sem publicidade, sem rastreamento e sem ferramentas de medição de audiência de terceiros.",
      sections: [
        {
          heading: "Responsável pelo tratamento",
          blocks: [
            [
              "O responsável pelo tratamento é o editor do site, o projeto independente «Tahiti 2027» (ver o ",
              { text: "aviso legal", to: "/legal" },
              "). Contacto: ",
              { email: true },
              ".",
            ],
          ],
        },
        {
          heading: "Enquadramento legal",
          blocks: [
            [
              "Na Polinésia Francesa, a proteção dos dados pessoais rege-se pela lei francesa n.º 78-17, de 6 de janeiro de 1978, conhecida como ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " (lei francesa de proteção de dados), que remete para as regras do Regulamento Geral sobre a Proteção de Dados (RGPD).",
            ],
            ["A autoridade de controlo é a CNIL (", { text: "Commission nationale de l'informatique et des libertés", lang: "fr" }, "), a autoridade francesa de proteção de dados."],
          ],
        },
        {
          heading: "Que dados são tratados e para quê",
          blocks: [
            "O site trata apenas os dados necessários ao seu funcionamento:",
            {
              list: [
                "Mensagens do formulário de contacto: nome, endereço de e-mail, telefone se indicado, assunto, serviço escolhido e mensagem, guardados para lhe responder.",
                "Pedidos de parceria: nome da empresa, pessoa de contacto, endereço de e-mail, telefone se indicado, categoria e mensagem, guardados para analisar o pedido e lhe responder.",
                "Contas, se criar uma (em particular para a redação e a administração do site): endereço de e-mail, nome, função, palavra-passe guardada apenas sob a forma de hash (nunca em texto simples) e sessões de início de sessão (data, endereço IP e navegador utilizados).",
                "Registos do servidor: endereço IP, página pedida, data e hora, e resposta do servidor, registados para a segurança do site (deteção de abusos e de avarias).",
                ["Cookies estritamente necessários: acesso ao site durante a sua preparação, língua escolhida e sessão das contas com sessão iniciada (ver a ", { text: "política de cookies", to: "/cookies" }, ")."],
              ],
            },
            "O site não utiliza publicidade, rastreamento nem ferramentas de medição de audiência de terceiros. Os seus dados não são vendidos nem utilizados para fins comerciais.",
          ],
        },
        {
          heading: "Fundamentos jurídicos",
          blocks: [
            {
              list: [
                "Resposta às mensagens: o interesse legítimo do editor em responder a quem o contacta; para um pedido de parceria, as diligências pré-contratuais tomadas a seu pedido.",
                "Contas: a execução dos termos de utilização que aceita ao criar uma conta.",
                "Registos do servidor e cookies estritamente necessários: o interesse legítimo do editor em garantir a segurança e o funcionamento do site.",
              ],
            },
          ],
        },
        {
          heading: "Destinatários",
          blocks: [
            "Apenas a equipa do projeto «Tahiti 2027» tem acesso a estes dados. O fornecedor de alojamento do site e, se for o caso, o serviço de envio de e-mails tratam-nos unicamente para assegurar o serviço técnico. Nenhum dado é transmitido a anunciantes nem a redes sociais.",
          ],
        },
        {
          heading: "Prazo de conservação",
          blocks: [
            {
              list: [
                "Mensagens e pedidos de parceria: o tempo necessário para os tratar e, no máximo, até ao final de 2028.",
                "Contas: até à eliminação da conta e, no máximo, até ao final de 2028.",
                "Sessões de início de sessão: 7 dias, prolongados enquanto a conta for utilizada; uma sessão é eliminada quando termina a sessão.",
                "Registos do servidor: não mais do que o necessário para a segurança do site e, no máximo, até ao final de 2028.",
                ["Cookies: as respetivas durações constam da ", { text: "política de cookies", to: "/cookies" }, "."],
              ],
            },
            "Decorridos estes prazos, os dados são eliminados.",
          ],
        },
        {
          heading: "Segurança",
          blocks: [
            "As palavras-passe são guardadas sob a forma de hash, os cookies de sessão não podem ser lidos pelos scripts das páginas, as tentativas repetidas de palavra-passe são limitadas e a administração está reservada às contas autorizadas.",
          ],
        },
        {
          heading: "Os seus direitos",
          blocks: [
            "Tem os seguintes direitos sobre os dados que lhe dizem respeito:",
            {
              list: [
                "direito de acesso: saber que dados são tratados e obter uma cópia;",
                "direito de retificação: mandar corrigir dados inexatos ou incompletos;",
                "direito ao apagamento: mandar eliminar os seus dados;",
                "direito de oposição: opor-se a um tratamento baseado no interesse legítimo do editor;",
                "direito à portabilidade: receber os dados que forneceu num formato de uso corrente e de leitura automática, nos casos previstos pelo RGPD.",
              ],
            },
          ],
        },
        {
          heading: "Como exercer os seus direitos",
          blocks: [
            [
              "Escreva para ",
              { email: true },
              " indicando o seu pedido e o endereço de e-mail em causa. Respondemos no prazo de um mês. Em caso de dúvida sobre a sua identidade, podemos pedir-lhe que a comprove.",
            ],
            [
              "Pode também, a qualquer momento, apresentar uma reclamação à CNIL: ",
              { text: "www.cnil.fr/fr/plaintes", href: "https://www.cnil.fr/fr/plaintes" },
              " (em francês).",
            ],
          ],
        },
        {
          heading: "Alterações",
          blocks: ["Esta política pode mudar à medida que o site evolui, por exemplo se forem acrescentados novos formulários. A data da última atualização figura no topo da página."],
        },
      ],
    },
    terms: {
      meta: {
        title: "Termos de utilização — Tahiti 2027",
        description: "As regras de utilização do Tahiti 2027, um site informativo independente: acesso, propriedade intelectual, ligações, responsabilidade e lei aplicável.",
      },
      title: "Termos de utilização",
      intro: "Ao utilizar este site, aceita os termos seguintes.",
      sections: [
        {
          heading: "Objeto do site",
          blocks: [
            "O site «Tahiti 2027» informa o público sobre os XVIII Jogos do Pacífico: notícias, desportos, delegações, recintos, acreditação, voluntariado e parcerias.",
            "É um projeto independente: não é o site oficial do comité organizador e não substitui as informações oficiais publicadas pelo COJ Tahiti 2027.",
          ],
        },
        {
          heading: "Acesso ao site",
          blocks: [
            "Durante a sua preparação, o site está reservado às pessoas que dispõem da palavra-passe de acesso partilhada. Não comunique esta palavra-passe a pessoas que não tenham sido convidadas.",
            "O acesso ao site é gratuito. O editor pode suspendê-lo, limitá-lo ou alterá-lo a qualquer momento, nomeadamente para manutenção.",
          ],
        },
        {
          heading: "Contas",
          blocks: [
            "As contas servem para a redação e a administração do site. É responsável pela confidencialidade da sua palavra-passe e por tudo o que for feito com a sua conta. O editor pode suspender uma conta utilizada de forma abusiva.",
          ],
        },
        {
          heading: "Boa utilização",
          blocks: [
            {
              list: [
                "Não envie pelos formulários qualquer conteúdo ilícito, injurioso ou publicitário não solicitado.",
                "Não tente contornar as proteções do site nem perturbar o seu funcionamento.",
              ],
            },
          ],
        },
        {
          heading: "Propriedade intelectual",
          blocks: [
            "Os textos, a apresentação e o código do site estão protegidos por direitos de autor. Pode citar excertos curtos indicando a fonte; qualquer outra reprodução requer a autorização do editor.",
            "Os nomes, logótipos e mascotes dos Jogos do Pacífico e de Tahiti 2027, bem como as marcas citadas, pertencem aos respetivos titulares. A sua menção neste site não significa qualquer parceria com eles nem a sua aprovação.",
          ],
        },
        {
          heading: "Ligações para outros sites",
          blocks: [
            "O site contém ligações para outros sites, por exemplo de instituições ou de redes sociais. Abrem num novo separador, o que é anunciado aos leitores de ecrã. O editor não controla esses sites e não é responsável pelo seu conteúdo nem pelo modo como tratam os dados.",
          ],
        },
        {
          heading: "Responsabilidade",
          blocks: [
            "As informações do site são dadas a título indicativo. As datas, os números, os recintos e os programas podem mudar: confirme-os junto do COJ Tahiti 2027 antes de tomar qualquer decisão.",
            ["O editor esforça-se por manter estas informações exatas e atualizadas, mas não pode garantir a ausência de erros nem a disponibilidade permanente do site. Comunique-nos qualquer erro para ", { email: true }, "."],
          ],
        },
        {
          heading: "Lei aplicável e litígios",
          blocks: [
            "Estes termos regem-se pela lei francesa. Em caso de litígio, procura-se primeiro uma solução amigável; na sua falta, o litígio é submetido aos tribunais competentes de Papeete.",
          ],
        },
        {
          heading: "Alteração dos termos",
          blocks: ["Estes termos podem ser atualizados. A versão em vigor é a publicada nesta página, com a data da sua última atualização."],
        },
      ],
    },
    cookies: {
      meta: {
        title: "Política de cookies — Tahiti 2027",
        description: "Os seis cookies estritamente necessários instalados pelo site Tahiti 2027, a sua função e a sua duração.",
      },
      title: "Política de cookies",
      intro: "Este site utiliza apenas cookies estritamente necessários ao seu funcionamento: nenhum cookie de publicidade, de rastreamento ou de medição de audiência.",
      sections: [
        {
          heading: "O que é um cookie?",
          blocks: [
            "Um cookie é um pequeno ficheiro de texto que um site guarda no seu navegador para se lembrar de uma informação de uma página para outra, por exemplo de que introduziu a palavra-passe de acesso.",
          ],
        },
        {
          heading: "Os cookies deste site",
          blocks: [
            "Os seis cookies seguintes são estritamente necessários. São instalados pelo próprio site (nenhum cookie de terceiros) e nunca servem para o seguir noutros sites. Apenas o t27_account, que não contém nenhum dado, pode ser lido pelos scripts das páginas; os outros não.",
            {
              table: {
                caption: "Cookies instalados pelo site Tahiti 2027",
                nameHeader: "Nome",
                purposeHeader: "Função",
                durationHeader: "Duração",
                rows: [
                  {
                    name: "t27_gate",
                    purpose: "Memoriza que introduziu a palavra-passe de acesso partilhada, para não a pedir em cada página enquanto o site está em preparação.",
                    duration: "30 dias",
                  },
                  {
                    name: "t27_flash",
                    purpose: "Mostra uma única vez a mensagem de boas-vindas depois de o site ser desbloqueado e é depois apagado.",
                    duration: "60 segundos",
                  },
                  {
                    name: "lang",
                    purpose: "Guarda a língua escolhida no menu de línguas, para abrir a página inicial nessa língua quando voltar. Só é instalado se escolher uma língua.",
                    duration: "1 ano",
                  },
                  {
                    name: "better-auth.session_token",
                    purpose: "Mantém uma conta com sessão iniciada (redação, administração). Só é instalado quando inicia sessão e é apagado quando termina a sessão. Numa ligação segura (HTTPS), o seu nome começa por «__Secure-».",
                    duration: "7 dias, prolongados enquanto a conta for utilizada",
                  },
                  {
                    name: "t27_account",
                    purpose: "Indica à página que há uma conta com sessão iniciada, para mostrar o menu da conta no cabeçalho. Contém apenas «1», nenhum dado pessoal; é instalado e apagado com o cookie de sessão.",
                    duration: "7 dias, como o cookie de sessão",
                  },
                  {
                    name: "better-auth.two_factor",
                    purpose: "Liga os dois passos do início de sessão de uma conta da equipa com a verificação em dois passos ativada: definido após a palavra-passe, eliminado assim que o código é aceite. Numa ligação segura (HTTPS), o nome começa por «__Secure-».",
                    duration: "10 minutos",
                  },
                ],
              },
            },
          ],
        },
        {
          heading: "Porque não há faixa de consentimento",
          blocks: [
            [
              "Os cookies estritamente necessários ao funcionamento de um site ou a um serviço que pede, como a escolha da língua, não exigem o seu consentimento segundo a ",
              { text: "loi « Informatique et Libertés »", lang: "fr" },
              " e as recomendações da CNIL. Este site utiliza apenas cookies deste tipo, pelo que não mostra nenhuma faixa de consentimento.",
            ],
            "Se um dia for acrescentada uma medição de audiência, funcionará sem cookies e esta página será atualizada.",
          ],
        },
        {
          heading: "Gerir os cookies",
          blocks: [
            "Pode apagar ou bloquear os cookies nas definições do seu navegador. Atenção:",
            {
              list: [
                ["sem o cookie ", { code: "t27_gate" }, ", a palavra-passe de acesso é-lhe pedida de novo e, se este cookie estiver bloqueado, o site fica inacessível durante a sua preparação;"],
                ["sem o cookie ", { code: "lang" }, ", a página inicial abre em francês;"],
                ["sem o cookie de sessão, não pode iniciar sessão numa conta."],
              ],
            },
          ],
        },
        {
          heading: "Saber mais",
          blocks: [["Sobre o tratamento dos seus dados, consulte a ", { text: "política de privacidade", to: "/privacy" }, ". Para qualquer questão: ", { email: true }, "."]],
        },
      ],
    },
  },
};
