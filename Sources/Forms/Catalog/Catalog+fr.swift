// French (own translation; ATT alert strings as iOS shows them).
extension CatalogTable {
    /// French.
    static let french = CatalogTable(
        ump: frenchUMP, pac: frenchPAC, att: frenchATT,
        purposes: [
            TCFItemText(
                "Stocker et/ou accéder à des informations sur un appareil",
                "Des cookies, des identifiants d’appareil ou d’autres informations peuvent être stockés sur votre appareil ou lus depuis celui-ci pour les finalités présentées ici."
            ),
            TCFItemText(
                "Utiliser des données limitées pour sélectionner la publicité",
                "Les publicités peuvent être choisies à partir de données limitées, comme le contenu que vous consultez, l’application utilisée, votre position approximative et le type de votre appareil."
            ),
            TCFItemText(
                "Créer des profils pour la publicité personnalisée",
                "Des informations sur votre activité peuvent servir à créer ou à améliorer un profil de vos centres d’intérêt pour des publicités personnalisées."
            ),
            TCFItemText(
                "Utiliser des profils pour sélectionner des publicités personnalisées",
                "Les publicités peuvent être choisies en fonction d’un profil vous concernant, comme vos centres d’intérêt et votre activité passée."),
            TCFItemText(
                "Créer des profils pour personnaliser le contenu",
                "Des informations sur votre activité peuvent servir à créer ou à améliorer un profil pour des contenus personnalisés."),
            TCFItemText(
                "Utiliser des profils pour sélectionner du contenu personnalisé",
                "Les contenus peuvent être choisis en fonction d’un profil vous concernant, comme vos centres d’intérêt et votre activité passée."),
            TCFItemText(
                "Mesurer la performance des publicités",
                "Des informations sur les publicités qui vous sont présentées et sur votre interaction avec elles peuvent servir à mesurer leur performance."
            ),
            TCFItemText(
                "Mesurer la performance du contenu",
                "Des informations sur les contenus qui vous sont présentés et sur votre interaction avec eux peuvent servir à mesurer leur performance."
            ),
            TCFItemText(
                "Comprendre les publics grâce à des statistiques ou à des combinaisons de données provenant de différentes sources",
                "Des rapports peuvent être établis à partir de données combinées sur vos interactions et celles d’autres utilisateurs, afin de comprendre les publics."
            ),
            TCFItemText(
                "Développer et améliorer les services",
                "Des informations sur votre activité peuvent servir à améliorer des produits existants et à en développer de nouveaux."),
            TCFItemText(
                "Utiliser des données limitées pour sélectionner le contenu",
                "Les contenus peuvent être choisis à partir de données limitées, comme le contenu que vous consultez, votre position approximative et le type de votre appareil."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Assurer la sécurité, prévenir et détecter la fraude et réparer les erreurs",
                "Vos données peuvent servir à surveiller et à prévenir les activités inhabituelles ou frauduleuses, et à vérifier que les systèmes fonctionnent correctement."
            ),
            TCFItemText(
                "Fournir et présenter des publicités et du contenu",
                "Certaines informations, comme votre adresse IP et les capacités de votre appareil, servent à afficher des publicités et des contenus sur votre écran."
            ),
            TCFItemText(
                "Enregistrer et communiquer les choix en matière de confidentialité",
                "Les choix que vous faites ici sont enregistrés et transmis aux sociétés listées sous forme de signal, par exemple une chaîne de caractères, afin qu’elles puissent les respecter."
            ),
        ],
        features: [
            TCFItemText(
                "Mettre en correspondance et combiner des données provenant d’autres sources",
                "Des informations sur votre activité dans cette application peuvent être mises en correspondance et combinées avec d’autres informations vous concernant provenant d’autres sources."
            ),
            TCFItemText(
                "Relier différents appareils",
                "Différents appareils peuvent être identifiés comme vous appartenant, à vous ou à votre foyer."),
            TCFItemText(
                "Identifier les appareils en fonction des informations transmises automatiquement",
                "Votre appareil peut être distingué des autres grâce aux informations qu’il envoie automatiquement, comme son adresse IP ou le type de navigateur."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Utiliser des données de géolocalisation précises",
                "Avec votre accord, votre position précise (à 500 mètres près) peut être utilisée pour les finalités présentées ici."),
            TCFItemText(
                "Analyser activement les caractéristiques de l’appareil pour l’identification",
                "Avec votre accord, certaines caractéristiques de votre appareil peuvent être demandées et utilisées pour l’identifier."),
        ]
    )

