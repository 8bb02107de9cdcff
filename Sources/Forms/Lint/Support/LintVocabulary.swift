/// The word lists of lint's label and wording rules, one per catalogue language (all twelve of
/// `FormCatalog.languages`).
///
/// Modelled on the thesis's label classes (clear vs ambiguous accept and reject labels) and the
/// checklist's examples. A language the catalogue lacks has no list and is not judged by these rules
/// (G12 still names what it is missing): guessing with another language's words would only give
/// false alarms.
enum LintVocabulary {
    /// Words that clearly say "I consent" (G6: a consent label needs one).
    static let consent: [LanguageCode: PhraseList] = [
        "en": PhraseList(["accept*", "agree*", "consent*", "allow*", "yes"]),
        "de": PhraseList(["akzeptier*", "zustimm*", "stimme zu", "einwillig*", "annehm*", "erlaub*", "ja", "einverstanden"]),
        "fr": PhraseList(["accept*", "autoris*", "consent*", "oui", "d'accord"]),
        "it": PhraseList(["accett*", "acconsent*", "consent*", "autorizz*", "sì", "si", "d'accordo"]),
        "ja": PhraseList(["同意", "許可", "承諾", "受け入れ"]),
        "ko": PhraseList(["동의", "수락", "허용", "승인"]),
        "ru": PhraseList(["принять", "принима*", "соглас*", "разреш*", "да"]),
        "es": PhraseList(["acept*", "consent*", "de acuerdo", "autoriz*", "permit*", "sí"]),
        "pt": PhraseList(["aceit*", "concord*", "consent*", "de acordo", "autoriz*", "permit*", "sim"]),
        "nl": PhraseList(["accept*", "akkoord", "toestemming*", "toestaan", "sta toe", "stem in", "instemm*", "ja"]),
        "pl": PhraseList(["akceptuj*", "zaakceptuj*", "zgoda", "zgadzam się", "wyrażam zgodę", "zezwól", "zezwalam", "pozwól", "tak"]),
        "sv": PhraseList(["godkänn*", "samtyck*", "acceptera*", "tillåt*", "ja"]),
    ]

    /// Words that do not say what is agreed to: "OK", "Continue" (G6).
    ///
    /// Not "fine": the thesis's lists flag labels that name no agreement at all ("OK", "Continue",
    /// "Got it"); "Yes, that's fine" says yes, and "fine" alone matched it as a false alarm.
    static let ambiguousAccept: [LanguageCode: PhraseList] = [
        "en": PhraseList(["ok", "okay", "continue", "got it", "proceed", "next", "close", "understood", "let's go"]),
        "de": PhraseList(["ok", "okay", "weiter", "fortfahren", "verstanden", "alles klar", "schließen", "los geht's"]),
        "fr": PhraseList(["ok", "continuer", "compris", "suivant", "fermer", "c'est parti"]),
        "it": PhraseList(["ok", "continua", "continuare", "prosegui", "capito", "avanti", "chiudi"]),
        "ja": PhraseList(["ok", "ＯＫ", "続ける", "続行", "次へ", "閉じる", "了解", "わかりました"]),
        "ko": PhraseList(["ok", "확인", "계속", "다음", "닫기", "알겠습니다"]),
        "ru": PhraseList(["ок", "ok", "продолжить", "далее", "понятно", "закрыть", "хорошо"]),
        "es": PhraseList(["ok", "vale", "continuar", "seguir", "siguiente", "entendido", "lo entiendo", "cerrar", "adelante", "vamos"]),
        "pt": PhraseList(["ok", "continuar", "prosseguir", "avançar", "próximo", "entendi", "entendido", "fechar", "vamos lá"]),
        "nl": PhraseList(["ok", "oké", "oke", "doorgaan", "ga door", "verder", "volgende", "begrepen", "ik begrijp het", "sluiten"]),
        "pl": PhraseList(["ok", "okej", "dalej", "kontynuuj", "przejdź dalej", "rozumiem", "zrozumiałem", "zrozumiałam", "zamknij", "jasne"]),
        "sv": PhraseList(["ok", "okej", "fortsätt", "gå vidare", "nästa", "jag förstår", "förstått", "uppfattat", "stäng", "kör"]),
    ]

