// Dutch (own translation, informal "je" as Dutch apps commonly use). The ATT alert strings are this
// catalogue's rendering of iOS's wording: Apple's localized strings could not be cited.
extension CatalogTable {
    /// Dutch.
    static let dutch = CatalogTable(
        ump: dutchUMP, pac: dutchPAC, att: dutchATT,
        purposes: [
            TCFItemText(
                "Informatie op een apparaat opslaan en/of openen",
                "Cookies, apparaat-ID's of andere informatie kunnen op je apparaat worden opgeslagen of uitgelezen voor de doeleinden die hier worden getoond."
            ),
            TCFItemText(
                "Beperkte gegevens gebruiken om advertenties te selecteren",
                "Advertenties kunnen worden gekozen op basis van beperkte gegevens, zoals de content die je bekijkt, de app die je gebruikt, je geschatte locatie en je apparaattype."
            ),
            TCFItemText(
                "Profielen maken voor gepersonaliseerde advertenties",
                "Informatie over je activiteit kan worden gebruikt om een profiel van je interesses voor gepersonaliseerde advertenties te maken of te verbeteren."
            ),
            TCFItemText(
                "Profielen gebruiken om gepersonaliseerde advertenties te selecteren",
                "Advertenties kunnen worden gekozen op basis van een profiel over jou, zoals je interesses en eerdere activiteit."),
            TCFItemText(
                "Profielen maken om content te personaliseren",
                "Informatie over je activiteit kan worden gebruikt om een profiel voor gepersonaliseerde content te maken of te verbeteren."),
            TCFItemText(
                "Profielen gebruiken om gepersonaliseerde content te selecteren",
                "Content kan worden gekozen op basis van een profiel over jou, zoals je interesses en eerdere activiteit."),
            TCFItemText(
                "Advertentieprestaties meten",
                "Informatie over welke advertenties je te zien krijgt en hoe je ermee omgaat, kan worden gebruikt om hun prestaties te meten."),
            TCFItemText(
                "Contentprestaties meten",
                "Informatie over welke content je te zien krijgt en hoe je ermee omgaat, kan worden gebruikt om de prestaties ervan te meten."),
            TCFItemText(
                "Doelgroepen begrijpen via statistieken of combinaties van gegevens uit verschillende bronnen",
                "Uit gecombineerde gegevens over jouw interacties en die van andere gebruikers kunnen rapporten worden gemaakt om doelgroepen te begrijpen."
            ),
            TCFItemText(
                "Diensten ontwikkelen en verbeteren",
                "Informatie over je activiteit kan worden gebruikt om bestaande producten te verbeteren en nieuwe te ontwikkelen."),
            TCFItemText(
                "Beperkte gegevens gebruiken om content te selecteren",
                "Content kan worden gekozen op basis van beperkte gegevens, zoals de content die je bekijkt, je geschatte locatie en je apparaattype."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Beveiliging waarborgen, fraude voorkomen en opsporen, en fouten herstellen",
                "Je gegevens kunnen worden gebruikt om ongebruikelijke of frauduleuze activiteit te bewaken en te voorkomen, en om ervoor te zorgen dat systemen goed werken."
            ),
            TCFItemText(
                "Advertenties en content leveren en tonen",
                "Bepaalde informatie, zoals je IP-adres en de mogelijkheden van je apparaat, wordt gebruikt om advertenties en content op je scherm te tonen."
            ),
            TCFItemText(
                "Privacykeuzes opslaan en doorgeven",
                "De keuzes die je hier maakt, worden opgeslagen en als signaal (zoals een tekenreeks) doorgegeven aan de vermelde bedrijven, zodat zij die kunnen respecteren."
            ),
        ],
        features: [
            TCFItemText(
                "Gegevens uit andere bronnen koppelen en combineren",
                "Informatie over je activiteit in deze app kan worden gekoppeld aan en gecombineerd met andere informatie over jou uit andere bronnen."
            ),
            TCFItemText("Verschillende apparaten koppelen", "Er kan worden vastgesteld dat verschillende apparaten van jou of je huishouden zijn."),
            TCFItemText(
                "Apparaten identificeren op basis van automatisch verzonden informatie",
                "Je apparaat kan van andere apparaten worden onderscheiden met informatie die het automatisch verstuurt, zoals het IP-adres of het browsertype."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Precieze geolocatiegegevens gebruiken",
                "Met je toestemming kan je precieze locatie (binnen 500 meter) worden gebruikt voor de doeleinden die hier worden getoond."),
            TCFItemText(
                "Apparaatkenmerken actief scannen voor identificatie",
                "Met je toestemming kunnen bepaalde kenmerken van je apparaat worden opgevraagd en gebruikt om het te identificeren."),
        ]
    )

