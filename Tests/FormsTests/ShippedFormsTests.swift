import Basics
import Foundation
import TCF
import Testing

@testable import Forms

@Suite struct ShippedFormsTests {
    /// The shipped forms and what each must be.
    static let expected: [String: FormSDK] = [
        "ump-gdpr-default": .umpMessage, "ump-gdpr-two-button": .umpMessage, "ump-privacy-options": .umpPrivacyOptions,
        "pac-all-options": .pac, "pac-npa-adfree": .pac, "examples/pac-personalized-only": .pac, "pac-npa-only": .pac,
        "att-explainer": .att, "examples/noncompliant-dark-patterns": .umpMessage, "examples/ump-editor-options": .umpMessage,
    ]

    @Test func everyShippedFileLoadsFromDisk() throws {
        let files = try Repo.shippedFormFiles()
        #expect(Set(files.map(\.name)) == Set(Self.expected.keys))
        for (name, path) in files {
            do {
                let form = try FormLoader.load(path: path)
                #expect(form.sdk == Self.expected[name], "\(name)")
                #expect(form.id == name.split(separator: "/").last.map(String.init), "id should match the file name")
                #expect(form.sourceMap.file == path)
            } catch {
                Issue.record("\(name) does not validate:\n\(error)")
            }
        }
    }