    /// Words that clearly say "I refuse" (G6 for reject labels, G13 for the close icon).
    static let refusal: [LanguageCode: PhraseList] = [
        "en": PhraseList([
            "reject*", "refus*", "declin*", "deny", "do not consent", "don't consent", "do not agree", "don't agree",
            "disagree", "no", "without consent*", "without accepting", "not consent*", "opt out",
        ]),
        "de": PhraseList([
            "ablehn*", "nicht einwilligen", "nicht zustimmen", "nicht akzeptieren", "verweiger*", "nein",
            "ohne einwilligung", "ohne zustimmung", "ohne akzeptieren", "widersprech*",
        ]),
        "fr": PhraseList([
            "refus*", "ne pas autoriser", "ne pas accepter", "ne pas consentir", "non", "sans accepter", "sans consentir",
        ]),
        "it": PhraseList([
            "rifiut*", "non acconsento", "non accetto", "non accettare", "non acconsentire", "nega", "no",
            "senza accettare", "senza consenso",
        ]),
        "ja": PhraseList(["拒否", "同意しない", "許可しない", "拒絶", "同意せず", "同意しません", "承諾しない"]),
        "ko": PhraseList(["거부", "동의 안함", "동의 안 함", "동의하지", "허용 안함", "거절"]),
        "ru": PhraseList(["отклон*", "отказ*", "не соглаш*", "без согласия", "нет", "запрет*", "не принимать"]),
        "es": PhraseList([
            "rechaz*", "no consentir", "no consiento", "no acepto", "no aceptar", "no estoy de acuerdo", "no permitir", "deneg*",
            "no", "sin consentimiento", "sin aceptar", "me opongo",
        ]),
        "pt": PhraseList([
            "rejeit*", "recus*", "não consentir", "não consinto", "não aceito", "não aceitar", "não concordo", "não permitir",
            "negar", "não", "sem consentimento", "sem aceitar",
        ]),
        "nl": PhraseList([
            "weiger*", "afwijz*", "wijs af", "wijs alles af", "geen toestemming", "niet akkoord", "niet accepteren", "niet toestaan",
            "sta niet toe", "nee", "zonder toestemming", "zonder te accepteren", "zonder accepteren",
        ]),
        "pl": PhraseList([
            "odrzuć*", "odrzuc*", "nie zgadzam się", "nie wyrażam zgody", "nie akceptuję", "nie zezwalaj*", "nie zezwalam", "odmów*",
            "odmawiam", "nie", "bez zgody", "sprzeciw*",
        ]),
        "sv": PhraseList([
            "avvisa*", "avböj*", "neka*", "vägra*", "samtyck inte", "samtycker inte", "godkänn inte", "godkänner inte",
            "acceptera inte", "tillåt inte", "nej", "utan samtycke", "utan att godkänna", "utan att acceptera",
        ]),
    ]

