// German (own translation, informal "du" as German apps commonly use; ATT alert strings as iOS shows them).
extension CatalogTable {
    /// German.
    static let german = CatalogTable(
        ump: germanUMP, pac: germanPAC, att: germanATT,
        purposes: [
            TCFItemText(
                "Informationen auf einem Gerät speichern und/oder abrufen",
                "Cookies, Gerätekennungen oder andere Informationen können für die hier genannten Zwecke auf deinem Gerät gespeichert oder von dort gelesen werden."
            ),
            TCFItemText(
                "Begrenzte Daten zur Auswahl der Werbung verwenden",
                "Werbung kann anhand begrenzter Daten ausgewählt werden, etwa dem Inhalt, den du gerade ansiehst, der genutzten App, deinem ungefähren Standort und deinem Gerätetyp."
            ),
            TCFItemText(
                "Profile für personalisierte Werbung erstellen",
                "Informationen über deine Aktivitäten können genutzt werden, um ein Profil deiner Interessen für personalisierte Werbung zu erstellen oder zu verbessern."
            ),
            TCFItemText(
                "Profile zur Auswahl personalisierter Werbung verwenden",
                "Werbung kann anhand eines Profils über dich ausgewählt werden, etwa deiner Interessen und früheren Aktivitäten."),
            TCFItemText(
                "Profile zur Personalisierung von Inhalten erstellen",
                "Informationen über deine Aktivitäten können genutzt werden, um ein Profil für personalisierte Inhalte zu erstellen oder zu verbessern."
            ),
            TCFItemText(
                "Profile zur Auswahl personalisierter Inhalte verwenden",
                "Inhalte können anhand eines Profils über dich ausgewählt werden, etwa deiner Interessen und früheren Aktivitäten."),
            TCFItemText(
                "Werbeleistung messen",
                "Informationen darüber, welche Werbung dir gezeigt wird und wie du damit interagierst, können zur Messung ihrer Leistung genutzt werden."
            ),
            TCFItemText(
                "Performance von Inhalten messen",
                "Informationen darüber, welche Inhalte dir gezeigt werden und wie du damit interagierst, können zur Messung ihrer Performance genutzt werden."
            ),
            TCFItemText(
                "Zielgruppen durch Statistiken oder Kombinationen von Daten aus verschiedenen Quellen verstehen",
                "Aus kombinierten Daten über deine Interaktionen und die anderer Nutzer können Berichte erstellt werden, um Zielgruppen zu verstehen."
            ),
            TCFItemText(
                "Dienste entwickeln und verbessern",
                "Informationen über deine Aktivitäten können genutzt werden, um bestehende Produkte zu verbessern und neue zu entwickeln."),
            TCFItemText(
                "Begrenzte Daten zur Auswahl von Inhalten verwenden",
                "Inhalte können anhand begrenzter Daten ausgewählt werden, etwa dem Inhalt, den du gerade ansiehst, deinem ungefähren Standort und deinem Gerätetyp."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Sicherheit gewährleisten, Betrug verhindern und erkennen und Fehler beheben",
                "Deine Daten können genutzt werden, um ungewöhnliche oder betrügerische Aktivitäten zu überwachen und zu verhindern und um sicherzustellen, dass Systeme richtig funktionieren."
            ),
            TCFItemText(
                "Werbung und Inhalte bereitstellen und anzeigen",
                "Bestimmte Informationen wie deine IP-Adresse und die Fähigkeiten deines Geräts werden genutzt, um Werbung und Inhalte auf deinem Bildschirm anzuzeigen."
            ),
            TCFItemText(
                "Datenschutzentscheidungen speichern und übermitteln",
                "Deine Auswahl hier wird gespeichert und den aufgeführten Unternehmen als Signal, etwa als Zeichenkette, übermittelt, damit sie sie beachten können."
            ),
        ],
        features: [
            TCFItemText(
                "Daten aus anderen Datenquellen abgleichen und kombinieren",
                "Informationen über deine Aktivitäten in dieser App können mit anderen Informationen über dich aus anderen Quellen abgeglichen und kombiniert werden."
            ),
            TCFItemText(
                "Verschiedene Geräte verknüpfen",
                "Es kann festgestellt werden, dass verschiedene Geräte zu dir oder deinem Haushalt gehören."),
            TCFItemText(
                "Geräte anhand automatisch übermittelter Informationen identifizieren",
                "Dein Gerät kann anhand von Informationen, die es automatisch sendet, etwa der IP-Adresse oder dem Browsertyp, von anderen Geräten unterschieden werden."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Genaue Standortdaten verwenden",
                "Mit deiner Zustimmung kann dein genauer Standort (auf 500 Meter genau) für die hier genannten Zwecke verwendet werden."),
            TCFItemText(
                "Geräteeigenschaften zur Identifikation aktiv abfragen",
                "Mit deiner Zustimmung können bestimmte Eigenschaften deines Geräts abgefragt und zu seiner Identifikation verwendet werden."),
        ]
    )