    private static let frenchUMP: [TextKey: String] = [
        .title: "{appName} demande votre consentement pour utiliser vos données personnelles afin de :",
        .purposesSummary:
            "Publicités et contenus personnalisés, mesure de performance des publicités et des contenus, études d’audience et développement de services",
        .storeAccessSummary: "Stocker et/ou accéder à des informations sur un appareil",
        .intro:
            "Vos données personnelles seront traitées et des informations de votre appareil (cookies, identifiants uniques et autres données de l’appareil) pourront être stockées, consultées et partagées par des fournisseurs TCF ({vendorCount}) et des partenaires publicitaires ({atpCount}), ou utilisées uniquement par cette application.",
        .legitimateInterestNotice:
            "Certains fournisseurs peuvent traiter vos données personnelles sur la base de l’intérêt légitime, ce à quoi vous pouvez vous opposer en gérant vos options ci-dessous. Un lien en bas de cette page vous permet de gérer ou de retirer votre consentement dans les paramètres de confidentialité et des cookies.",
        .vendorsLink: "Voir les fournisseurs ({vendorCount}) et les partenaires publicitaires ({atpCount})",
        .consent: "Autoriser",
        .doNotConsent: "Ne pas autoriser",
        .manageOptions: "Gérer les options",
        .close: "Fermer (ne pas autoriser)",
        .manageOptionsTitle: "Gérer vos données",
        .manageOptionsIntro:
            "Vous pouvez choisir la façon dont vos données personnelles sont utilisées. Les fournisseurs demandent votre autorisation pour les opérations suivantes. Vous pouvez aussi vous opposer aux traitements fondés sur l’intérêt légitime.",
        .purposesHeading: "Finalités",
        .specialPurposesHeading: "Finalités spéciales",
        .featuresHeading: "Fonctionnalités",
        .specialFeaturesHeading: "Fonctionnalités spéciales",
        .consentSwitch: "Consentement",
        .legitimateInterest: "Intérêt légitime",
        .alwaysActive: "Toujours actif",
        .illustrationsHeading: "Exemples",
        .vendorPreferences: "Préférences des fournisseurs",
        .vendorsTitle: "Fournisseurs TCF",
        .googleATPsTitle: "Fournisseurs de technologie publicitaire de Google",
        .privacyPolicy: "Politique de confidentialité",
        .acceptAll: "Tout accepter",
        .rejectAll: "Tout refuser",
        .confirmChoices: "Confirmer les choix",
        .back: "Retour",
        .privacyOptionsTitle: "Gérer vos choix de confidentialité",
        .privacyOptionsEntry: "Paramètres de confidentialité et des cookies",
        .usStatesTitle: "{appName} : vos choix en matière de confidentialité",
        .usStatesBody:
            "{appName} et nos partenaires utilisent des informations collectées à votre sujet, comme les identifiants de votre appareil et la façon dont vous utilisez l’application, pour vous montrer des annonces personnalisées. Selon les lois sur la confidentialité de certains États américains, cela peut être considéré comme une « vente » ou un « partage » de vos données personnelles, ou comme de la publicité ciblée.",
        .usStatesChoice:
            "Vous pouvez refuser la vente ou le partage de vos données personnelles et la publicité ciblée. Si vous fermez ce message sans refuser, nous pourrons continuer à vendre ou à partager vos données. Vous pouvez modifier votre choix à tout moment dans les paramètres de confidentialité de l’application.",
        .usStatesOptOut: "Refuser",
        .usStatesClose: "Fermer",
        .searchPrompt: "Rechercher par nom ou ID",
        .vendorMatches: "{count} fournisseurs sur {total}",
        .partnerMatches: "{count} partenaires publicitaires sur {total} correspondent",
        .noVendorMatches: "Aucun fournisseur ne correspond à « {search} ». Échap efface la recherche.",
        .legitimateInterestClaim: "Déclaration d’intérêt légitime",
        .flexibleLegalBasis: "base juridique flexible",
        .retention: "Conservation",
        .retentionStandard: "{count} jours (standard ; durées par finalité entre parenthèses ci-dessus)",
        .retentionPerPurpose: "par finalité uniquement (entre parenthèses ci-dessus)",
        .notDeclared: "non déclarée",
        .cookieMaxAge: "Durée de vie maximale des cookies",
        .otherStorage: "Autre stockage",
        .nonCookieAccess: "utilise un stockage et un accès autres que les cookies",
        .noneDeclared: "aucun déclaré",
        .noCookies: "aucun cookie",
        .cookieAgeNotDeclared: "utilise des cookies ; durée maximale non déclarée",
        .sessionCookiesOnly: "cookies de session uniquement",
        .days: "{count} jours",
        .seconds: "{count} secondes",
        .cookieRefreshed: "renouvelée à chaque accès",
        .noneGiven: "non indiquée",
        .learnMore: "En savoir plus",
        .moreInfo: "Plus d’infos",
        .viewDetails: "Voir les détails",
        .storageDisclosures: "Déclarations de stockage",
        .dataCollected: "Données collectées",
        .helpTip: "Aide",
        .helpDialogClose: "Fermer",
        .moreLines: "{count} de plus",
    ]

