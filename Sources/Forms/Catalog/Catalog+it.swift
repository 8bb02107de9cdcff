// Italian (own translation; ATT alert strings as iOS shows them).
extension CatalogTable {
    /// Italian.
    static let italian = CatalogTable(
        ump: italianUMP, pac: italianPAC, att: italianATT,
        purposes: [
            TCFItemText(
                "Archiviare e/o accedere a informazioni su un dispositivo",
                "Cookie, identificatori del dispositivo o altre informazioni possono essere archiviati o letti sul tuo dispositivo per le finalità qui indicate."
            ),
            TCFItemText(
                "Utilizzare dati limitati per selezionare la pubblicità",
                "Gli annunci possono essere scelti in base a dati limitati, come il contenuto che stai guardando, l’app che usi, la tua posizione approssimativa e il tipo di dispositivo."
            ),
            TCFItemText(
                "Creare profili per la pubblicità personalizzata",
                "Le informazioni sulla tua attività possono essere usate per creare o migliorare un profilo dei tuoi interessi per annunci personalizzati."
            ),
            TCFItemText(
                "Utilizzare profili per selezionare pubblicità personalizzata",
                "Gli annunci possono essere scelti in base a un tuo profilo, ad esempio i tuoi interessi e le tue attività passate."),
            TCFItemText(
                "Creare profili per personalizzare i contenuti",
                "Le informazioni sulla tua attività possono essere usate per creare o migliorare un profilo per contenuti personalizzati."),
            TCFItemText(
                "Utilizzare profili per selezionare contenuti personalizzati",
                "I contenuti possono essere scelti in base a un tuo profilo, ad esempio i tuoi interessi e le tue attività passate."),
            TCFItemText(
                "Misurare le prestazioni della pubblicità",
                "Le informazioni su quali annunci ti vengono mostrati e su come interagisci con essi possono essere usate per misurarne le prestazioni."
            ),
            TCFItemText(
                "Misurare le prestazioni dei contenuti",
                "Le informazioni su quali contenuti ti vengono mostrati e su come interagisci con essi possono essere usate per misurarne le prestazioni."
            ),
            TCFItemText(
                "Comprendere il pubblico attraverso statistiche o combinazioni di dati provenienti da diverse fonti",
                "Possono essere generati report combinando dati sulle tue interazioni e su quelle di altri utenti, per comprendere il pubblico."),
            TCFItemText(
                "Sviluppare e migliorare i servizi",
                "Le informazioni sulla tua attività possono essere usate per migliorare prodotti esistenti e svilupparne di nuovi."),
            TCFItemText(
                "Utilizzare dati limitati per selezionare i contenuti",
                "I contenuti possono essere scelti in base a dati limitati, come il contenuto che stai guardando, la tua posizione approssimativa e il tipo di dispositivo."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Garantire la sicurezza, prevenire e rilevare le frodi e correggere gli errori",
                "I tuoi dati possono essere usati per monitorare e prevenire attività insolite o fraudolente e per verificare che i sistemi funzionino correttamente."
            ),
            TCFItemText(
                "Fornire e presentare pubblicità e contenuti",
                "Alcune informazioni, come l’indirizzo IP e le capacità del dispositivo, servono a mostrare annunci e contenuti sul tuo schermo."),
            TCFItemText(
                "Salvare e comunicare le scelte sulla privacy",
                "Le scelte che fai qui vengono salvate e trasmesse alle società elencate sotto forma di segnale, ad esempio una stringa di caratteri, perché possano rispettarle."
            ),
        ],
        features: [
            TCFItemText(
                "Abbinare e combinare dati da altre fonti",
                "Le informazioni sulla tua attività in questa app possono essere abbinate e combinate con altre informazioni su di te provenienti da altre fonti."
            ),
            TCFItemText(
                "Collegare dispositivi diversi",
                "Dispositivi diversi possono essere riconosciuti come appartenenti a te o al tuo nucleo familiare."),
            TCFItemText(
                "Identificare i dispositivi in base alle informazioni trasmesse automaticamente",
                "Il tuo dispositivo può essere distinto dagli altri in base alle informazioni che invia automaticamente, come l’indirizzo IP o il tipo di browser."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Utilizzare dati di geolocalizzazione precisi",
                "Con il tuo consenso, la tua posizione precisa (entro 500 metri) può essere usata per le finalità qui indicate."),
            TCFItemText(
                "Scansione attiva delle caratteristiche del dispositivo ai fini dell’identificazione",
                "Con il tuo consenso, alcune caratteristiche del tuo dispositivo possono essere richieste e usate per identificarlo."),
        ]
    )

