// Portuguese (own translation, Brazilian Portuguese with "você"). The ATT alert strings are this
// catalogue's rendering of iOS's wording: Apple's localized strings could not be cited.
extension CatalogTable {
    /// Portuguese.
    static let portuguese = CatalogTable(
        ump: portugueseUMP, pac: portuguesePAC, att: portugueseATT,
        purposes: [
            TCFItemText(
                "Armazenar e/ou acessar informações em um dispositivo",
                "Cookies, identificadores do dispositivo ou outras informações podem ser armazenados ou lidos no seu dispositivo para as finalidades apresentadas aqui."
            ),
            TCFItemText(
                "Usar dados limitados para selecionar publicidade",
                "Os anúncios podem ser escolhidos com dados limitados, como o conteúdo que você está vendo, o app que você usa, sua localização aproximada e o tipo de dispositivo."
            ),
            TCFItemText(
                "Criar perfis para publicidade personalizada",
                "Informações sobre sua atividade podem ser usadas para criar ou melhorar um perfil dos seus interesses para anúncios personalizados."),
            TCFItemText(
                "Usar perfis para selecionar publicidade personalizada",
                "Os anúncios podem ser escolhidos com base em um perfil sobre você, como seus interesses e sua atividade anterior."),
            TCFItemText(
                "Criar perfis para personalizar conteúdo",
                "Informações sobre sua atividade podem ser usadas para criar ou melhorar um perfil para conteúdo personalizado."),
            TCFItemText(
                "Usar perfis para selecionar conteúdo personalizado",
                "O conteúdo pode ser escolhido com base em um perfil sobre você, como seus interesses e sua atividade anterior."),
            TCFItemText(
                "Medir o desempenho da publicidade",
                "Informações sobre quais anúncios são exibidos para você e como você interage com eles podem ser usadas para medir o desempenho deles."
            ),
            TCFItemText(
                "Medir o desempenho do conteúdo",
                "Informações sobre qual conteúdo é exibido para você e como você interage com ele podem ser usadas para medir o desempenho dele."),
            TCFItemText(
                "Entender o público por meio de estatísticas ou combinações de dados de diferentes fontes",
                "Relatórios podem ser gerados a partir de dados combinados sobre suas interações e as de outros usuários, para entender o público."),
            TCFItemText(
                "Desenvolver e melhorar serviços",
                "Informações sobre sua atividade podem ser usadas para melhorar produtos existentes e desenvolver novos."),
            TCFItemText(
                "Usar dados limitados para selecionar conteúdo",
                "O conteúdo pode ser escolhido com dados limitados, como o conteúdo que você está vendo, sua localização aproximada e o tipo de dispositivo."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Garantir a segurança, prevenir e detectar fraudes e corrigir erros",
                "Seus dados podem ser usados para monitorar e prevenir atividades incomuns ou fraudulentas e para garantir que os sistemas funcionem corretamente."
            ),
            TCFItemText(
                "Veicular e apresentar publicidade e conteúdo",
                "Certas informações, como seu endereço IP e os recursos do seu dispositivo, são usadas para mostrar anúncios e conteúdo na sua tela."),
            TCFItemText(
                "Salvar e comunicar escolhas de privacidade",
                "As escolhas que você faz aqui são salvas e repassadas às empresas listadas, como um sinal (por exemplo, uma sequência de caracteres), para que elas possam respeitá-las."
            ),
        ],
        features: [
            TCFItemText(
                "Associar e combinar dados de outras fontes",
                "Informações sobre sua atividade neste app podem ser associadas e combinadas com outras informações sobre você vindas de outras fontes."
            ),
            TCFItemText(
                "Vincular dispositivos diferentes",
                "Dispositivos diferentes podem ser identificados como pertencentes a você ou à sua casa."),
            TCFItemText(
                "Identificar dispositivos com base em informações transmitidas automaticamente",
                "Seu dispositivo pode ser diferenciado de outros com informações que ele envia automaticamente, como o endereço IP ou o tipo de navegador."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Usar dados de geolocalização precisa",
                "Com a sua permissão, sua localização precisa (num raio de 500 metros) pode ser usada para as finalidades apresentadas aqui."),
            TCFItemText(
                "Verificar ativamente as características do dispositivo para identificação",
                "Com a sua permissão, certas características do seu dispositivo podem ser solicitadas e usadas para identificá-lo."),
        ]
    )

