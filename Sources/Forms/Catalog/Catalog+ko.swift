// Korean (own translation; ATT alert strings as iOS shows them).
extension CatalogTable {
    /// Korean.
    static let korean = CatalogTable(
        ump: koreanUMP, pac: koreanPAC, att: koreanATT,
        purposes: [
            TCFItemText(
                "기기에 정보 저장 및/또는 액세스",
                "여기에 제시된 목적을 위해 쿠키, 기기 식별자 또는 기타 정보가 기기에 저장되거나 기기에서 읽힐 수 있습니다."),
            TCFItemText(
                "제한된 데이터를 사용하여 광고 선택",
                "보고 있는 콘텐츠, 사용 중인 앱, 대략적인 위치, 기기 유형 등 제한된 데이터를 사용하여 광고를 선택할 수 있습니다."),
            TCFItemText(
                "맞춤 광고를 위한 프로필 생성",
                "사용자의 활동 정보를 사용하여 맞춤 광고를 위한 관심사 프로필을 만들거나 개선할 수 있습니다."),
            TCFItemText(
                "프로필을 사용하여 맞춤 광고 선택",
                "관심사, 과거 활동 등 사용자 프로필을 바탕으로 광고를 선택할 수 있습니다."),
            TCFItemText(
                "콘텐츠 맞춤설정을 위한 프로필 생성",
                "사용자의 활동 정보를 사용하여 맞춤 콘텐츠를 위한 프로필을 만들거나 개선할 수 있습니다."),
            TCFItemText(
                "프로필을 사용하여 맞춤 콘텐츠 선택",
                "관심사, 과거 활동 등 사용자 프로필을 바탕으로 콘텐츠를 선택할 수 있습니다."),
            TCFItemText(
                "광고 성과 측정",
                "어떤 광고가 표시되었고 사용자가 광고와 어떻게 상호작용했는지에 관한 정보를 사용하여 광고 성과를 측정할 수 있습니다."),
            TCFItemText(
                "콘텐츠 성과 측정",
                "어떤 콘텐츠가 표시되었고 사용자가 콘텐츠와 어떻게 상호작용했는지에 관한 정보를 사용하여 콘텐츠 성과를 측정할 수 있습니다."),
            TCFItemText(
                "통계 또는 여러 소스의 데이터 결합을 통한 사용자층 파악",
                "사용자와 다른 사용자의 상호작용에 관한 데이터를 결합하여 사용자층을 파악하기 위한 보고서를 만들 수 있습니다."),
            TCFItemText(
                "서비스 개발 및 개선",
                "사용자의 활동 정보를 사용하여 기존 제품을 개선하고 새 제품을 개발할 수 있습니다."),
            TCFItemText(
                "제한된 데이터를 사용하여 콘텐츠 선택",
                "보고 있는 콘텐츠, 대략적인 위치, 기기 유형 등 제한된 데이터를 사용하여 콘텐츠를 선택할 수 있습니다."),
        ],
        specialPurposes: [
            TCFItemText(
                "보안 유지, 사기 방지 및 감지, 오류 수정",
                "비정상적이거나 사기성 있는 활동을 감시하고 방지하며 시스템이 제대로 작동하는지 확인하는 데 데이터가 사용될 수 있습니다."),
            TCFItemText(
                "광고 및 콘텐츠 게재 및 표시",
                "IP 주소, 기기 기능 등 특정 정보는 화면에 광고와 콘텐츠를 표시하는 데 사용됩니다."),
            TCFItemText(
                "개인정보 보호 선택 저장 및 전달",
                "여기에서 한 선택은 저장되어 문자열과 같은 신호 형태로 나열된 회사에 전달되므로 해당 회사가 선택을 존중할 수 있습니다."),
        ],
        features: [
            TCFItemText(
                "다른 데이터 소스의 데이터 대조 및 결합",
                "이 앱에서의 활동 정보가 다른 소스에서 얻은 사용자 정보와 대조되고 결합될 수 있습니다."),
            TCFItemText(
                "여러 기기 연결",
                "여러 기기가 사용자 또는 사용자 가구의 것으로 판단될 수 있습니다."),
            TCFItemText(
                "자동으로 전송되는 정보를 기반으로 기기 식별",
                "IP 주소나 브라우저 유형 등 기기가 자동으로 전송하는 정보를 사용하여 사용자의 기기를 다른 기기와 구별할 수 있습니다."),
        ],
        specialFeatures: [
            TCFItemText(
                "정확한 위치 데이터 사용",
                "사용자가 동의하면 정확한 위치(500미터 이내)가 여기에 제시된 목적으로 사용될 수 있습니다."),
            TCFItemText(
                "식별을 위한 기기 특성 능동 스캔",
                "사용자가 동의하면 기기를 식별하기 위해 기기의 특정 특성을 요청하고 사용할 수 있습니다."),
        ]
    )