    private static let frenchPAC: [TextKey: String] = [
        .intro: "Nous tenons à la confidentialité et à la sécurité de vos données. Cette application reste gratuite grâce à la publicité.",
        .question: "Pouvons-nous continuer à utiliser vos données pour vous proposer des annonces adaptées ?",
        .changeChoice: "Vous pouvez modifier votre choix pour {appName} à tout moment dans les paramètres de l’application.",
        .partnersNotice:
            "Nos partenaires collecteront des données et utiliseront un identifiant unique sur votre appareil pour vous montrer des annonces.",
        .learnHowLink: "Découvrez comment {appName} et nos partenaires ({partnerCount}) collectent et utilisent les données",
        .personalized: "Oui, continuer à voir des annonces pertinentes",
        .nonPersonalized: "Non, voir des annonces moins pertinentes",
        .adFree: "Payer pour la version sans publicité",
        .providersIntro: "Découvrez comment nos partenaires collectent et utilisent les données :",
        .howAppUsesData: "Comment {appName} utilise vos données",
        .back: "Retour",
        .npaConfirmation:
            "Nous collaborerons avec Google et utiliserons un identifiant unique sur votre appareil pour respecter votre choix concernant l’utilisation des données. Vous pouvez modifier votre choix pour {appName} à tout moment dans les paramètres de l’application.",
        .agree: "J’accepte",
        .npaOnlyNotice:
            "Nous collaborerons avec Google et utiliserons un identifiant unique sur votre appareil pour diffuser des annonces non personnalisées.",
        .nonPersonalizedNoQuestion: "Voir des annonces moins pertinentes",
        .npaAdFreeDetail:
            "Si vous choisissez de voir des annonces, nous collaborerons avec Google et utiliserons un identifiant unique sur votre appareil.",
        .opensLink: "ouvre",
        .moreLines: "{count} de plus",
    ]

    private static let frenchATT: [TextKey: String] = [
        .explainerTitle: "Pour que {appName} reste gratuite",
        .explainerBody:
            "Sur l’écran suivant, iOS vous demandera si {appName} peut suivre vos activités dans les apps et sur les sites web d’autres sociétés. Si vous l’autorisez, nos partenaires pourront vous montrer des annonces adaptées à vos centres d’intérêt. Vous pourrez modifier ce choix à tout moment dans Réglages.",
        .explainerButton: "Continuer",
        .alertTitle: "Autoriser « {appName} » à suivre vos activités dans les apps et sur les sites web d’autres sociétés ?",
        .usageDescription: "Vos données seront utilisées pour vous montrer des annonces plus pertinentes.",
        .allow: "Autoriser",
        .askNotToTrack: "Demander à l’app de ne pas suivre",
        .moreLines: "{count} de plus",
    ]
}