    /// Words that hide the refusal behind something else: "Options", "Cancel" (G6).
    ///
    /// A refusal word inside one of these does not count ("no" in Spanish "Ahora no", not now): see
    /// `PhraseList.matches(_:outside:)`.
    static let ambiguousReject: [LanguageCode: PhraseList] = [
        "en": PhraseList(["options", "settings", "cancel", "later", "not now", "more", "preferences", "manage", "customi*"]),
        "de": PhraseList(["optionen", "einstellungen", "abbrechen", "später", "nicht jetzt", "mehr", "verwalten"]),
        "fr": PhraseList(["options", "paramètres", "annuler", "plus tard", "pas maintenant", "gérer"]),
        "it": PhraseList(["opzioni", "impostazioni", "annulla", "più tardi", "non ora", "gestisci"]),
        "ja": PhraseList(["オプション", "設定", "キャンセル", "後で"]),
        "ko": PhraseList(["옵션", "설정", "취소", "나중에"]),
        "ru": PhraseList(["параметры", "настройки", "отмена", "позже", "не сейчас"]),
        "es": PhraseList([
            "opciones", "configuración", "ajustes", "cancelar", "más tarde", "ahora no", "más", "preferencias", "gestionar", "personaliz*",
        ]),
        "pt": PhraseList([
            "opções", "configurações", "ajustes", "cancelar", "mais tarde", "agora não", "mais", "preferências", "gerenciar", "personaliz*",
        ]),
        "nl": PhraseList(["opties", "instellingen", "annuleren", "later", "niet nu", "meer", "voorkeuren", "beheren", "aanpassen"]),
        "pl": PhraseList(["opcje", "ustawienia", "anuluj", "później", "nie teraz", "więcej", "preferencje", "zarządzaj", "dostosuj"]),
        "sv": PhraseList(["alternativ", "inställningar", "avbryt", "senare", "inte nu", "mer", "fler", "preferenser", "hantera", "anpassa"]),
    ]

    /// Headings that talk about privacy without saying what happens to the data (G7).
    static let vagueHeadings: [LanguageCode: PhraseList] = [
        "en": PhraseList([
            "we value your privacy", "we respect your privacy", "we care about your privacy", "your privacy matters",
            "your privacy is important",
        ]),
        "de": PhraseList([
            "wir respektieren deine privatsphäre", "wir respektieren ihre privatsphäre", "wir schätzen deine privatsphäre",
            "wir schätzen ihre privatsphäre", "deine privatsphäre ist uns wichtig", "ihre privatsphäre ist uns wichtig",
            "datenschutz ist uns wichtig",
        ]),
        "fr": PhraseList([
            "nous respectons votre vie privée", "votre vie privée nous importe", "votre vie privée est importante",
            "nous tenons à votre vie privée", "nous nous soucions de votre vie privée",
        ]),
        "it": PhraseList([
            "rispettiamo la tua privacy", "teniamo alla tua privacy", "la tua privacy è importante",
            "la tua privacy ci sta a cuore",
        ]),
        "ja": PhraseList(["プライバシーを尊重", "プライバシーを大切に", "プライバシーは重要"]),
        "ko": PhraseList(["개인정보를 존중", "개인정보를 소중히", "개인정보 보호를 중요"]),
        "ru": PhraseList([
            "мы уважаем вашу конфиденциальность", "мы ценим вашу конфиденциальность", "ваша конфиденциальность важна",
            "мы заботимся о вашей конфиденциальности",
        ]),
        "es": PhraseList([
            "valoramos tu privacidad", "valoramos su privacidad", "respetamos tu privacidad", "respetamos su privacidad",
            "tu privacidad es importante", "su privacidad es importante", "tu privacidad nos importa", "su privacidad nos importa",
            "nos importa tu privacidad", "nos importa su privacidad", "cuidamos tu privacidad", "cuidamos su privacidad",
        ]),
        "pt": PhraseList([
            "valorizamos sua privacidade", "valorizamos a sua privacidade", "respeitamos sua privacidade", "respeitamos a sua privacidade",
            "sua privacidade é importante", "sua privacidade importa", "nos preocupamos com sua privacidade",
            "nos preocupamos com a sua privacidade", "nos importamos com sua privacidade", "nos importamos com a sua privacidade",
        ]),
        "nl": PhraseList([
            "respecteren uw privacy", "respecteren je privacy", "respecteren jouw privacy", "hechten waarde aan uw privacy",
            "hechten waarde aan je privacy", "hechten waarde aan jouw privacy", "uw privacy is belangrijk", "je privacy is belangrijk",
            "jouw privacy is belangrijk", "privacy staat voorop",
        ]),
        "pl": PhraseList([
            "szanujemy twoją prywatność", "szanujemy państwa prywatność", "cenimy twoją prywatność", "dbamy o twoją prywatność",
            "dbamy o państwa prywatność", "twoja prywatność jest dla nas ważna", "twoja prywatność jest ważna",
            "prywatność jest dla nas ważna",
        ]),
        "sv": PhraseList([
            "vi värnar om din integritet", "vi värnar om din personliga integritet", "vi respekterar din integritet",
            "vi värdesätter din integritet", "vi bryr oss om din integritet", "din integritet är viktig",
            "din personliga integritet är viktig",
        ]),
    ]

