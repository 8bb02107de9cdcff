import ConsentsimTestSupport
import Testing

/// `consentsim graph` run as a user would.
@Suite(.tags(.spawnsProcess)) struct GraphCommandTests {
    @Test func theDefaultIsTheAppAsDot() throws {
        let r = try consentsim(["graph"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("// consentsim graph: "))
        #expect(r.stdout.contains("generated from AppReducer.transitions\ndigraph \"app\" {\n"))
        #expect(r.stdout.contains("  \"notRunning/notRunning\" -> \"home/running(cmp)\" [label=\"launch"))
    }

    @Test func attAsMermaid() throws {
        let r = try consentsim(["graph", "--machine", "att", "--format", "mermaid"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "stateDiagram-v2")
        #expect(lines.contains("    state \"notDetermined+alert\" as s3"))
        #expect(lines.contains("    s3 --> s0 : alertAllow"))
        // The Settings switches, with the status they give the app.
        #expect(lines.contains("    s1 --> s0 : settings.allowAppsOn, settings.appTrackingOn"))
    }

    @Test func umpIsTheUMPTable() throws {
        let r = try consentsim(["graph", "--machine", "ump"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout.contains("  \"obtained/idle\" -> \"unknown/idle\" [label=\"reset\"];"))
    }

    /// PAC goes through the same path as the other SDKs.
    @Test func pacDrawsItsTable() throws {
        let r = try consentsim(["graph", "--machine", "pac", "--format", "mermaid"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("stateDiagram-v2"))
        #expect(r.stdout.contains("generated from PACReducer.transitions"))
    }

    /// Graphviz reads the screen graphs of every shipped form, on each platform the form runs on.
    @Test func screenGraphsParseWithDot() throws {
        for (form, platform) in [("ump-gdpr-default", "ios"), ("ump-gdpr-default", "android"), ("pac-all-options", "ios"), ("att-explainer", "ios")] {
            let graph = try consentsim(["graph", "--screens", "--form", form, "--platform", platform])
            #expect(graph.status == 0, "\(form) \(platform): \(graph.stderr)")
            #expect(graph.stdout.contains("\"start\" [shape=circle"))
            let dot = try run("/usr/bin/dot", ["-Tsvg"], stdin: graph.stdout)
            #expect(dot.status == 0 && dot.stdout.contains("<svg"), "\(form) \(platform): \(dot.stderr)")
        }
    }

    @Test func aPACFormRunsOnAndroidAsTheLegacyConsentSDK() throws {
        let r = try consentsim(["graph", "--screens", "--form", "pac-all-options", "--platform", "android"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// `--sdk` names an SDK release in `run`, `play` and `doctor`; here it is the old name of
    /// `--machine`, still read with a note, and an SDK release given to it is refused.
    @Test func theOldSDKSpellingStillDrawsTheMachineWithANote() throws {
        let old = try consentsim(["graph", "--sdk", "ump"])
        #expect(old.status == 0)
        #expect(old.stdout == (try consentsim(["graph", "--machine", "ump"])).stdout)
        #expect(old.stderr == "consentsim: graph --sdk is now --machine (--sdk names an SDK release in run, play and doctor)\n")
        let release = try consentsim(["graph", "--sdk", "ump-ios@2.6.0"])
        #expect(release.status == 2)
        #expect(release.stderr.contains("graph draws a state machine: write --machine ump|pac|att|app"))
        #expect(try consentsim(["graph", "--sdk", "ump", "--machine", "att"]).status == 2)
        let help = try consentsim(["graph", "--help"])
        #expect(help.stdout.contains("--machine <machine>") && help.stdout.contains("The old name of --machine, still read"))
    }

    @Test func badChoicesAreUsageErrors() throws {
        #expect(try consentsim(["graph", "--machine", "gdpr"]).status == 2)
        #expect(try consentsim(["graph", "--format", "svg"]).status == 2)
        #expect(try consentsim(["graph", "--screens", "--platform", "windows"]).status == 2)
    }
}
