// Polish (own translation, addressing the reader as "Ty" as Polish apps commonly do). The ATT alert
// strings are this catalogue's rendering of iOS's wording: Apple's localized strings could not be cited.
extension CatalogTable {
    /// Polish.
    static let polish = CatalogTable(
        ump: polishUMP, pac: polishPAC, att: polishATT,
        purposes: [
            TCFItemText(
                "Przechowywanie informacji na urządzeniu lub dostęp do nich",
                "Pliki cookie, identyfikatory urządzenia lub inne informacje mogą być przechowywane na Twoim urządzeniu lub z niego odczytywane w celach przedstawionych tutaj."
            ),
            TCFItemText(
                "Wykorzystanie ograniczonych danych do wyboru reklam",
                "Reklamy mogą być wybierane na podstawie ograniczonych danych, takich jak oglądane treści, używana aplikacja, Twoja przybliżona lokalizacja i typ urządzenia."
            ),
            TCFItemText(
                "Tworzenie profili na potrzeby spersonalizowanych reklam",
                "Informacje o Twojej aktywności mogą posłużyć do utworzenia lub ulepszenia profilu Twoich zainteresowań na potrzeby spersonalizowanych reklam."
            ),
            TCFItemText(
                "Wykorzystanie profili do wyboru spersonalizowanych reklam",
                "Reklamy mogą być wybierane na podstawie Twojego profilu, na przykład Twoich zainteresowań i wcześniejszej aktywności."),
            TCFItemText(
                "Tworzenie profili w celu personalizacji treści",
                "Informacje o Twojej aktywności mogą posłużyć do utworzenia lub ulepszenia profilu na potrzeby spersonalizowanych treści."),
            TCFItemText(
                "Wykorzystanie profili do wyboru spersonalizowanych treści",
                "Treści mogą być wybierane na podstawie Twojego profilu, na przykład Twoich zainteresowań i wcześniejszej aktywności."),
            TCFItemText(
                "Pomiar efektywności reklam",
                "Informacje o tym, jakie reklamy są Ci wyświetlane i jak z nich korzystasz, mogą służyć do pomiaru ich efektywności."),
            TCFItemText(
                "Pomiar efektywności treści",
                "Informacje o tym, jakie treści są Ci wyświetlane i jak z nich korzystasz, mogą służyć do pomiaru ich efektywności."),
            TCFItemText(
                "Poznawanie odbiorców dzięki statystykom lub połączeniom danych z różnych źródeł",
                "Na podstawie połączonych danych o Twoich interakcjach i interakcjach innych użytkowników mogą powstawać raporty pomagające poznać odbiorców."
            ),
            TCFItemText(
                "Rozwój i ulepszanie usług",
                "Informacje o Twojej aktywności mogą służyć do ulepszania istniejących produktów i tworzenia nowych."),
            TCFItemText(
                "Wykorzystanie ograniczonych danych do wyboru treści",
                "Treści mogą być wybierane na podstawie ograniczonych danych, takich jak oglądane treści, Twoja przybliżona lokalizacja i typ urządzenia."
            ),
        ],
        specialPurposes: [
            TCFItemText(
                "Zapewnienie bezpieczeństwa, zapobieganie oszustwom i ich wykrywanie oraz usuwanie błędów",
                "Twoje dane mogą służyć do monitorowania nietypowych lub nieuczciwych działań i zapobiegania im oraz do zapewnienia prawidłowego działania systemów."
            ),
            TCFItemText(
                "Dostarczanie i prezentowanie reklam i treści",
                "Niektóre informacje, takie jak Twój adres IP i możliwości urządzenia, służą do wyświetlania reklam i treści na Twoim ekranie."),
            TCFItemText(
                "Zapisywanie i przekazywanie wyborów dotyczących prywatności",
                "Dokonane tu wybory są zapisywane i przekazywane wymienionym firmom jako sygnał (na przykład ciąg znaków), aby mogły je respektować."),
        ],
        features: [
            TCFItemText(
                "Dopasowywanie i łączenie danych z innych źródeł",
                "Informacje o Twojej aktywności w tej aplikacji mogą być dopasowywane i łączone z innymi informacjami o Tobie pochodzącymi z innych źródeł."
            ),
            TCFItemText("Łączenie różnych urządzeń", "Można ustalić, że różne urządzenia należą do Ciebie lub Twojego gospodarstwa domowego."),
            TCFItemText(
                "Identyfikacja urządzeń na podstawie automatycznie przesyłanych informacji",
                "Twoje urządzenie można odróżnić od innych na podstawie informacji, które wysyła automatycznie, takich jak adres IP lub typ przeglądarki."
            ),
        ],
        specialFeatures: [
            TCFItemText(
                "Wykorzystanie dokładnych danych geolokalizacyjnych",
                "Za Twoją zgodą Twoja dokładna lokalizacja (z dokładnością do 500 metrów) może być wykorzystywana w celach przedstawionych tutaj."),
            TCFItemText(
                "Aktywne skanowanie charakterystyki urządzenia w celu identyfikacji",
                "Za Twoją zgodą niektóre cechy Twojego urządzenia mogą być odczytywane i wykorzystywane do jego identyfikacji."),
        ]
    )