    private static let italianUMP: [TextKey: String] = [
        .title: "{appName} chiede il tuo consenso per utilizzare i tuoi dati personali per:",
        .purposesSummary: "Annunci e contenuti personalizzati, misurazione di annunci e contenuti, ricerche sul pubblico e sviluppo di servizi",
        .storeAccessSummary: "Archiviare e/o accedere a informazioni su un dispositivo",
        .intro:
            "I tuoi dati personali verranno trattati e le informazioni del tuo dispositivo (cookie, identificatori univoci e altri dati del dispositivo) potranno essere archiviate, consultate e condivise da fornitori TCF ({vendorCount}) e partner pubblicitari ({atpCount}), oppure utilizzate esclusivamente da questa app.",
        .legitimateInterestNotice:
            "Alcuni fornitori potrebbero trattare i tuoi dati personali sulla base del legittimo interesse, a cui puoi opporti gestendo le opzioni qui sotto. In fondo a questa pagina trovi un link per gestire o revocare il consenso nelle impostazioni di privacy e cookie.",
        .vendorsLink: "Vedi i fornitori ({vendorCount}) e i partner pubblicitari ({atpCount})",
        .consent: "Acconsento",
        .doNotConsent: "Non acconsento",
        .manageOptions: "Gestisci opzioni",
        .close: "Chiudi (non acconsento)",
        .manageOptionsTitle: "Gestisci i tuoi dati",
        .manageOptionsIntro:
            "Puoi scegliere come vengono utilizzati i tuoi dati personali. I fornitori chiedono il tuo permesso per le attività seguenti. Puoi anche opporti al trattamento basato sul legittimo interesse.",
        .purposesHeading: "Finalità",
        .specialPurposesHeading: "Finalità speciali",
        .featuresHeading: "Funzionalità",
        .specialFeaturesHeading: "Funzionalità speciali",
        .consentSwitch: "Consenso",
        .legitimateInterest: "Legittimo interesse",
        .alwaysActive: "Sempre attivo",
        .illustrationsHeading: "Esempi",
        .vendorPreferences: "Preferenze fornitori",
        .vendorsTitle: "Fornitori TCF",
        .googleATPsTitle: "Fornitori di tecnologia pubblicitaria di Google",
        .privacyPolicy: "Informativa sulla privacy",
        .acceptAll: "Accetta tutto",
        .rejectAll: "Rifiuta tutto",
        .confirmChoices: "Conferma le scelte",
        .back: "Indietro",
        .privacyOptionsTitle: "Gestisci le tue scelte sulla privacy",
        .privacyOptionsEntry: "Impostazioni di privacy e cookie",
        .usStatesTitle: "{appName}: le tue scelte sulla privacy",
        .usStatesBody:
            "{appName} e i nostri partner usano le informazioni raccolte su di te, come gli identificatori del dispositivo e il modo in cui usi l’app, per mostrarti annunci personalizzati. Secondo le leggi sulla privacy di alcuni stati degli USA, questo può essere considerato una “vendita” o una “condivisione” dei tuoi dati personali, oppure pubblicità mirata.",
        .usStatesChoice:
            "Puoi opporti alla vendita o alla condivisione dei tuoi dati personali e alla pubblicità mirata. Se chiudi questo messaggio senza opporti, potremmo continuare a venderli o condividerli. Puoi modificare la tua scelta in qualsiasi momento nelle impostazioni sulla privacy dell’app.",
        .usStatesOptOut: "Mi oppongo",
        .usStatesClose: "Chiudi",
        .searchPrompt: "Cerca per nome o ID",
        .vendorMatches: "{count} fornitori su {total}",
        .partnerMatches: "{count} partner pubblicitari su {total} corrispondono",
        .noVendorMatches: "Nessun fornitore corrisponde a «{search}». Esc cancella la ricerca.",
        .legitimateInterestClaim: "Dichiarazione di legittimo interesse",
        .flexibleLegalBasis: "base giuridica flessibile",
        .retention: "Conservazione",
        .retentionStandard: "{count} giorni (standard; periodi per finalità tra parentesi sopra)",
        .retentionPerPurpose: "solo per finalità (tra parentesi sopra)",
        .notDeclared: "non dichiarata",
        .cookieMaxAge: "Durata massima dei cookie",
        .otherStorage: "Altra archiviazione",
        .nonCookieAccess: "usa archiviazione e accesso diversi dai cookie",
        .noneDeclared: "nessuno dichiarato",
        .noCookies: "nessun cookie",
        .cookieAgeNotDeclared: "usa cookie; durata massima non dichiarata",
        .sessionCookiesOnly: "solo cookie di sessione",
        .days: "{count} giorni",
        .seconds: "{count} secondi",
        .cookieRefreshed: "rinnovata a ogni accesso",
        .noneGiven: "non indicata",
        .learnMore: "Scopri di più",
        .moreInfo: "Ulteriori informazioni",
        .viewDetails: "Visualizza dettagli",
        .storageDisclosures: "Informativa sull’archiviazione",
        .dataCollected: "Dati raccolti",
        .helpTip: "Guida",
        .helpDialogClose: "Chiudi",
        .moreLines: "altre {count}",
    ]