    private static let koreanUMP: [TextKey: String] = [
        .title: "{appName}에서 다음 목적으로 개인 정보를 사용하기 위해 동의를 요청합니다.",
        .purposesSummary: "맞춤 광고 및 콘텐츠, 광고 및 콘텐츠 측정, 사용자층 조사 및 서비스 개발",
        .storeAccessSummary: "기기에 정보 저장 및/또는 액세스",
        .intro: "개인 정보가 처리되며, 기기의 정보(쿠키, 고유 식별자 및 기타 기기 데이터)가 TCF 공급업체 {vendorCount}곳 및 광고 파트너 {atpCount}곳에 의해 저장, 액세스, 공유되거나 이 앱에서만 사용될 수 있습니다.",
        .legitimateInterestNotice:
            "일부 공급업체는 정당한 이익을 근거로 개인 정보를 처리할 수 있으며, 아래에서 옵션을 관리하여 이에 반대할 수 있습니다. 이 페이지 하단의 링크를 통해 개인 정보 보호 및 쿠키 설정에서 동의를 관리하거나 철회할 수 있습니다.",
        .vendorsLink: "공급업체 {vendorCount}곳 및 광고 파트너 {atpCount}곳 보기",
        .consent: "동의",
        .doNotConsent: "동의 안함",
        .manageOptions: "옵션 관리",
        .close: "닫기(동의 안함)",
        .manageOptionsTitle: "데이터 관리",
        .manageOptionsIntro: "개인 정보가 사용되는 방식을 선택할 수 있습니다. 공급업체는 다음 작업에 대한 권한을 요청합니다. 정당한 이익에 근거한 처리에 반대할 수도 있습니다.",
        .purposesHeading: "목적",
        .specialPurposesHeading: "특별 목적",
        .featuresHeading: "기능",
        .specialFeaturesHeading: "특별 기능",
        .consentSwitch: "동의",
        .legitimateInterest: "정당한 이익",
        .alwaysActive: "항상 사용",
        .illustrationsHeading: "예시",
        .vendorPreferences: "공급업체 환경설정",
        .vendorsTitle: "TCF 공급업체",
        .googleATPsTitle: "Google 광고 기술 제공업체",
        .privacyPolicy: "개인정보처리방침",
        .acceptAll: "모두 수락",
        .rejectAll: "모두 거부",
        .confirmChoices: "선택 확인",
        .back: "뒤로",
        .privacyOptionsTitle: "개인 정보 보호 선택 관리",
        .privacyOptionsEntry: "개인 정보 보호 및 쿠키 설정",
        .usStatesTitle: "{appName}: 개인 정보 보호 선택",
        .usStatesBody:
            "{appName} 및 파트너는 기기 식별자, 앱 사용 방식 등 사용자에 관해 수집한 정보를 사용하여 맞춤 광고를 표시합니다. 미국 일부 주의 개인 정보 보호법에 따라 이는 개인 정보의 ‘판매’ 또는 ‘공유’, 또는 타겟 광고로 간주될 수 있습니다.",
        .usStatesChoice: "개인 정보의 판매 또는 공유와 타겟 광고를 거부할 수 있습니다. 거부하지 않고 이 메시지를 닫으면 정보가 계속 판매되거나 공유될 수 있습니다. 앱의 개인 정보 보호 설정에서 언제든지 선택을 변경할 수 있습니다.",
        .usStatesOptOut: "거부하기",
        .usStatesClose: "닫기",
        .searchPrompt: "이름 또는 ID로 검색",
        .vendorMatches: "공급업체 {total}개 중 {count}개",
        .partnerMatches: "광고 파트너 {total}개 중 {count}개 일치",
        .noVendorMatches: "‘{search}’와 일치하는 공급업체가 없습니다. Esc를 누르면 검색어가 지워집니다.",
        .legitimateInterestClaim: "정당한 이익에 관한 설명",
        .flexibleLegalBasis: "유연한 법적 근거",
        .retention: "보존 기간",
        .retentionStandard: "{count}일(기본, 목적별 기간은 위 괄호 안)",
        .retentionPerPurpose: "목적별로만(위 괄호 안)",
        .notDeclared: "명시되지 않음",
        .cookieMaxAge: "쿠키 최대 유효 기간",
        .otherStorage: "기타 저장소",
        .nonCookieAccess: "쿠키 이외의 저장 및 접근 사용",
        .noneDeclared: "명시된 항목 없음",
        .noCookies: "쿠키 없음",
        .cookieAgeNotDeclared: "쿠키 사용, 최대 유효 기간 명시 안 됨",
        .sessionCookiesOnly: "세션 쿠키만",
        .days: "{count}일",
        .seconds: "{count}초",
        .cookieRefreshed: "접근할 때마다 갱신",
        .noneGiven: "제공되지 않음",
        .learnMore: "자세히 알아보기",
        .moreInfo: "추가 정보",
        .viewDetails: "세부정보 보기",
        .storageDisclosures: "저장소 공개",
        .dataCollected: "수집되는 데이터",
        .helpTip: "도움말",
        .helpDialogClose: "닫기",
        .moreLines: "{count}줄 더",
    ]