    /// Words of the system alert's "Allow" an explainer button must not use (A1).
    static let allow: [LanguageCode: PhraseList] = [
        "en": PhraseList(["allow*", "accept*", "agree*", "yes", "enable tracking", "permit"]),
        "de": PhraseList(["erlaub*", "zulassen", "akzeptier*", "zustimm*", "ja"]),
        "fr": PhraseList(["autoris*", "accept*", "permettre", "oui"]),
        "it": PhraseList(["consenti", "consentire", "permetti", "autorizz*", "accett*", "sì"]),
        "ja": PhraseList(["許可", "同意", "承認", "受け入れ"]),
        "ko": PhraseList(["허용", "동의", "승인", "수락"]),
        "ru": PhraseList(["разреш*", "принять", "соглас*", "да"]),
        "es": PhraseList(["permit*", "permít*", "acept*", "autoriz*", "de acuerdo", "sí", "activar el seguimiento", "activar seguimiento"]),
        "pt": PhraseList(["permit*", "aceit*", "autoriz*", "concord*", "sim", "ativar rastreamento", "ativar o rastreamento"]),
        "nl": PhraseList(["toestaan", "sta toe", "accept*", "akkoord", "ja", "tracking inschakelen"]),
        "pl": PhraseList(["pozwól", "zezwól", "zezwalaj*", "akceptuj*", "zaakceptuj*", "zgadzam się", "zgoda", "tak"]),
        "sv": PhraseList(["tillåt*", "godkänn*", "acceptera*", "samtyck*", "ja", "aktivera spårning"]),
    ]

    /// Rewards offered for allowing tracking (A3).
    ///
    /// Not a bare "free" ("gratis", "gratuito", "bezpłatna"): the catalogue's explainer asks to keep
    /// the app free, which is what the ads pay for, not a reward; free things as a reward are named
    /// ("free spins", "giros gratis").
    static let incentives: [LanguageCode: PhraseList] = [
        "en": PhraseList([
            "reward*", "bonus*", "coin*", "gem*", "prize*", "gift*", "discount*", "voucher*", "free spins", "extra lives",
            "extra life", "in exchange", "in return",
        ]),
        "de": PhraseList([
            "belohn*", "bonus*", "münze*", "geschenk*", "rabatt*", "gutschein*", "prämie*", "extraleben", "im austausch",
            "als dankeschön",
        ]),
        "fr": PhraseList(["récompense*", "bonus", "pièces", "cadeau*", "réduction*", "remise*", "vies supplémentaires", "en échange"]),
        "it": PhraseList(["ricompens*", "bonus", "monete", "regal*", "sconto", "sconti", "premio", "premi", "vite extra", "in cambio"]),
        "ja": PhraseList(["報酬", "ボーナス", "コイン", "特典", "プレゼント", "ご褒美", "割引", "ジェム"]),
        "ko": PhraseList(["보상", "보너스", "코인", "선물", "혜택", "할인", "보석"]),
        "ru": PhraseList(["награ*", "бонус*", "монет*", "подар*", "скидк*", "приз*", "в обмен"]),
        "es": PhraseList([
            "recompensa*", "premio*", "bonificaci*", "bonus", "moneda*", "gema*", "regalo*", "descuento*", "cupón", "cupones",
            "vidas extra", "tiradas gratis", "giros gratis", "a cambio", "como agradecimiento",
        ]),
        "pt": PhraseList([
            "recompensa*", "prêmio*", "bônus", "bonus", "moeda*", "gema*", "brinde*", "de presente", "desconto*", "cupom", "cupons",
            "vidas extras", "giros grátis", "em troca", "como agradecimento",
        ]),
        "nl": PhraseList([
            "beloning*", "bonus*", "munten", "edelstenen", "cadeau*", "geschenk*", "korting*", "waardebon*", "tegoedbon*",
            "extra levens", "in ruil", "als dank",
        ]),
        "pl": PhraseList([
            "nagrod*", "bonus*", "monety", "monet", "monetki", "klejnot*", "prezent", "prezenty", "w prezencie", "rabat*", "zniżk*",
            "zniżek", "kupon*", "dodatkowe życia", "w zamian", "w podziękowaniu",
        ]),
        "sv": PhraseList([
            "belöning*", "bonus*", "mynt", "mynten", "ädelstenar", "gåva", "gåvor", "presentkort*", "rabatt*", "kupong*", "extra liv",
            "i utbyte", "som tack",
        ]),
    ]