    private static let polishUMP: [TextKey: String] = [
        .title: "{appName} prosi o zgodę na wykorzystanie Twoich danych osobowych w celu:",
        .purposesSummary: "Spersonalizowane reklamy i treści, pomiar reklam i treści, badanie odbiorców i rozwój usług",
        .storeAccessSummary: "Przechowywanie informacji na urządzeniu lub dostęp do nich",
        .intro:
            "Twoje dane osobowe będą przetwarzane, a informacje z Twojego urządzenia (pliki cookie, unikalne identyfikatory i inne dane urządzenia) mogą być przechowywane, odczytywane i udostępniane przez {vendorCount} dostawców TCF i {atpCount} partnerów reklamowych lub wykorzystywane wyłącznie przez tę aplikację.",
        .legitimateInterestNotice:
            "Niektórzy dostawcy mogą przetwarzać Twoje dane osobowe na podstawie prawnie uzasadnionego interesu, któremu możesz się sprzeciwić, zarządzając opcjami poniżej. Na dole tej strony znajdziesz link, by zarządzać zgodą lub ją wycofać w ustawieniach prywatności i plików cookie.",
        .vendorsLink: "Zobacz naszych dostawców ({vendorCount}) i partnerów reklamowych ({atpCount})",
        .consent: "Zgoda",
        .doNotConsent: "Nie zgadzam się",
        .manageOptions: "Zarządzaj opcjami",
        .close: "Zamknij (bez zgody)",
        .manageOptionsTitle: "Zarządzaj swoimi danymi",
        .manageOptionsIntro:
            "Możesz wybrać, jak będą wykorzystywane Twoje dane osobowe. Dostawcy proszą o Twoją zgodę na poniższe działania. Możesz też sprzeciwić się przetwarzaniu na podstawie prawnie uzasadnionego interesu.",
        .purposesHeading: "Cele",
        .specialPurposesHeading: "Cele specjalne",
        .featuresHeading: "Funkcje",
        .specialFeaturesHeading: "Funkcje specjalne",
        .consentSwitch: "Zgoda",
        .legitimateInterest: "Uzasadniony interes",
        .alwaysActive: "Zawsze aktywne",
        .illustrationsHeading: "Przykłady",
        .vendorPreferences: "Ustawienia dostawców",
        .vendorsTitle: "Dostawcy TCF",
        .googleATPsTitle: "Dostawcy technologii reklamowych Google",
        .privacyPolicy: "Polityka prywatności",
        .acceptAll: "Zaakceptuj wszystko",
        .rejectAll: "Odrzuć wszystko",
        .confirmChoices: "Potwierdź wybór",
        .back: "Wstecz",
        .privacyOptionsTitle: "Zarządzaj ustawieniami prywatności",
        .privacyOptionsEntry: "Ustawienia prywatności i plików cookie",
        .usStatesTitle: "{appName}: Twoje ustawienia prywatności",
        .usStatesBody:
            "{appName} i nasi partnerzy wykorzystują zebrane o Tobie informacje, takie jak identyfikatory urządzenia i sposób korzystania z aplikacji, aby wyświetlać Ci spersonalizowane reklamy. Zgodnie z przepisami o prywatności niektórych stanów USA może to zostać uznane za „sprzedaż” lub „udostępnianie” Twoich danych osobowych albo za reklamę ukierunkowaną.",
        .usStatesChoice:
            "Możesz zrezygnować ze sprzedaży lub udostępniania swoich danych osobowych oraz z reklam ukierunkowanych. Jeśli zamkniesz ten komunikat bez rezygnacji, możemy nadal je sprzedawać lub udostępniać. Wybór możesz zmienić w każdej chwili w ustawieniach prywatności aplikacji.",
        .usStatesOptOut: "Rezygnuję",
        .usStatesClose: "Zamknij",
        .searchPrompt: "Szukaj według nazwy lub ID",
        .vendorMatches: "{count} z {total} dostawców",
        .partnerMatches: "pasujący partnerzy reklamowi: {count} z {total}",
        .noVendorMatches: "Żaden dostawca nie pasuje do „{search}”. Esc czyści wyszukiwanie.",
        .legitimateInterestClaim: "Oświadczenie o uzasadnionym interesie",
        .flexibleLegalBasis: "elastyczna podstawa prawna",
        .retention: "Okres przechowywania",
        .retentionStandard: "{count} dni (standardowo; okresy dla poszczególnych celów w nawiasach powyżej)",
        .retentionPerPurpose: "tylko dla poszczególnych celów (w nawiasach powyżej)",
        .notDeclared: "nie podano",
        .cookieMaxAge: "Maksymalny czas życia plików cookie",
        .otherStorage: "Inne przechowywanie",
        .nonCookieAccess: "korzysta z przechowywania i dostępu bez plików cookie",
        .noneDeclared: "nie podano żadnych",
        .noCookies: "bez plików cookie",
        .cookieAgeNotDeclared: "korzysta z plików cookie; maksymalnego czasu nie podano",
        .sessionCookiesOnly: "tylko sesyjne pliki cookie",
        .days: "{count} dni",
        .seconds: "{count} s",
        .cookieRefreshed: "odnawiany przy każdym dostępie",
        .noneGiven: "nie podano",
        .learnMore: "Więcej informacji",
        .moreInfo: "Więcej",
        .viewDetails: "Wyświetl szczegóły",
        .storageDisclosures: "Informacje o przechowywaniu",
        .dataCollected: "Zbierane dane",
        .helpTip: "Pomoc",
        .helpDialogClose: "Zamknij",
        .moreLines: "jeszcze {count}",
    ]