    private static let germanUMP: [TextKey: String] = [
        .title: "{appName} bittet um deine Einwilligung, deine personenbezogenen Daten für folgende Zwecke zu nutzen:",
        .purposesSummary:
            "Personalisierte Werbung und Inhalte, Messung von Werbeleistung und der Performance von Inhalten, Zielgruppenforschung sowie Entwicklung von Diensten",
        .storeAccessSummary: "Informationen auf einem Gerät speichern und/oder abrufen",
        .intro:
            "Deine personenbezogenen Daten werden verarbeitet, und Informationen von deinem Gerät (Cookies, eindeutige Kennungen und andere Gerätedaten) können von TCF-Anbietern ({vendorCount}) und Werbepartnern ({atpCount}) gespeichert, abgerufen und mit ihnen geteilt oder ausschließlich von dieser App genutzt werden.",
        .legitimateInterestNotice:
            "Einige Anbieter verarbeiten deine personenbezogenen Daten möglicherweise auf Grundlage eines berechtigten Interesses. Dem kannst du widersprechen, indem du unten deine Optionen verwaltest. Über einen Link unten auf dieser Seite kannst du deine Einwilligung in den Datenschutz- und Cookie-Einstellungen verwalten oder widerrufen.",
        .vendorsLink: "Anbieter ({vendorCount}) und Werbepartner ({atpCount}) ansehen",
        .consent: "Einwilligen",
        .doNotConsent: "Nicht einwilligen",
        .manageOptions: "Optionen verwalten",
        .close: "Schließen (nicht einwilligen)",
        .manageOptionsTitle: "Deine Daten verwalten",
        .manageOptionsIntro:
            "Du kannst auswählen, wie deine personenbezogenen Daten verwendet werden. Anbieter bitten um deine Erlaubnis für Folgendes. Du kannst auch der Verarbeitung auf Grundlage eines berechtigten Interesses widersprechen.",
        .purposesHeading: "Zwecke",
        .specialPurposesHeading: "Besondere Zwecke",
        .featuresHeading: "Funktionen",
        .specialFeaturesHeading: "Besondere Funktionen",
        .consentSwitch: "Einwilligung",
        .legitimateInterest: "Berechtigtes Interesse",
        .alwaysActive: "Immer aktiv",
        .illustrationsHeading: "Beispiele",
        .vendorPreferences: "Anbietereinstellungen",
        .vendorsTitle: "TCF-Anbieter",
        .googleATPsTitle: "Google-Anbieter von Werbetechnologie",
        .privacyPolicy: "Datenschutzerklärung",
        .acceptAll: "Alle akzeptieren",
        .rejectAll: "Alle ablehnen",
        .confirmChoices: "Auswahl bestätigen",
        .back: "Zurück",
        .privacyOptionsTitle: "Datenschutzeinstellungen verwalten",
        .privacyOptionsEntry: "Datenschutz- und Cookie-Einstellungen",
        .usStatesTitle: "{appName}: Deine Datenschutzoptionen",
        .usStatesBody:
            "{appName} und unsere Partner verwenden über dich erhobene Informationen, etwa Gerätekennungen und wie du die App nutzt, um dir personalisierte Werbung zu zeigen. Nach den Datenschutzgesetzen einiger US-Bundesstaaten kann das als „Verkauf“ oder „Weitergabe“ deiner personenbezogenen Daten oder als zielgerichtete Werbung gelten.",
        .usStatesChoice:
            "Du kannst dem Verkauf oder der Weitergabe deiner personenbezogenen Daten und zielgerichteter Werbung widersprechen. Wenn du diese Mitteilung schließt, ohne zu widersprechen, können wir deine Daten weiterhin verkaufen oder weitergeben. Du kannst deine Auswahl jederzeit in den Datenschutzeinstellungen der App ändern.",
        .usStatesOptOut: "Widersprechen",
        .usStatesClose: "Schließen",
        .searchPrompt: "Nach Name oder ID suchen",
        .vendorMatches: "{count} von {total} Anbietern",
        .partnerMatches: "{count} von {total} Werbepartnern passen",
        .noVendorMatches: "Kein Anbieter passt zu „{search}“. Esc löscht die Suche.",
        .legitimateInterestClaim: "Erklärung zum berechtigten Interesse",
        .flexibleLegalBasis: "flexible Rechtsgrundlage",
        .retention: "Speicherdauer",
        .retentionStandard: "{count} Tage (Standard; Fristen je Zweck oben in Klammern)",
        .retentionPerPurpose: "nur je Zweck (oben in Klammern)",
        .notDeclared: "nicht angegeben",
        .cookieMaxAge: "Maximale Cookie-Laufzeit",
        .otherStorage: "Andere Speicherung",
        .nonCookieAccess: "nutzt Speicherung und Zugriff ohne Cookies",
        .noneDeclared: "keine angegeben",
        .noCookies: "keine Cookies",
        .cookieAgeNotDeclared: "nutzt Cookies; maximale Laufzeit nicht angegeben",
        .sessionCookiesOnly: "nur Sitzungs-Cookies",
        .days: "{count} Tage",
        .seconds: "{count} Sekunden",
        .cookieRefreshed: "bei jedem Zugriff erneuert",
        .noneGiven: "keine angegeben",
        .learnMore: "Mehr erfahren",
        .moreInfo: "Weitere Informationen",
        .viewDetails: "Details ansehen",
        .storageDisclosures: "Offenlegung der Speicherung",
        .dataCollected: "Erhobene Daten",
        .helpTip: "Hilfe",
        .helpDialogClose: "Schließen",
        .moreLines: "{count} weitere",
    ]

