// Swedish (own translation, "du" as Swedish apps use). The ATT alert strings are this catalogue's
// rendering of iOS's wording: Apple's localized strings could not be cited.
extension CatalogTable {
    /// Swedish.
    static let swedish = CatalogTable(
        ump: swedishUMP, pac: swedishPAC, att: swedishATT,
        purposes: [
            TCFItemText(
                "Lagra och/eller få åtkomst till information på en enhet",
                "Cookies, enhetsidentifierare eller annan information kan lagras på eller läsas från din enhet för de ändamål som visas här."),
            TCFItemText(
                "Använda begränsade data för att välja annonser",
                "Annonser kan väljas utifrån begränsade data, till exempel innehållet du tittar på, appen du använder, din ungefärliga plats och din enhetstyp."
            ),
            TCFItemText(
                "Skapa profiler för personanpassad annonsering",
                "Information om din aktivitet kan användas för att skapa eller förbättra en profil över dina intressen för personanpassade annonser."),
            TCFItemText(
                "Använda profiler för att välja personanpassade annonser",
                "Annonser kan väljas utifrån en profil om dig, till exempel dina intressen och din tidigare aktivitet."),
            TCFItemText(
                "Skapa profiler för att personanpassa innehåll",
                "Information om din aktivitet kan användas för att skapa eller förbättra en profil för personanpassat innehåll."),
            TCFItemText(
                "Använda profiler för att välja personanpassat innehåll",
                "Innehåll kan väljas utifrån en profil om dig, till exempel dina intressen och din tidigare aktivitet."),
            TCFItemText(
                "Mäta annonsers resultat",
                "Information om vilka annonser som visas för dig och hur du interagerar med dem kan användas för att mäta deras resultat."),
            TCFItemText(
                "Mäta innehållets resultat",
                "Information om vilket innehåll som visas för dig och hur du interagerar med det kan användas för att mäta dess resultat."),
            TCFItemText(
                "Förstå målgrupper genom statistik eller kombinationer av data från olika källor",
                "Rapporter kan tas fram ur kombinerade data om dina och andra användares interaktioner för att förstå målgrupper."),
            TCFItemText(
                "Utveckla och förbättra tjänster",
                "Information om din aktivitet kan användas för att förbättra befintliga produkter och utveckla nya."),
            TCFItemText(
                "Använda begränsade data för att välja innehåll",
                "Innehåll kan väljas utifrån begränsade data, till exempel innehållet du tittar på, din ungefärliga plats och din enhetstyp."),
        ],
        specialPurposes: [
            TCFItemText(
                "Säkerställa säkerhet, förhindra och upptäcka bedrägerier och åtgärda fel",
                "Dina data kan användas för att övervaka och förhindra ovanlig eller bedräglig aktivitet och för att se till att systemen fungerar som de ska."
            ),
            TCFItemText(
                "Leverera och visa annonser och innehåll",
                "Viss information, till exempel din IP-adress och enhetens funktioner, används för att visa annonser och innehåll på din skärm."),
            TCFItemText(
                "Spara och förmedla integritetsval",
                "De val du gör här sparas och förmedlas till de listade företagen som en signal (till exempel en teckensträng) så att de kan respektera dem."
            ),
        ],
        features: [
            TCFItemText(
                "Matcha och kombinera data från andra källor",
                "Information om din aktivitet i den här appen kan matchas och kombineras med annan information om dig från andra källor."),
            TCFItemText("Länka olika enheter", "Det kan fastställas att olika enheter tillhör dig eller ditt hushåll."),
            TCFItemText(
                "Identifiera enheter utifrån automatiskt överförd information",
                "Din enhet kan skiljas från andra enheter med information den skickar automatiskt, till exempel IP-adress eller webbläsartyp."),
        ],
        specialFeatures: [
            TCFItemText(
                "Använda exakta geografiska positionsdata",
                "Med ditt samtycke kan din exakta plats (inom 500 meter) användas för de ändamål som visas här."),
            TCFItemText(
                "Aktivt skanna enhetens egenskaper för identifiering",
                "Med ditt samtycke kan vissa egenskaper hos din enhet efterfrågas och användas för att identifiera den."),
        ]
    )

