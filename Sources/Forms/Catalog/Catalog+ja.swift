// Japanese (own translation; ATT alert strings as iOS shows them).
extension CatalogTable {
    /// Japanese.
    static let japanese = CatalogTable(
        ump: japaneseUMP, pac: japanesePAC, att: japaneseATT,
        purposes: [
            TCFItemText(
                "端末への情報の保存、端末上の情報へのアクセス",
                "ここに示す目的のために、Cookie、端末識別子などの情報が端末に保存されたり、端末から読み取られたりすることがあります。"),
            TCFItemText(
                "限られたデータを使用した広告の選択",
                "閲覧中のコンテンツ、使用中のアプリ、おおよその位置情報、端末の種類など、限られたデータを使って広告が選ばれることがあります。"),
            TCFItemText(
                "パーソナライズド広告のためのプロファイルの作成",
                "お客様の行動に関する情報が、パーソナライズド広告のための興味・関心のプロファイルの作成や改善に使われることがあります。"),
            TCFItemText(
                "プロファイルを使用したパーソナライズド広告の選択",
                "興味・関心や過去の行動など、お客様のプロファイルに基づいて広告が選ばれることがあります。"),
            TCFItemText(
                "コンテンツのパーソナライズのためのプロファイルの作成",
                "お客様の行動に関する情報が、パーソナライズされたコンテンツのためのプロファイルの作成や改善に使われることがあります。"),
            TCFItemText(
                "プロファイルを使用したパーソナライズド コンテンツの選択",
                "興味・関心や過去の行動など、お客様のプロファイルに基づいてコンテンツが選ばれることがあります。"),
            TCFItemText(
                "広告の効果測定",
                "表示された広告やその広告への反応に関する情報が、広告の効果測定に使われることがあります。"),
            TCFItemText(
                "コンテンツの効果測定",
                "表示されたコンテンツやそのコンテンツへの反応に関する情報が、コンテンツの効果測定に使われることがあります。"),
            TCFItemText(
                "統計や複数のソースのデータの組み合わせによるオーディエンスの把握",
                "お客様や他のユーザーの操作に関するデータを組み合わせて、オーディエンスを把握するためのレポートが作成されることがあります。"),
            TCFItemText(
                "サービスの開発と改善",
                "お客様の行動に関する情報が、既存製品の改善や新製品の開発に使われることがあります。"),
            TCFItemText(
                "限られたデータを使用したコンテンツの選択",
                "閲覧中のコンテンツ、おおよその位置情報、端末の種類など、限られたデータを使ってコンテンツが選ばれることがあります。"),
        ],
        specialPurposes: [
            TCFItemText(
                "セキュリティの確保、不正行為の防止と検出、エラーの修正",
                "異常な行為や不正行為の監視・防止や、システムが正常に動作していることの確認にデータが使われることがあります。"),
            TCFItemText(
                "広告とコンテンツの配信と表示",
                "IP アドレスや端末の性能などの情報は、広告やコンテンツを画面に表示するために使われます。"),
            TCFItemText(
                "プライバシーに関する選択の保存と伝達",
                "ここで行った選択は保存され、文字列などの信号として一覧の企業に伝えられ、各社がその選択を尊重できるようになります。"),
        ],
        features: [
            TCFItemText(
                "他のデータソースのデータの照合と結合",
                "このアプリでの行動に関する情報が、他のソースから得たお客様に関する情報と照合・結合されることがあります。"),
            TCFItemText(
                "複数の端末のリンク",
                "複数の端末が、お客様またはお客様の世帯のものであると判断されることがあります。"),
            TCFItemText(
                "自動送信される情報に基づく端末の識別",
                "IP アドレスやブラウザの種類など、端末が自動的に送信する情報を使って、お客様の端末が他の端末と区別されることがあります。"),
        ],
        specialFeatures: [
            TCFItemText(
                "正確な位置情報の使用",
                "お客様の同意がある場合、正確な位置情報（500 メートル以内）がここに示す目的に使われることがあります。"),
            TCFItemText(
                "識別のための端末特性の能動的スキャン",
                "お客様の同意がある場合、端末を識別するために端末の特定の特性が要求され、使用されることがあります。"),
        ]
    )