    private static let portugueseUMP: [TextKey: String] = [
        .title: "{appName} pede seu consentimento para usar seus dados pessoais para:",
        .purposesSummary:
            "Publicidade e conteúdo personalizados, medição de publicidade e conteúdo, pesquisa de público e desenvolvimento de serviços",
        .storeAccessSummary: "Armazenar e/ou acessar informações em um dispositivo",
        .intro:
            "Seus dados pessoais serão tratados e as informações do seu dispositivo (cookies, identificadores únicos e outros dados do dispositivo) podem ser armazenadas, acessadas e compartilhadas por {vendorCount} fornecedores TCF e {atpCount} parceiros de publicidade, ou usadas especificamente por este app.",
        .legitimateInterestNotice:
            "Alguns fornecedores podem tratar seus dados pessoais com base em interesse legítimo, ao qual você pode se opor gerenciando suas opções abaixo. Procure um link no final desta página para gerenciar ou retirar o consentimento nas configurações de privacidade e cookies.",
        .vendorsLink: "Ver nossos fornecedores ({vendorCount}) e parceiros de publicidade ({atpCount})",
        .consent: "Consentir",
        .doNotConsent: "Não consentir",
        .manageOptions: "Gerenciar opções",
        .close: "Fechar (não consentir)",
        .manageOptionsTitle: "Gerenciar seus dados",
        .manageOptionsIntro:
            "Você pode escolher como seus dados pessoais são usados. Os fornecedores pedem sua permissão para o seguinte. Você também pode se opor ao tratamento baseado em interesse legítimo.",
        .purposesHeading: "Finalidades",
        .specialPurposesHeading: "Finalidades especiais",
        .featuresHeading: "Recursos",
        .specialFeaturesHeading: "Recursos especiais",
        .consentSwitch: "Consentimento",
        .legitimateInterest: "Interesse legítimo",
        .alwaysActive: "Sempre ativo",
        .illustrationsHeading: "Exemplos",
        .vendorPreferences: "Preferências de fornecedores",
        .vendorsTitle: "Fornecedores TCF",
        .googleATPsTitle: "Provedores de tecnologia de publicidade do Google",
        .privacyPolicy: "Política de privacidade",
        .acceptAll: "Aceitar tudo",
        .rejectAll: "Rejeitar tudo",
        .confirmChoices: "Confirmar escolhas",
        .back: "Voltar",
        .privacyOptionsTitle: "Gerenciar suas escolhas de privacidade",
        .privacyOptionsEntry: "Configurações de privacidade e cookies",
        .usStatesTitle: "{appName}: suas escolhas de privacidade",
        .usStatesBody:
            "{appName} e nossos parceiros usam informações coletadas sobre você, como os identificadores do seu dispositivo e como você usa o app, para mostrar anúncios personalizados. Segundo as leis de privacidade de alguns estados dos EUA, isso pode contar como “venda” ou “compartilhamento” das suas informações pessoais, ou como publicidade direcionada.",
        .usStatesChoice:
            "Você pode recusar a venda ou o compartilhamento das suas informações pessoais e a publicidade direcionada. Se fechar esta mensagem sem recusar, poderemos continuar a vendê-las ou compartilhá-las. Você pode mudar sua escolha a qualquer momento nas configurações de privacidade do app.",
        .usStatesOptOut: "Recusar",
        .usStatesClose: "Fechar",
        .searchPrompt: "Pesquisar por nome ou ID",
        .vendorMatches: "{count} de {total} fornecedores",
        .partnerMatches: "{count} de {total} parceiros de publicidade correspondem",
        .noVendorMatches: "Nenhum fornecedor corresponde a “{search}”. Esc limpa a pesquisa.",
        .legitimateInterestClaim: "Declaração de interesse legítimo",
        .flexibleLegalBasis: "base legal flexível",
        .retention: "Retenção",
        .retentionStandard: "{count} dias (padrão; prazos por finalidade entre colchetes acima)",
        .retentionPerPurpose: "somente por finalidade (entre colchetes acima)",
        .notDeclared: "não declarado",
        .cookieMaxAge: "Duração máxima dos cookies",
        .otherStorage: "Outro armazenamento",
        .nonCookieAccess: "usa armazenamento e acesso sem cookies",
        .noneDeclared: "nenhum declarado",
        .noCookies: "sem cookies",
        .cookieAgeNotDeclared: "usa cookies; duração máxima não declarada",
        .sessionCookiesOnly: "somente cookies de sessão",
        .days: "{count} dias",
        .seconds: "{count} segundos",
        .cookieRefreshed: "renovado a cada acesso",
        .noneGiven: "nenhum informado",
        .learnMore: "Saiba mais",
        .moreInfo: "Mais informações",
        .viewDetails: "Ver detalhes",
        .storageDisclosures: "Divulgações de armazenamento",
        .dataCollected: "Dados recolhidos",
        .helpTip: "Ajuda",
        .helpDialogClose: "Fechar",
        .moreLines: "mais {count}",
    ]