    private static let koreanPAC: [TextKey: String] = [
        .intro: "저희는 사용자의 개인 정보와 데이터 보안을 소중히 여깁니다. 광고를 표시하여 이 앱을 무료로 제공하고 있습니다.",
        .question: "맞춤 광고를 위해 사용자의 데이터를 계속 사용해도 될까요?",
        .changeChoice: "앱 설정에서 언제든지 {appName}에 대한 선택을 변경할 수 있습니다.",
        .partnersNotice: "파트너가 데이터를 수집하고 기기의 고유 식별자를 사용하여 광고를 표시합니다.",
        .learnHowLink: "{appName} 및 파트너 {partnerCount}곳의 데이터 수집 및 사용 방법 알아보기",
        .personalized: "예, 관련성 높은 광고를 계속 보겠습니다",
        .nonPersonalized: "아니요, 관련성이 낮은 광고를 보겠습니다",
        .adFree: "광고 없는 버전 구매",
        .providersIntro: "파트너의 데이터 수집 및 사용 방법 알아보기:",
        .howAppUsesData: "{appName}의 데이터 사용 방법",
        .back: "뒤로",
        .npaConfirmation: "저희는 Google과 협력하며 사용자의 데이터 사용 선택을 존중하기 위해 기기의 고유 식별자를 사용합니다. 앱 설정에서 언제든지 {appName}에 대한 선택을 변경할 수 있습니다.",
        .agree: "동의",
        .npaOnlyNotice: "저희는 Google과 협력하며 개인 맞춤이 아닌 광고를 게재하기 위해 기기의 고유 식별자를 사용합니다.",
        .nonPersonalizedNoQuestion: "관련성이 낮은 광고 보기",
        .npaAdFreeDetail: "광고를 보기로 선택하면 Google과 협력하여 기기의 고유 식별자를 사용합니다.",
        .opensLink: "키로 열기",
        .moreLines: "{count}줄 더",
    ]

    private static let koreanATT: [TextKey: String] = [
        .explainerTitle: "{appName}을(를) 무료로 이용하려면",
        .explainerBody:
            "다음 화면에서 iOS가 {appName}이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용할지 묻습니다. 허용하면 파트너가 관심사에 맞는 광고를 표시할 수 있습니다. 설정에서 언제든지 변경할 수 있습니다.",
        .explainerButton: "계속",
        .alertTitle: "‘{appName}’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
        .usageDescription: "사용자의 데이터는 더 관련성 높은 광고를 표시하는 데 사용됩니다.",
        .allow: "허용",
        .askNotToTrack: "앱에 추적 금지 요청",
        .moreLines: "{count}줄 더",
    ]
}