    private static let japaneseUMP: [TextKey: String] = [
        .title: "{appName} は、お客様の個人データを以下の目的で使用することについて同意を求めています：",
        .purposesSummary: "パーソナライズされた広告とコンテンツ、広告とコンテンツの測定、オーディエンス調査とサービスの開発",
        .storeAccessSummary: "端末への情報の保存、端末上の情報へのアクセス",
        .intro:
            "お客様の個人データは処理され、端末の情報（Cookie、固有識別子、その他の端末データ）は、TCF ベンダー {vendorCount} 社および広告パートナー {atpCount} 社によって保存、アクセス、共有されるか、このアプリでのみ使用される場合があります。",
        .legitimateInterestNotice:
            "一部のベンダーは、正当な利益に基づいてお客様の個人データを処理することがあります。これには下のオプションの管理から異議を申し立てることができます。同意の管理や撤回は、このページ下部のリンクから「プライバシーと Cookie の設定」で行えます。",
        .vendorsLink: "ベンダー {vendorCount} 社と広告パートナー {atpCount} 社を見る",
        .consent: "同意する",
        .doNotConsent: "同意しない",
        .manageOptions: "オプションを管理",
        .close: "閉じる（同意しない）",
        .manageOptionsTitle: "データの管理",
        .manageOptionsIntro: "個人データの使われ方を選択できます。ベンダーは次の処理について許可を求めています。正当な利益に基づく処理に異議を申し立てることもできます。",
        .purposesHeading: "目的",
        .specialPurposesHeading: "特別な目的",
        .featuresHeading: "機能",
        .specialFeaturesHeading: "特別な機能",
        .consentSwitch: "同意",
        .legitimateInterest: "正当な利益",
        .alwaysActive: "常に有効",
        .illustrationsHeading: "例",
        .vendorPreferences: "ベンダーの設定",
        .vendorsTitle: "TCF ベンダー",
        .googleATPsTitle: "Google の広告技術プロバイダ",
        .privacyPolicy: "プライバシー ポリシー",
        .acceptAll: "すべて同意",
        .rejectAll: "すべて拒否",
        .confirmChoices: "選択を確定",
        .back: "戻る",
        .privacyOptionsTitle: "プライバシーの選択を管理",
        .privacyOptionsEntry: "プライバシーと Cookie の設定",
        .usStatesTitle: "{appName}: プライバシーの選択",
        .usStatesBody:
            "{appName} とパートナーは、デバイスの識別子やアプリの利用状況など、お客様について収集した情報を使用して、パーソナライズされた広告を表示します。米国の一部の州のプライバシー法では、これが個人情報の「販売」または「共有」、あるいはターゲティング広告とみなされる場合があります。",
        .usStatesChoice: "個人情報の販売または共有、およびターゲティング広告をオプトアウトできます。オプトアウトせずにこのメッセージを閉じると、情報の販売または共有が続く場合があります。選択内容はアプリのプライバシー設定でいつでも変更できます。",
        .usStatesOptOut: "オプトアウト",
        .usStatesClose: "閉じる",
        .searchPrompt: "名前または ID で検索",
        .vendorMatches: "ベンダー {total} 件中 {count} 件",
        .partnerMatches: "広告パートナー {total} 件中 {count} 件が一致",
        .noVendorMatches: "「{search}」に一致するベンダーはありません。Esc で検索をクリアします。",
        .legitimateInterestClaim: "正当な利益に関する説明",
        .flexibleLegalBasis: "柔軟な法的根拠",
        .retention: "保存期間",
        .retentionStandard: "{count}日（標準。目的ごとの期間は上の括弧内）",
        .retentionPerPurpose: "目的ごとのみ（上の括弧内）",
        .notDeclared: "未申告",
        .cookieMaxAge: "Cookie の最大有効期間",
        .otherStorage: "その他のストレージ",
        .nonCookieAccess: "Cookie 以外の保存とアクセスを使用",
        .noneDeclared: "申告なし",
        .noCookies: "Cookie なし",
        .cookieAgeNotDeclared: "Cookie を使用（最大有効期間は未申告）",
        .sessionCookiesOnly: "セッション Cookie のみ",
        .days: "{count}日",
        .seconds: "{count}秒",
        .cookieRefreshed: "アクセスごとに更新",
        .noneGiven: "記載なし",
        .learnMore: "詳細",
        .moreInfo: "詳細情報",
        .viewDetails: "詳細を表示",
        .storageDisclosures: "ストレージの開示",
        .dataCollected: "収集されるデータ",
        .helpTip: "ヘルプ",
        .helpDialogClose: "閉じる",
        .moreLines: "あと{count}行",
    ]

    private static let japanesePAC: [TextKey: String] = [
        .intro: "私たちはお客様のプライバシーとデータのセキュリティを大切にしています。このアプリは広告を表示することで無料で提供しています。",
        .question: "お客様に合わせた広告を表示するため、引き続きお客様のデータを使用してもよろしいですか？",
        .changeChoice: "{appName} の選択内容は、アプリの設定でいつでも変更できます。",
        .partnersNotice: "パートナーがデータを収集し、端末の固有識別子を使用して広告を表示します。",
        .learnHowLink: "{appName} とパートナー {partnerCount} 社によるデータの収集と使用について",
        .personalized: "はい、関連性の高い広告を表示します",
        .nonPersonalized: "いいえ、関連性の低い広告を表示します",
        .adFree: "広告なしバージョンを購入",
        .providersIntro: "パートナーによるデータの収集と使用について：",
        .howAppUsesData: "{appName} によるデータの使用方法",
        .back: "戻る",
        .npaConfirmation: "お客様のデータ使用に関する選択を尊重するため、Google と協力し、端末の固有識別子を使用します。{appName} の選択内容は、アプリの設定でいつでも変更できます。",
        .agree: "同意する",
        .npaOnlyNotice: "パーソナライズされていない広告を配信するため、Google と協力し、端末の固有識別子を使用します。",
        .nonPersonalizedNoQuestion: "関連性の低い広告を表示",
        .npaAdFreeDetail: "広告の表示を選択された場合、Google と協力し、端末の固有識別子を使用します。",
        .opensLink: "で開く",
        .moreLines: "あと{count}行",
    ]

    private static let japaneseATT: [TextKey: String] = [
        .explainerTitle: "{appName} を無料でご利用いただくために",
        .explainerBody:
            "次の画面で、{appName} が他社の App や Web サイトを横断してお客様のアクティビティをトラッキングすることを許可するかどうか、iOS から確認されます。許可すると、パートナーがお客様の興味に合った広告を表示できます。この設定は「設定」でいつでも変更できます。",
        .explainerButton: "続ける",
        .alertTitle: "“{appName}”が他社のAppやWebサイトを横断してあなたのアクティビティをトラッキングすることを許可しますか?",
        .usageDescription: "お客様のデータは、より関連性の高い広告を表示するために使用されます。",
        .allow: "許可",
        .askNotToTrack: "Appにトラッキングしないように要求",
        .moreLines: "あと{count}行",
    ]
}