    private static let portuguesePAC: [TextKey: String] = [
        .intro: "Nos importamos com sua privacidade e a segurança dos seus dados. Mantemos este app gratuito exibindo anúncios.",
        .question: "Podemos continuar usando seus dados para personalizar os anúncios para você?",
        .changeChoice: "Você pode mudar sua escolha para {appName} a qualquer momento nas configurações do app.",
        .partnersNotice: "Nossos parceiros vão coletar dados e usar um identificador único no seu dispositivo para mostrar anúncios.",
        .learnHowLink: "Saiba como {appName} e nossos {partnerCount} parceiros coletam e usam dados",
        .personalized: "Sim, continuar vendo anúncios relevantes",
        .nonPersonalized: "Não, ver anúncios menos relevantes",
        .adFree: "Pagar pela versão sem anúncios",
        .providersIntro: "Saiba como nossos parceiros coletam e usam dados:",
        .howAppUsesData: "Como {appName} usa seus dados",
        .back: "Voltar",
        .npaConfirmation:
            "Vamos trabalhar com o Google e usar um identificador único no seu dispositivo para respeitar sua escolha sobre o uso de dados. Você pode mudar sua escolha para {appName} a qualquer momento nas configurações do app.",
        .agree: "Concordo",
        .npaOnlyNotice: "Vamos trabalhar com o Google e usar um identificador único no seu dispositivo para exibir anúncios não personalizados.",
        .nonPersonalizedNoQuestion: "Ver anúncios menos relevantes",
        .npaAdFreeDetail: "Se você escolher ver anúncios, vamos trabalhar com o Google e usar um identificador único no seu dispositivo.",
        .opensLink: "abre",
        .moreLines: "mais {count}",
    ]

    private static let portugueseATT: [TextKey: String] = [
        .explainerTitle: "Mantenha {appName} gratuito",
        .explainerBody:
            "Na próxima tela, o iOS vai perguntar se {appName} pode rastrear sua atividade em apps e sites de outras empresas. Se você permitir, nossos parceiros poderão mostrar anúncios de acordo com seus interesses. Você pode mudar isso a qualquer momento em Ajustes.",
        .explainerButton: "Continuar",
        .alertTitle: "Permitir que “{appName}” rastreie sua atividade em apps e sites de outras empresas?",
        .usageDescription: "Seus dados serão usados para mostrar anúncios mais relevantes.",
        .allow: "Permitir",
        .askNotToTrack: "Pedir ao app para não rastrear",
        .moreLines: "mais {count}",
    ]
}