    private static let germanPAC: [TextKey: String] = [
        .intro: "Uns liegen dein Datenschutz und die Sicherheit deiner Daten am Herzen. Wir finanzieren diese kostenlose App durch Werbung.",
        .question: "Dürfen wir deine Daten weiterhin verwenden, um Werbung auf dich zuzuschneiden?",
        .changeChoice: "Du kannst deine Auswahl für {appName} jederzeit in den App-Einstellungen ändern.",
        .partnersNotice: "Unsere Partner erheben Daten und verwenden eine eindeutige Kennung auf deinem Gerät, um dir Werbung zu zeigen.",
        .learnHowLink: "Erfahre, wie {appName} und unsere Partner ({partnerCount}) Daten erheben und verwenden",
        .personalized: "Ja, weiterhin relevante Werbung sehen",
        .nonPersonalized: "Nein, weniger relevante Werbung sehen",
        .adFree: "Für die werbefreie Version bezahlen",
        .providersIntro: "So erheben und verwenden unsere Partner Daten:",
        .howAppUsesData: "Wie {appName} deine Daten verwendet",
        .back: "Zurück",
        .npaConfirmation:
            "Wir arbeiten mit Google zusammen und verwenden eine eindeutige Kennung auf deinem Gerät, um deine Entscheidung zur Datennutzung zu berücksichtigen. Du kannst deine Auswahl für {appName} jederzeit in den App-Einstellungen ändern.",
        .agree: "Zustimmen",
        .npaOnlyNotice:
            "Wir arbeiten mit Google zusammen und verwenden eine eindeutige Kennung auf deinem Gerät, um nicht personalisierte Werbung auszuliefern.",
        .nonPersonalizedNoQuestion: "Weniger relevante Werbung sehen",
        .npaAdFreeDetail:
            "Wenn du dich für Werbung entscheidest, arbeiten wir mit Google zusammen und verwenden eine eindeutige Kennung auf deinem Gerät.",
        .opensLink: "öffnet",
        .moreLines: "{count} weitere",
    ]

    private static let germanATT: [TextKey: String] = [
        .explainerTitle: "So bleibt {appName} kostenlos",
        .explainerBody:
            "Auf dem nächsten Bildschirm fragt iOS, ob {appName} deine Aktivitäten in Apps und auf Websites anderer Firmen erfassen darf. Wenn du es erlaubst, können dir unsere Partner Werbung zeigen, die zu deinen Interessen passt. Du kannst das jederzeit in den Einstellungen ändern.",
        .explainerButton: "Weiter",
        .alertTitle: "Erlauben, dass „{appName}“ deine Aktivitäten in Apps und auf Websites anderer Firmen erfasst?",
        .usageDescription: "Deine Daten werden verwendet, um dir relevantere Werbung zu zeigen.",
        .allow: "Erlauben",
        .askNotToTrack: "App bitten, kein Tracking durchzuführen",
        .moreLines: "{count} weitere",
    ]
}
