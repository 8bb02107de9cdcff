/// The copy of a sample consent message in one language: what the screen snapshots render.
struct ConsentStrings {
    var language: String
    var title: String
    var intro: String
    var purposes: [String]
    var consent: String
    var doNotConsent: String
    var manageOptions: String

    static let all: [ConsentStrings] = [en, ru, ko, ja]

    static let en = ConsentStrings(
        language: "en",
        title: "Privacy",
        intro: "Weather Now asks for your consent to use your personal data to:",
        purposes: [
            "Store and/or access information on a device",
            "Personalised advertising and content, advertising and content measurement, audience research and services development",
            "Use limited data to select advertising",
            "Create profiles for personalised advertising",
            "Measure advertising performance",
        ],
        consent: "Consent", doNotConsent: "Do not consent", manageOptions: "Manage options")

    static let ru = ConsentStrings(
        language: "ru",
        title: "Конфиденциальность",
        intro: "Приложение «Погода сейчас» запрашивает ваше согласие на использование ваших персональных данных для следующих целей:",
        purposes: [
            "Хранение информации на устройстве и/или доступ к ней",
            "Персонализированная реклама и контент, оценка рекламы и контента, исследование аудитории и разработка сервисов",
            "Использование ограниченных данных для выбора рекламы",
            "Создание профилей для персонализированной рекламы",
            "Измерение эффективности рекламы",
        ],
        consent: "Согласиться", doNotConsent: "Не соглашаться", manageOptions: "Настроить")

    static let ko = ConsentStrings(
        language: "ko",
        title: "개인정보 보호",
        intro: "날씨 지금 앱에서 다음 목적으로 개인 데이터를 사용하기 위해 동의를 요청합니다:",
        purposes: [
            "기기에 정보 저장 및/또는 액세스",
            "맞춤 광고 및 콘텐츠, 광고 및 콘텐츠 측정, 사용자 조사 및 서비스 개발",
            "제한된 데이터를 사용하여 광고 선택",
            "맞춤 광고를 위한 프로필 생성",
            "광고 성과 측정",
        ],
        consent: "동의", doNotConsent: "동의하지 않음", manageOptions: "옵션 관리")

    static let ja = ConsentStrings(
        language: "ja",
        title: "プライバシー",
        intro: "「今日の天気」は、お客様の個人データを以下の目的で使用するために、お客様の同意を求めています。",
        purposes: [
            "端末に情報を保存する、または端末上の情報にアクセスする",
            "パーソナライズされた広告とコンテンツ、広告とコンテンツの測定、オーディエンス調査、サービスの開発",
            "限られたデータを使用して広告を選択する",
            "パーソナライズされた広告のためのプロフィールを作成する",
            "広告の効果を測定する",
        ],
        consent: "同意する", doNotConsent: "同意しない", manageOptions: "オプションを管理")
}
