import ConsentsimTestSupport
import Testing

/// `consentsim graph` run as a user would.
@Suite struct GraphCommandTests {
    @Test func theDefaultIsTheAppAsDot() throws {
        let r = try consentsim(["graph"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("// consentsim graph: "))
        #expect(r.stdout.contains("generated from AppReducer.transitions\ndigraph \"app\" {\n"))
        #expect(r.stdout.contains("  \"notRunning/notRunning\" -> \"home/running(cmp)\" [label=\"launch"))
    }

    @Test func attAsMermaid() throws {
        let r = try consentsim(["graph", "--sdk", "att", "--format", "mermaid"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "stateDiagram-v2")
        #expect(lines.contains("    state \"notDetermined+alert\" as s3"))
        #expect(lines.contains("    s3 --> s0 : alertAllow"))
    }

    @Test func umpIsTheUMPTable() throws {
        let r = try consentsim(["graph", "--sdk", "ump"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("  \"obtained/idle\" -> \"unknown/idle\" [label=\"reset\"];"))
    }

    /// PAC goes through the same path; until its table is merged it says so instead of drawing nothing.
    @Test func pacDrawsItsTableOrSaysItIsNotAvailable() throws {
        let r = try consentsim(["graph", "--sdk", "pac"])
        if r.status == 0 {
            #expect(r.stdout.contains("digraph \"pac\" {"))
        } else {
            #expect(r.status == 1)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == "consentsim: no transition table for pac in this build: PACReducer.transitions is not available yet; try --sdk ump, att or app\n")
        }
    }

    @Test func badChoicesAreUsageErrors() throws {
        #expect(try consentsim(["graph", "--sdk", "gdpr"]).status == 2)
        #expect(try consentsim(["graph", "--format", "svg"]).status == 2)
    }
}