    /// Threats to withhold the app or content unless tracking is allowed (A3).
    static let withholding: [LanguageCode: PhraseList] = [
        "en": PhraseList([
            "only if you allow", "to keep playing", "to continue using", "won't be able", "will not be able", "you'll lose",
            "required to use", "must allow",
        ]),
        "de": PhraseList(["um weiterzuspielen", "nicht mehr nutzen", "nur wenn du erlaubst", "nur wenn sie erlauben", "musst du erlauben"]),
        "fr": PhraseList(["pour continuer à jouer", "ne pourrez plus", "seulement si vous autorisez"]),
        "it": PhraseList(["per continuare a giocare", "non potrai più", "solo se consenti"]),
        "ja": PhraseList(["許可しないと", "利用できなくなります"]),
        "ko": PhraseList(["허용하지 않으면", "이용할 수 없습니다"]),
        "ru": PhraseList(["чтобы продолжить игру", "не сможете", "только если вы разрешите"]),
        "es": PhraseList([
            "solo si permites", "solo si lo permites", "sólo si permites", "para seguir jugando", "para seguir usando",
            "para continuar usando", "no podrás", "perderás", "debes permitir", "tienes que permitir",
        ]),
        "pt": PhraseList([
            "só se você permitir", "somente se você permitir", "apenas se você permitir", "para continuar jogando",
            "para continuar usando", "não poderá", "não vai conseguir", "você perderá", "precisa permitir",
        ]),
        "nl": PhraseList([
            "om verder te spelen", "niet meer gebruiken", "alleen als je toestaat", "alleen als u toestaat", "kun je niet meer",
            "kunt u niet meer", "moet je toestaan", "je verliest",
        ]),
        "pl": PhraseList([
            "tylko jeśli pozwolisz", "tylko jeśli zezwolisz", "aby dalej grać", "żeby dalej grać", "aby grać dalej",
            "nie będziesz mógł", "nie będziesz mogła", "nie będziesz móc", "stracisz", "musisz zezwolić", "musisz pozwolić",
        ]),
        "sv": PhraseList([
            "för att fortsätta spela", "för att spela vidare", "bara om du tillåter", "endast om du tillåter",
            "kommer inte att kunna", "kan inte längre", "du förlorar", "måste tillåta",
        ]),
    ]

    /// Arrows and pointing hands that could point at the alert's "Allow" (A2).
    static let pointingGlyphs: [Character] = ["↓", "⬇", "👇", "➡", "→", "▼", "⤵", "👉", "☝", "👆"]

    /// Quotation marks around a quoted button name.
    static let quoteMarks: Set<Character> = ["\"", "“", "”", "„", "«", "»", "「", "」", "『", "』", "'", "‘", "’", "‚", "‹", "›"]
}