    /// The shipped forms offer the catalogue's first seven languages (those of the source documents,
    /// German and French); a form may offer any of the catalogue's languages, and each is complete.
    @Test func everyShippedFormIsInSevenLanguagesWithNoLeftoverPlaceholder() throws {
        for name in FormLibrary.names where !name.hasPrefix("examples/") {
            let form = try #require(try FormLibrary.form(named: name))
            #expect(form.languages.list.sorted() == FormCatalog.languages.prefix(7).sorted(), "\(name)")
            for language in FormCatalog.languages {
                for key in form.textFamily.keys {
                    let resolved = try #require(form.resolvedText(key, language: language))
                    // Found in the language itself, from the form or the catalogue: no fallback.
                    #expect(
                        resolved.source == .form(language) || resolved.source == .catalog(language),
                        "\(name) \(language) \(key) fell back to \(resolved.source)")
                    let text = form.text(key, language: language, values: [.partnerCount: "42", .count: "3", .total: "7", .search: "x"])
                    #expect(!text.isEmpty)
                    #expect(!text.contains("{") && !text.contains("}"), "\(name) \(language) \(key): \(text)")
                }
            }
        }
    }

    @Test func defaultFormIsTheThreeButtonMessageOverTheWholeEmbeddedList() throws {
        let form = FormLibrary.defaultForm
        #expect(form.id == "ump-gdpr-default")
        #expect(form.sourceMap.file == "forms/ump-gdpr-default.yaml (embedded)")
        #expect(form.sdk == .umpMessage)
        #expect(form.app.name == "Daily Puzzle")
        #expect(form.publisher?.countryCode == "DE")
        #expect(form.publisher?.cmp == CMPIdentity(id: 300, version: 1))
        let ump = try #require(form.ump)
        #expect(ump.vendorListSource == .embedded)
        #expect(ump.vendors == .all)
        #expect(ump.shownVendors.count == 902)  // 987 in list v106, 85 of them deleted
        #expect(ump.googleATPs.map(\.id) == [89, 1301, 2878, 3234])
        #expect(ump.firstLayer == FirstLayer(buttons: [.consent, .doNotConsent, .manageOptions], closeIcon: false))
        #expect(ump.legitimateInterest.shown && ump.legitimateInterest.defaultOn)
        #expect(!ump.consentSwitch.defaultOn)
        #expect(ump.privacyOptionsEntryPoint)
        // LI is never offered for purposes 1 and 3-6 by v2.2 vendors.
        #expect(Set(ump.legitimateInterestPurposes).isDisjoint(with: [1, 3, 4, 5, 6]))
        #expect(form.text(.title, language: "en") == "Daily Puzzle asks for your consent to use your personal data to:")
        #expect(form.text(.vendorsLink, language: "en") == "View our vendors (902) and ad partners (4)")
        #expect(form.text(.consent, language: "ja") == "同意する")
    }

    @Test func twoButtonVariantHasConsentAndManageOptionsAndTheCloseIcon() throws {
        let form = try #require(try FormLibrary.form(named: "ump-gdpr-two-button"))
        let ump = try #require(form.ump)
        #expect(ump.firstLayer.buttons == [.consent, .manageOptions])
        #expect(ump.firstLayer.closeIcon)
        #expect(ump.vendors == .ids([755, 10, 21, 32, 50, 52, 126]))
        #expect(ump.shownVendors.map(\.id) == [10, 21, 32, 50, 52, 126, 755])
        #expect(form.languages.default == "fr")
        #expect(form.text(.vendorsLink, language: "fr") == "Voir les fournisseurs (7) et les partenaires publicitaires (2)")
    }

    /// The ad partners of every shipped UMP form are real Google ATPs: ids and names as Google's
    /// Additional Consent provider list gives them (a copy dated 2023-11-29, Tests/Fixtures/tcf), so
    /// the AC string carries ids Google knows.
    @Test func adPartnersAreGooglesATPsByIDAndName() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tcf/google-atp-list-2023-11.json").path
        guard case .object(let providers) = try JSONParser.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))) else {
            Issue.record("the ATP list is not an object")
            return
        }
        #expect(providers.count == 595)
        var checked = 0
        for name in FormLibrary.names {
            guard let ump = try FormLibrary.form(named: name)?.ump else { continue }
            for atp in ump.googleATPs {
                guard case .object(let entry)? = providers[String(atp.id)] else {
                    Issue.record("\(name): ATP \(atp.id) is not on Google's list")
                    continue
                }
                #expect(entry["name"] == .string(atp.name), "\(name): ATP \(atp.id)")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test func pacFormsCoverTheFourLayouts() throws {
        let layouts = try ["pac-all-options", "pac-npa-adfree", "examples/pac-personalized-only", "pac-npa-only"].map {
            try #require(try FormLibrary.form(named: $0)?.pac?.layout)
        }
        #expect(layouts == [.full, .npaAdFree, .personalizedOnly, .npaOnly])
        let all = try #require(try FormLibrary.form(named: "pac-all-options"))
        #expect(all.pac == PACSettings(personalized: true, nonPersonalized: true, adFree: true))
        #expect(all.publisher?.cmp == nil)
        #expect(
            all.text(.learnHowLink, language: "en", values: [.partnerCount: "12"])
                == "Learn how Word Garden and our 12 partners collect and use data")
        // The SDK's English wording, exactly (googleads-consent-sdk-ios, consentform.html).
        #expect(
            all.text(.npaConfirmation, language: "en")
                == "We’ll partner with Google and use a unique identifier on your device to respect your data usage choice. You can change your choice anytime for Word Garden in the app settings."
        )
    }

    @Test func attExplainerSuppliesItsOwnTextsAndKeepsTheSystemStrings() throws {
        let form = try #require(try FormLibrary.form(named: "att-explainer"))
        #expect(form.att == ATTSettings(explainer: true))
        #expect(form.publisher == nil)
        for language in form.languages.list {
            #expect(form.resolvedText(.usageDescription, language: language)?.source == .form(language))
            #expect(form.resolvedText(.alertTitle, language: language)?.source == .catalog(language))
            #expect(form.text(.explainerButton, language: language) != form.text(.allow, language: language))
        }
        #expect(
            form.text(.alertTitle, language: "en")
                == "Allow “Daily Puzzle” to track your activity across other companies’ apps and websites?")
        #expect(form.text(.allow, language: "en") == "Allow")
        #expect(form.text(.askNotToTrack, language: "en") == "Ask App Not to Track")
        #expect(form.text(.askNotToTrack, language: "de") == "App bitten, kein Tracking durchzuführen")
    }

    @Test func noncompliantExampleValidatesAndCarriesWhatLintNeeds() throws {
        let form = try #require(try FormLibrary.form(named: "examples/noncompliant-dark-patterns"))
        let ump = try #require(form.ump)
        #expect(!ump.firstLayer.buttons.contains(.doNotConsent))
        #expect(ump.consentSwitch.defaultOn)
        #expect(ump.legitimateInterestPurposes == [1, 2, 3, 4, 7])
        #expect(!ump.privacyOptionsEntryPoint)
        #expect(form.colors[.acceptButton] != form.colors[.rejectButton])
        // An English override leaves French its catalogue translation.
        #expect(form.resolvedText(.consent, language: "fr")?.source == .catalog("fr"))
        #expect(form.text(.title, language: "de") == "Wir respektieren deine Privatsphäre")
        // Where it was written, for lint findings.
        #expect(form.sourceMap.location(of: "consentSwitch.defaultOn") == Basics.SourceLocation(line: 33, column: 14))
    }
}