    private static let swedishUMP: [TextKey: String] = [
        .title: "{appName} ber om ditt samtycke till att använda dina personuppgifter för att:",
        .purposesSummary:
            "Personanpassade annonser och personanpassat innehåll, mätning av annonser och innehåll, målgruppsanalys och tjänsteutveckling",
        .storeAccessSummary: "Lagra och/eller få åtkomst till information på en enhet",
        .intro:
            "Dina personuppgifter behandlas och information från din enhet (cookies, unika identifierare och andra enhetsdata) kan lagras av, läsas av och delas med {vendorCount} TCF-leverantörer och {atpCount} annonspartner, eller användas specifikt av den här appen.",
        .legitimateInterestNotice:
            "Vissa leverantörer kan behandla dina personuppgifter med stöd av berättigat intresse, vilket du kan invända mot genom att hantera dina alternativ nedan. Längst ned på sidan finns en länk där du kan hantera eller återkalla ditt samtycke i inställningarna för integritet och cookies.",
        .vendorsLink: "Visa våra leverantörer ({vendorCount}) och annonspartner ({atpCount})",
        .consent: "Samtyck",
        .doNotConsent: "Samtyck inte",
        .manageOptions: "Hantera alternativ",
        .close: "Stäng (samtyck inte)",
        .manageOptionsTitle: "Hantera dina data",
        .manageOptionsIntro:
            "Du kan välja hur dina personuppgifter används. Leverantörerna vill ha ditt tillstånd till följande. Du kan också invända mot behandling som grundas på berättigat intresse.",
        .purposesHeading: "Ändamål",
        .specialPurposesHeading: "Särskilda ändamål",
        .featuresHeading: "Funktioner",
        .specialFeaturesHeading: "Särskilda funktioner",
        .consentSwitch: "Samtycke",
        .legitimateInterest: "Berättigat intresse",
        .alwaysActive: "Alltid aktivt",
        .illustrationsHeading: "Exempel",
        .vendorPreferences: "Leverantörsinställningar",
        .vendorsTitle: "TCF-leverantörer",
        .googleATPsTitle: "Googles leverantörer av annonsteknik",
        .privacyPolicy: "Integritetspolicy",
        .acceptAll: "Godkänn alla",
        .rejectAll: "Avvisa alla",
        .confirmChoices: "Bekräfta val",
        .back: "Tillbaka",
        .privacyOptionsTitle: "Hantera dina integritetsval",
        .privacyOptionsEntry: "Inställningar för integritet och cookies",
        .usStatesTitle: "{appName}: dina integritetsval",
        .usStatesBody:
            "{appName} och våra partner använder information som samlats in om dig, till exempel enhetens identifierare och hur du använder appen, för att visa dig personanpassade annonser. Enligt integritetslagarna i vissa amerikanska delstater kan det räknas som ”försäljning” eller ”delning” av dina personuppgifter, eller som riktad annonsering.",
        .usStatesChoice:
            "Du kan avstå från försäljning eller delning av dina personuppgifter och från riktad annonsering. Om du stänger meddelandet utan att avstå kan vi fortsätta att sälja eller dela dem. Du kan ändra ditt val när som helst i appens integritetsinställningar.",
        .usStatesOptOut: "Avstå",
        .usStatesClose: "Stäng",
        .searchPrompt: "Sök på namn eller ID",
        .vendorMatches: "{count} av {total} leverantörer",
        .partnerMatches: "{count} av {total} annonspartner matchar",
        .noVendorMatches: "Ingen leverantör matchar ”{search}”. Esc rensar sökningen.",
        .legitimateInterestClaim: "Redogörelse för berättigat intresse",
        .flexibleLegalBasis: "flexibel rättslig grund",
        .retention: "Lagringstid",
        .retentionStandard: "{count} dagar (standard; tider per ändamål inom hakparentes ovan)",
        .retentionPerPurpose: "endast per ändamål (inom hakparentes ovan)",
        .notDeclared: "inte angivet",
        .cookieMaxAge: "Längsta livslängd för cookies",
        .otherStorage: "Annan lagring",
        .nonCookieAccess: "använder lagring och åtkomst utan cookies",
        .noneDeclared: "inga angivna",
        .noCookies: "inga cookies",
        .cookieAgeNotDeclared: "använder cookies; längsta livslängd inte angiven",
        .sessionCookiesOnly: "endast sessionscookies",
        .days: "{count} dagar",
        .seconds: "{count} sekunder",
        .cookieRefreshed: "förnyas vid varje åtkomst",
        .noneGiven: "inga angivna",
        .learnMore: "Läs mer",
        .moreInfo: "Mer information",
        .viewDetails: "Visa detaljer",
        .storageDisclosures: "Information om lagring",
        .dataCollected: "Insamlade data",
        .helpTip: "Hjälp",
        .helpDialogClose: "Stäng",
        .moreLines: "{count} till",
    ]

    private static let swedishPAC: [TextKey: String] = [
        .intro: "Vi bryr oss om din integritet och datasäkerhet. Vi håller appen gratis genom att visa annonser.",
        .question: "Får vi fortsätta att använda dina data för att anpassa annonser efter dig?",
        .changeChoice: "Du kan ändra ditt val för {appName} när som helst i appens inställningar.",
        .partnersNotice: "Våra partner samlar in data och använder en unik identifierare på din enhet för att visa dig annonser.",
        .learnHowLink: "Läs hur {appName} och våra {partnerCount} partner samlar in och använder data",
        .personalized: "Ja, fortsätt visa relevanta annonser",
        .nonPersonalized: "Nej, visa mindre relevanta annonser",
        .adFree: "Betala för den annonsfria versionen",
        .providersIntro: "Läs hur våra partner samlar in och använder data:",
        .howAppUsesData: "Hur {appName} använder dina data",
        .back: "Tillbaka",
        .npaConfirmation:
            "Vi samarbetar med Google och använder en unik identifierare på din enhet för att respektera ditt val om dataanvändning. Du kan ändra ditt val för {appName} när som helst i appens inställningar.",
        .agree: "Jag godkänner",
        .npaOnlyNotice: "Vi samarbetar med Google och använder en unik identifierare på din enhet för att visa icke-personanpassade annonser.",
        .nonPersonalizedNoQuestion: "Visa mindre relevanta annonser",
        .npaAdFreeDetail: "Om du väljer att se annonser samarbetar vi med Google och använder en unik identifierare på din enhet.",
        .opensLink: "öppnar",
        .moreLines: "{count} till",
    ]

    private static let swedishATT: [TextKey: String] = [
        .explainerTitle: "Håll {appName} gratis",
        .explainerBody:
            "På nästa skärm frågar iOS om {appName} får spåra din aktivitet i andra företags appar och på deras webbplatser. Om du tillåter det kan våra partner visa dig annonser som passar dina intressen. Du kan ändra detta när som helst i Inställningar.",
        .explainerButton: "Fortsätt",
        .alertTitle: "Vill du tillåta att ”{appName}” spårar din aktivitet i andra företags appar och på deras webbplatser?",
        .usageDescription: "Dina data används för att visa dig mer relevanta annonser.",
        .allow: "Tillåt",
        .askNotToTrack: "Be appen att inte spåra",
        .moreLines: "{count} till",
    ]
}