    private static let dutchUMP: [TextKey: String] = [
        .title: "{appName} vraagt je toestemming om je persoonsgegevens te gebruiken voor:",
        .purposesSummary: "Gepersonaliseerde advertenties en content, advertentie- en contentmeting, doelgroeponderzoek en ontwikkeling van diensten",
        .storeAccessSummary: "Informatie op een apparaat opslaan en/of openen",
        .intro:
            "Je persoonsgegevens worden verwerkt en informatie van je apparaat (cookies, unieke ID's en andere apparaatgegevens) kan worden opgeslagen door, geopend door en gedeeld met {vendorCount} TCF-leveranciers en {atpCount} advertentiepartners, of specifiek door deze app worden gebruikt.",
        .legitimateInterestNotice:
            "Sommige leveranciers verwerken je persoonsgegevens mogelijk op basis van een gerechtvaardigd belang, waartegen je bezwaar kunt maken door hieronder je opties te beheren. Onderaan deze pagina vind je een link om je toestemming te beheren of in te trekken in de privacy- en cookie-instellingen.",
        .vendorsLink: "Onze leveranciers ({vendorCount}) en advertentiepartners ({atpCount}) bekijken",
        .consent: "Toestemming geven",
        .doNotConsent: "Geen toestemming geven",
        .manageOptions: "Opties beheren",
        .close: "Sluiten (geen toestemming)",
        .manageOptionsTitle: "Je gegevens beheren",
        .manageOptionsIntro:
            "Je kunt kiezen hoe je persoonsgegevens worden gebruikt. Leveranciers vragen je toestemming voor het volgende. Je kunt ook bezwaar maken tegen verwerking op basis van een gerechtvaardigd belang.",
        .purposesHeading: "Doeleinden",
        .specialPurposesHeading: "Speciale doeleinden",
        .featuresHeading: "Functies",
        .specialFeaturesHeading: "Speciale functies",
        .consentSwitch: "Toestemming",
        .legitimateInterest: "Gerechtvaardigd belang",
        .alwaysActive: "Altijd actief",
        .illustrationsHeading: "Voorbeelden",
        .vendorPreferences: "Leveranciersvoorkeuren",
        .vendorsTitle: "TCF-leveranciers",
        .googleATPsTitle: "Advertentietechnologieaanbieders van Google",
        .privacyPolicy: "Privacybeleid",
        .acceptAll: "Alles accepteren",
        .rejectAll: "Alles weigeren",
        .confirmChoices: "Keuzes bevestigen",
        .back: "Terug",
        .privacyOptionsTitle: "Je privacykeuzes beheren",
        .privacyOptionsEntry: "Privacy- en cookie-instellingen",
        .usStatesTitle: "{appName}: je privacykeuzes",
        .usStatesBody:
            "{appName} en onze partners gebruiken informatie die over jou is verzameld, zoals de ID's van je apparaat en hoe je de app gebruikt, om je gepersonaliseerde advertenties te tonen. Volgens de privacywetten van sommige Amerikaanse staten kan dit gelden als ‘verkoop’ of ‘delen’ van je persoonlijke informatie, of als gerichte advertenties.",
        .usStatesChoice:
            "Je kunt je afmelden voor de verkoop of het delen van je persoonlijke informatie en voor gerichte advertenties. Als je dit bericht sluit zonder je af te melden, kunnen we je informatie blijven verkopen of delen. Je kunt je keuze altijd wijzigen in de privacy-instellingen van de app.",
        .usStatesOptOut: "Afmelden",
        .usStatesClose: "Sluiten",
        .searchPrompt: "Zoeken op naam of ID",
        .vendorMatches: "{count} van {total} leveranciers",
        .partnerMatches: "{count} van {total} advertentiepartners komen overeen",
        .noVendorMatches: "Geen leverancier komt overeen met ‘{search}’. Esc wist de zoekopdracht.",
        .legitimateInterestClaim: "Verklaring over gerechtvaardigd belang",
        .flexibleLegalBasis: "flexibele rechtsgrond",
        .retention: "Bewaartermijn",
        .retentionStandard: "{count} dagen (standaard; termijnen per doeleinde hierboven tussen haken)",
        .retentionPerPurpose: "alleen per doeleinde (hierboven tussen haken)",
        .notDeclared: "niet opgegeven",
        .cookieMaxAge: "Maximale cookieduur",
        .otherStorage: "Andere opslag",
        .nonCookieAccess: "gebruikt opslag en toegang zonder cookies",
        .noneDeclared: "geen opgegeven",
        .noCookies: "geen cookies",
        .cookieAgeNotDeclared: "gebruikt cookies; maximale duur niet opgegeven",
        .sessionCookiesOnly: "alleen sessiecookies",
        .days: "{count} dagen",
        .seconds: "{count} seconden",
        .cookieRefreshed: "vernieuwd bij elke toegang",
        .noneGiven: "geen opgegeven",
        .learnMore: "Meer informatie",
        .moreInfo: "Meer info",
        .viewDetails: "Details bekijken",
        .storageDisclosures: "Opslagvermeldingen",
        .dataCollected: "Verzamelde gegevens",
        .helpTip: "Help",
        .helpDialogClose: "Sluiten",
        .moreLines: "nog {count}",
    ]