    private static let italianPAC: [TextKey: String] = [
        .intro: "Teniamo alla tua privacy e alla sicurezza dei tuoi dati. Manteniamo gratuita questa app mostrando annunci.",
        .question: "Possiamo continuare a usare i tuoi dati per personalizzare gli annunci per te?",
        .changeChoice: "Puoi modificare la tua scelta per {appName} in qualsiasi momento nelle impostazioni dell’app.",
        .partnersNotice: "I nostri partner raccoglieranno dati e useranno un identificatore univoco sul tuo dispositivo per mostrarti annunci.",
        .learnHowLink: "Scopri come {appName} e i nostri partner ({partnerCount}) raccolgono e usano i dati",
        .personalized: "Sì, continua a mostrarmi annunci pertinenti",
        .nonPersonalized: "No, mostrami annunci meno pertinenti",
        .adFree: "Acquista la versione senza annunci",
        .providersIntro: "Scopri come i nostri partner raccolgono e usano i dati:",
        .howAppUsesData: "Come {appName} usa i tuoi dati",
        .back: "Indietro",
        .npaConfirmation:
            "Collaboreremo con Google e useremo un identificatore univoco sul tuo dispositivo per rispettare la tua scelta sull’uso dei dati. Puoi modificare la tua scelta per {appName} in qualsiasi momento nelle impostazioni dell’app.",
        .agree: "Accetto",
        .npaOnlyNotice: "Collaboreremo con Google e useremo un identificatore univoco sul tuo dispositivo per mostrare annunci non personalizzati.",
        .nonPersonalizedNoQuestion: "Mostrami annunci meno pertinenti",
        .npaAdFreeDetail: "Se scegli di vedere gli annunci, collaboreremo con Google e useremo un identificatore univoco sul tuo dispositivo.",
        .opensLink: "apre",
        .moreLines: "altre {count}",
    ]

    private static let italianATT: [TextKey: String] = [
        .explainerTitle: "Per mantenere gratuita {appName}",
        .explainerBody:
            "Nella prossima schermata iOS ti chiederà se {appName} può tracciare le tue attività su app e siti web di altre aziende. Se lo consenti, i nostri partner potranno mostrarti annunci in linea con i tuoi interessi. Puoi cambiare idea in qualsiasi momento in Impostazioni.",
        .explainerButton: "Continua",
        .alertTitle: "Consentire a “{appName}” di tracciare le tue attività su app e siti web di altre aziende?",
        .usageDescription: "I tuoi dati verranno usati per mostrarti annunci più pertinenti.",
        .allow: "Consenti",
        .askNotToTrack: "Chiedi all’app di non tracciare",
        .moreLines: "altre {count}",
    ]
}
