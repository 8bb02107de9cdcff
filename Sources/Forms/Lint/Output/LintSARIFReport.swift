import Basics

/// Lint's SARIF 2.1.0 output, the format CI systems (GitHub code scanning, GitLab, Azure) read to
/// annotate the form file.
package enum LintSARIFReport {
    /// The schema SARIF files name.
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// One run of the `consentsim` driver with every rule and the findings as results.
    ///
    /// `workingDirectory` makes absolute file names relative, as CI annotations need paths from the
    /// checkout; embedded forms are named by their path under the repository (`forms/x.yaml`).
    package static func render(_ findings: [LintFinding], toolVersion: String, workingDirectory: String? = nil) -> String {
        let rules = Linter.rules + [Linter.loadRule]
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.id),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "fullDescription": .object(["text": .string("\(rule.summary). Source: \(rule.source)")]),
                "defaultConfiguration": .object(["level": .string(rule.severity.sarifLevel)]),
                "properties": .object(["source": .string(rule.source)]),
            ])
        }
        let results: [JSONValue] = findings.sorted().map { finding in
            var result = JSONObject()
            result["ruleId"] = .string(finding.ruleID)
            if let index = rules.firstIndex(where: { $0.id == finding.ruleID }) { result["ruleIndex"] = .int(Int64(index)) }
            result["level"] = .string(finding.severity.sarifLevel)
            result["message"] = .object(["text": .string("\(finding.message) (\(finding.source))")])
            result["locations"] = .array([
                .object([
                    "physicalLocation": .object([
                        "artifactLocation": .object(["uri": .string(artifactURI(finding.file, workingDirectory: workingDirectory))]),
                        "region": .object(["startLine": .int(Int64(finding.line)), "startColumn": .int(Int64(finding.column))]),
                    ])
                ])
            ])
            return .object(result)
        }
        let run: JSONValue = .object([
            "tool": .object([
                "driver": .object([
                    "name": .string("consentsim"), "version": .string(toolVersion), "semanticVersion": .string(toolVersion),
                    "rules": .array(descriptors),
                ])
            ]),
            // Columns count Unicode scalars, as the form loader reports them.
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ])
        let log: JSONValue = .object(["$schema": .string(schemaURI), "version": .string("2.1.0"), "runs": .array([run])])
        return log.serialized(pretty: true) + "\n"
    }

    /// The file as a relative URI reference: `forms/x.yaml (embedded)` → `forms/x.yaml`, an absolute path
    /// under `workingDirectory` made relative, unsafe characters percent-encoded; other absolute paths
    /// become `file://` URIs.
    package static func artifactURI(_ file: String, workingDirectory: String?) -> String {
        var path = file
        let embedded = " (embedded)"
        if path.hasSuffix(embedded) { path.removeLast(embedded.count) }
        if let base = workingDirectory.map({ $0.hasSuffix("/") ? $0 : $0 + "/" }), path.hasPrefix(base) {
            path.removeFirst(base.count)
        }
        if path.hasPrefix("./") { path.removeFirst(2) }
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// RFC 3986 path encoding: unreserved characters and `/` stay, every other UTF-8 byte becomes `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