    private static let dutchPAC: [TextKey: String] = [
        .intro: "We geven om je privacy en de beveiliging van je gegevens. We houden deze app gratis door advertenties te tonen.",
        .question: "Mogen we je gegevens blijven gebruiken om advertenties op je af te stemmen?",
        .changeChoice: "Je kunt je keuze voor {appName} altijd wijzigen in de app-instellingen.",
        .partnersNotice: "Onze partners verzamelen gegevens en gebruiken een unieke ID op je apparaat om je advertenties te tonen.",
        .learnHowLink: "Bekijk hoe {appName} en onze {partnerCount} partners gegevens verzamelen en gebruiken",
        .personalized: "Ja, relevante advertenties blijven zien",
        .nonPersonalized: "Nee, minder relevante advertenties zien",
        .adFree: "Betalen voor de advertentievrije versie",
        .providersIntro: "Bekijk hoe onze partners gegevens verzamelen en gebruiken:",
        .howAppUsesData: "Hoe {appName} je gegevens gebruikt",
        .back: "Terug",
        .npaConfirmation:
            "We werken samen met Google en gebruiken een unieke ID op je apparaat om je keuze over gegevensgebruik te respecteren. Je kunt je keuze voor {appName} altijd wijzigen in de app-instellingen.",
        .agree: "Akkoord",
        .npaOnlyNotice: "We werken samen met Google en gebruiken een unieke ID op je apparaat om niet-gepersonaliseerde advertenties te tonen.",
        .nonPersonalizedNoQuestion: "Minder relevante advertenties zien",
        .npaAdFreeDetail: "Als je ervoor kiest advertenties te zien, werken we samen met Google en gebruiken we een unieke ID op je apparaat.",
        .opensLink: "opent",
        .moreLines: "nog {count}",
    ]

    private static let dutchATT: [TextKey: String] = [
        .explainerTitle: "Houd {appName} gratis",
        .explainerBody:
            "Op het volgende scherm vraagt iOS of {appName} je activiteit in apps en op websites van andere bedrijven mag volgen. Sta je dat toe, dan kunnen onze partners je advertenties tonen die bij je interesses passen. Je kunt dit altijd wijzigen in Instellingen.",
        .explainerButton: "Ga door",
        .alertTitle: "Sta “{appName}” toe je activiteit in apps en op websites van andere bedrijven te volgen?",
        .usageDescription: "Je gegevens worden gebruikt om je relevantere advertenties te tonen.",
        .allow: "Sta toe",
        .askNotToTrack: "Vraag app niet te volgen",
        .moreLines: "nog {count}",
    ]
}