    private static let polishPAC: [TextKey: String] = [
        .intro: "Dbamy o Twoją prywatność i bezpieczeństwo Twoich danych. Dzięki reklamom ta aplikacja pozostaje bezpłatna.",
        .question: "Czy możemy nadal wykorzystywać Twoje dane, aby dopasowywać do Ciebie reklamy?",
        .changeChoice: "Wybór dla aplikacji {appName} możesz zmienić w każdej chwili w jej ustawieniach.",
        .partnersNotice: "Nasi partnerzy będą zbierać dane i używać unikalnego identyfikatora na Twoim urządzeniu, aby wyświetlać Ci reklamy.",
        .learnHowLink: "Dowiedz się, jak {appName} i nasi partnerzy ({partnerCount}) zbierają i wykorzystują dane",
        .personalized: "Tak, nadal chcę widzieć trafne reklamy",
        .nonPersonalized: "Nie, chcę widzieć mniej trafne reklamy",
        .adFree: "Zapłać za wersję bez reklam",
        .providersIntro: "Dowiedz się, jak nasi partnerzy zbierają i wykorzystują dane:",
        .howAppUsesData: "Jak {appName} wykorzystuje Twoje dane",
        .back: "Wstecz",
        .npaConfirmation:
            "Będziemy współpracować z Google i używać unikalnego identyfikatora na Twoim urządzeniu, aby respektować Twój wybór dotyczący danych. Wybór dla aplikacji {appName} możesz zmienić w każdej chwili w jej ustawieniach.",
        .agree: "Zgadzam się",
        .npaOnlyNotice:
            "Będziemy współpracować z Google i używać unikalnego identyfikatora na Twoim urządzeniu, aby wyświetlać niespersonalizowane reklamy.",
        .nonPersonalizedNoQuestion: "Chcę widzieć mniej trafne reklamy",
        .npaAdFreeDetail: "Jeśli wybierzesz reklamy, będziemy współpracować z Google i używać unikalnego identyfikatora na Twoim urządzeniu.",
        .opensLink: "otwiera",
        .moreLines: "jeszcze {count}",
    ]

    private static let polishATT: [TextKey: String] = [
        .explainerTitle: "Niech {appName} pozostanie bezpłatna",
        .explainerBody:
            "Na następnym ekranie iOS zapyta, czy {appName} może śledzić Twoją aktywność w aplikacjach i witrynach innych firm. Jeśli na to pozwolisz, nasi partnerzy będą mogli pokazywać Ci reklamy dopasowane do Twoich zainteresowań. Możesz to zmienić w każdej chwili w Ustawieniach.",
        .explainerButton: "Dalej",
        .alertTitle: "Czy pozwolić aplikacji „{appName}” na śledzenie Twojej aktywności w aplikacjach i witrynach innych firm?",
        .usageDescription: "Twoje dane posłużą do wyświetlania Ci bardziej trafnych reklam.",
        .allow: "Pozwól",
        .askNotToTrack: "Poproś aplikację o brak śledzenia",
        .moreLines: "jeszcze {count}",
    ]
}
