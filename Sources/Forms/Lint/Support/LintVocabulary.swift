/// The word lists of lint's label and wording rules, one per catalogue language.
///
/// Modelled on the thesis's label classes (clear vs ambiguous accept and reject labels) and the
/// checklist's examples. A language without a list is not judged by these rules (G12 still checks
/// it is translated): guessing with another language's words would only give false alarms.
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
    ]

    /// Words that hide the refusal behind something else: "Options", "Cancel" (G6).
    static let ambiguousReject: [LanguageCode: PhraseList] = [
        "en": PhraseList(["options", "settings", "cancel", "later", "not now", "more", "preferences", "manage", "customi*"]),
        "de": PhraseList(["optionen", "einstellungen", "abbrechen", "später", "nicht jetzt", "mehr", "verwalten"]),
        "fr": PhraseList(["options", "paramètres", "annuler", "plus tard", "pas maintenant", "gérer"]),
        "it": PhraseList(["opzioni", "impostazioni", "annulla", "più tardi", "non ora", "gestisci"]),
        "ja": PhraseList(["オプション", "設定", "キャンセル", "後で"]),
        "ko": PhraseList(["옵션", "설정", "취소", "나중에"]),
        "ru": PhraseList(["параметры", "настройки", "отмена", "позже", "не сейчас"]),
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
    ]

    /// Rewards offered for allowing tracking (A3).
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
    ]

    /// Arrows and pointing hands that could point at the alert's "Allow" (A2).
    static let pointingGlyphs: [Character] = ["↓", "⬇", "👇", "➡", "→", "▼", "⤵", "👉", "☝", "👆"]

    /// Quotation marks around a quoted button name.
    static let quoteMarks: Set<Character> = ["\"", "“", "”", "„", "«", "»", "「", "」", "『", "』", "'", "‘", "’", "‚", "‹", "›"]
}
