import Testing

@testable import Screens

@Suite struct TextLayoutTests {
    /// Every line fits the width.
    func expectFits(_ lines: [String], _ width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            #expect(CellWidth.string(line) <= width, "\(line) is wider than \(width)", sourceLocation: sourceLocation)
        }
    }

    @Test func englishBreaksAtSpaces() {
        let lines = TextLayout.wrap("We and our partners store and access information on your device.", width: 20)
        #expect(lines == ["We and our partners", "store and access", "information on your", "device."])
        expectFits(lines, 20)
    }

    @Test func russianBreaksAtSpaces() {
        let lines = TextLayout.wrap("Мы и наши партнёры храним информацию на вашем устройстве.", width: 18)
        #expect(lines == ["Мы и наши партнёры", "храним информацию", "на вашем", "устройстве."])
    }

    @Test func koreanKeepsWordsTogetherLikeIOS() {
        let text = "개인 데이터를 사용하기 위해 동의를 요청합니다"
        let lines = TextLayout.wrap(text, width: 16)
        #expect(lines == ["개인 데이터를", "사용하기 위해", "동의를", "요청합니다"])
        expectFits(lines, 16)
        // Without word priority Hangul syllables break anywhere, like ideographs.
        let loose = TextLayout.wrap(text, width: 16, hangulWordPriority: false)
        #expect(loose == ["개인 데이터를 사", "용하기 위해 동의", "를 요청합니다"])
        expectFits(loose, 16)
    }

    @Test func japaneseBreaksBetweenCharacters() {
        let lines = TextLayout.wrap("端末に情報を保存する、または端末上の情報にアクセスする", width: 12)
        #expect(lines == ["端末に情報を", "保存する、ま", "たは端末上の", "情報にアクセ", "スする"])
        expectFits(lines, 12)
    }

    @Test func kinsokuNoClosingPunctuationAtLineStart() {
        // A break before "。" or "」" would put them at a line start; the previous character moves down with them.
        let lines = TextLayout.wrap("同意します。「設定」を", width: 10)
        #expect(lines == ["同意しま", "す。「設", "定」を"])
        for line in lines.dropFirst() {
            #expect(!["、", "。", "」", "）", "ー", "っ"].contains(line.first.map(String.init) ?? ""), "\(line)")
        }
        let small = TextLayout.wrap("あいうえおかきくけコーヒー", width: 20)
        #expect(small == ["あいうえおかきくけ", "コーヒー"])
        let smallKana = TextLayout.wrap("ああああちょっと", width: 10)
        #expect(smallKana == ["ああああ", "ちょっと"])
    }

    @Test func kinsokuNoOpeningPunctuationAtLineEnd() {
        let lines = TextLayout.wrap("ここを押す（推奨）", width: 10)
        #expect(lines == ["ここを押す", "（推奨）"])
        let brackets = TextLayout.wrap("あいう「えお」", width: 8)
        #expect(brackets == ["あいう", "「えお」"])
    }

    @Test func mixedScripts() {
        let lines = TextLayout.wrap("TCF v2.3 に準拠した同意管理プラットフォーム (CMP) を使用します", width: 20)
        #expect(lines == ["TCF v2.3 に準拠した", "同意管理プラット", "フォーム (CMP) を使", "用します"])
        expectFits(lines, 20)
    }

    @Test func longWordsAreHardBroken() {
        let lines = TextLayout.wrap("see https://example.com/privacy/policy/details now", width: 12)
        #expect(lines == ["see", "https://exam", "ple.com/priv", "acy/policy/d", "etails now"])
        expectFits(lines, 12)
        let wide = TextLayout.wrap("동의하지않음동의하지않음", width: 7)
        #expect(wide == ["동의하", "지않음", "동의하", "지않음"])
    }

    @Test func hyphenIsABreakOpportunity() {
        #expect(TextLayout.wrap("an opt-out choice", width: 8) == ["an opt-", "out", "choice"])
        #expect(TextLayout.wrap("minus -5 degrees", width: 7) == ["minus", "-5", "degrees"])
    }

    @Test func paragraphsAndIndentation() {
        #expect(TextLayout.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextLayout.wrap("  indented text here", width: 10) == ["  indented", "text here"])
        #expect(TextLayout.wrap("", width: 10) == [""])
        #expect(TextLayout.wrap("trailing   ", width: 10) == ["trailing"])
        #expect(TextLayout.wrap("a    b", width: 3) == ["a", "b"])
    }

    @Test func degenerateWidthsStillTerminate() {
        #expect(TextLayout.wrap("同意", width: 1) == ["同", "意"])
        #expect(TextLayout.wrap("ab", width: 0) == ["a", "b"])
    }

    @Test func lineCountMatchesWrap() {
        for text in ["short", "a much longer line that wraps", "同意する同意する同意する", "x\ny"] {
            for width in [3, 8, 40] {
                #expect(TextLayout.lineCount(text, width: width) == TextLayout.wrap(text, width: width).count)
            }
        }
    }

    @Test func truncation() {
        #expect(TextLayout.truncate("Consent", width: 10) == "Consent")
        #expect(TextLayout.truncate("Manage options", width: 8) == "Manage…")
        #expect(TextLayout.truncate("同意しない", width: 6) == "同意…")  // 同意し would leave no room for …
        #expect(TextLayout.truncate("同意しない", width: 7) == "同意し…")
        #expect(TextLayout.truncate("abc", width: 1) == "…")
        #expect(TextLayout.truncate("abc", width: 0) == "")
        #expect(TextLayout.truncate("abc", width: 5, always: true) == "abc…")
        #expect(TextLayout.truncate("abcde", width: 5, always: true) == "abcd…")
        #expect(TextLayout.truncate("long text", width: 6, ellipsis: "...") == "lon...")
        #expect(TextLayout.pad("同", toWidth: 4) == "同  ")
    }

    @Test func wrappingTheSameTextAgainAtAnotherWidthIsNotConfusedByTheCache() {
        let text = "Consent lets us and our partners store and access information on your device."
        let narrow = TextLayout.wrap(text, width: 20)
        let wide = TextLayout.wrap(text, width: 40)
        #expect(narrow.count > wide.count)
        #expect(TextLayout.wrap(text, width: 20) == narrow)
        #expect(TextLayout.wrap(text, width: 40) == wide)
        #expect(narrow.allSatisfy { CellWidth.string($0) <= 20 })
    }

    @Test func theWrapCacheStartsOverWhenFull() {
        let cache = WrapCache(capacity: 2)
        var computed = 0
        func lines(_ text: String) -> [String] {
            cache.lines(WrapCache.Key(text: text, width: 10, hangulWordPriority: true)) { key in
                computed += 1
                return [key.text]
            }
        }
        #expect(lines("a") == ["a"] && lines("b") == ["b"] && lines("a") == ["a"])
        #expect(computed == 2, "the second \"a\" came from the cache")
        #expect(lines("c") == ["c"])
        #expect(cache.count == 1, "full: emptied before \"c\" was added")
        #expect(lines("a") == ["a"] && computed == 4)
    }
}
