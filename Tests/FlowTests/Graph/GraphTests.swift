import ConsentsimTestSupport
import Foundation
import Testing

@testable import Flow

/// Diagrams drawn from the reducers' transition tables; nested suites so `--filter GraphTests` runs them all.
@Suite enum GraphTests {
    /// The machines whose tables this build has (PAC's arrives with the PAC-in-app work).
    static var machines: [(StateMachine, [Transition])] {
        StateMachine.allCases.map { ($0, $0.transitions) }
    }

    /// A small table with every character dot and Mermaid treat specially.
    static let awkward: [Transition] = [
        Transition(from: "a \"quoted\"/state", event: "go(x: 1; y)", to: "b\\c"),
        Transition(from: "a \"quoted\"/state", event: "#tag, <more>", to: "b\\c"),
        Transition(from: "b\\c", event: "line\nbreak", to: "b\\c"),
        Transition(from: "b\\c", event: "line\nbreak", to: "b\\c"),
    ]

    @Suite struct Model {
        @Test func everyMachineHasATable() {
            for machine in StateMachine.allCases {
                #expect(!machine.transitions.isEmpty, "\(machine)")
            }
        }

        @Test func theGraphHoldsExactlyTheTable() {
            for (machine, table) in GraphTests.machines {
                let graph = StateGraph(name: machine.rawValue, transitions: table)
                #expect(graph.transitions == Array(Set(table)).sorted(), "\(machine)")
                #expect(Set(graph.states) == Set(table.flatMap { [$0.from, $0.to] }))
                #expect(graph.states == graph.states.sorted())
                let pairs = graph.edges.map { "\($0.from)\u{0}\($0.to)" }
                #expect(pairs == pairs.sorted() && Set(pairs).count == pairs.count, "one edge per pair of states")
            }
        }

        @Test func duplicateRowsBecomeOneEvent() {
            let graph = StateGraph(name: "x", transitions: GraphTests.awkward)
            #expect(graph.edges.map(\.events) == [["#tag, <more>", "go(x: 1; y)"], ["line\nbreak"]])
            #expect(graph.transitions.count == 3)
        }
    }

    @Suite struct Dot {
        /// Reads the edges back from dot output: `"from" -> "to" [label="a\nb"];`.
        static func parse(_ dot: String) -> [Transition] {
            var edges: [Transition] = []
            for line in dot.split(separator: "\n") where line.contains("\" -> \"") {
                let strings = quotedStrings(String(line))
                guard strings.count == 3 else { continue }
                for event in strings[2].components(separatedBy: "\\n") {
                    edges.append(Transition(from: unescape(strings[0]), event: unescape(event), to: unescape(strings[1])))
                }
            }
            return edges.sorted()
        }

        /// The double-quoted strings of a line, escapes kept.
        static func quotedStrings(_ line: String) -> [String] {
            var out: [String] = []
            var current: String?
            var escaped = false
            for c in line {
                if var text = current {
                    if escaped {
                        text.append(c)
                        escaped = false
                    } else if c == "\\" {
                        text.append(c)
                        escaped = true
                    } else if c == "\"" {
                        out.append(text)
                        current = nil
                        continue
                    } else {
                        text.append(c)
                    }
                    current = text
                } else if c == "\"" {
                    current = ""
                }
            }
            return out
        }

        static func unescape(_ text: String) -> String {
            text.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }

        @Test func edgesRoundTrip() {
            for (machine, table) in GraphTests.machines {
                let dot = DotFormat.render(StateGraph(name: machine.rawValue, transitions: table), source: machine.tableName)
                #expect(dot.hasPrefix("// consentsim graph: "))
                #expect(dot.contains("digraph \"\(machine.rawValue)\" {\n"))
                #expect(dot.hasSuffix("}\n"))
                #expect(Self.parse(dot) == Array(Set(table)).sorted(), "\(machine)")
            }
        }

        @Test(.tags(.spawnsProcess)) func awkwardNamesAreEscaped() {
            let dot = DotFormat.render(StateGraph(name: "awk\"ward", transitions: GraphTests.awkward), source: "test")
            #expect(dot.contains(#"digraph "awk\"ward" {"#))
            #expect(dot.contains(##"  "a \"quoted\"/state" -> "b\\c" [label="#tag, <more>\ngo(x: 1; y)"];"##))
            #expect(dot.contains(#"  "b\\c" -> "b\\c" [label="line break"];"#))
        }

        /// Graphviz must accept every diagram (Debian's graphviz package; .ci/run installs it).
        @Test(.tags(.spawnsProcess)) func graphvizParsesEveryDiagram() throws {
            var diagrams = GraphTests.machines.map { machine, table in
                (machine.rawValue, DotFormat.render(StateGraph(name: machine.rawValue, transitions: table), source: machine.tableName))
            }
            diagrams.append(("awkward", DotFormat.render(StateGraph(name: "awk\"ward", transitions: GraphTests.awkward), source: "test")))
            for (name, dot) in diagrams {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["dot", "-Tsvg"]
                let input = Pipe(), output = Pipe(), errors = Pipe()
                process.standardInput = input
                process.standardOutput = output
                process.standardError = errors
                // A missing dot exits before reading: without this, the write would kill the whole
                // test process with SIGPIPE instead of failing this test.
                signal(SIGPIPE, SIG_IGN)
                try process.run()
                var writeError: (any Error)?
                do { try input.fileHandleForWriting.write(contentsOf: Data(dot.utf8)) } catch { writeError = error }
                try? input.fileHandleForWriting.close()
                let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if process.terminationStatus == 127 {
                    Issue.record("Graphviz's dot is not installed: apt-get install graphviz (and add graphviz to the apt list in .ci/run)")
                    return
                }
                #expect(writeError == nil, "\(name): dot did not read the diagram: \(String(describing: writeError))")
                #expect(process.terminationStatus == 0 && stderr.isEmpty, "\(name): \(stderr)")
                #expect(svg.contains("<svg"), "\(name)")
            }
        }
    }

    @Suite struct Mermaid {
        @Test func isAStateDiagramWithEveryStateAndEdge() {
            for (machine, table) in GraphTests.machines {
                let text = MermaidFormat.render(StateGraph(name: machine.rawValue, transitions: table), source: machine.tableName)
                let lines = text.split(separator: "\n").map(String.init)
                #expect(lines[0].hasPrefix("%% consentsim graph \(machine.rawValue): "))
                #expect(lines[1] == "stateDiagram-v2")
                var names: [String: String] = [:]
                var edges: [Transition] = []
                for line in lines.dropFirst(2) {
                    #expect(line.hasPrefix("    "), "\(line)")
                    let body = line.dropFirst(4)
                    if body.hasPrefix("state \"") {
                        let parts = body.dropFirst(7).components(separatedBy: "\" as ")
                        #expect(parts.count == 2 && parts[1].allSatisfy { $0.isLetter || $0.isNumber }, "\(line)")
                        names[parts[1]] = parts[0]
                    } else {
                        let parts = body.components(separatedBy: " : ")
                        let ends = parts[0].components(separatedBy: " --> ")
                        #expect(parts.count == 2 && ends.count == 2, "\(line)")
                        guard parts.count == 2, ends.count == 2, let from = names[ends[0]], let to = names[ends[1]] else {
                            Issue.record("transition before its states or malformed: \(line)")
                            continue
                        }
                        #expect(!parts[1].contains(";") && !parts[1].contains(":"), "\(line)")
                        for event in parts[1].components(separatedBy: ", ") {
                            edges.append(Transition(from: from, event: event.replacingOccurrences(of: "#44;", with: ","), to: to))
                        }
                    }
                }
                #expect(names.count == Set(table.flatMap { [$0.from, $0.to] }).count)
                #expect(edges.sorted() == Array(Set(table)).sorted(), "\(machine)")
            }
        }

        @Test func awkwardNamesBecomeEntities() {
            let text = MermaidFormat.render(StateGraph(name: "x", transitions: GraphTests.awkward), source: "test")
            #expect(text.contains("    state \"a #quot;quoted#quot;/state\" as s0\n"))
            #expect(text.contains("    state \"b\\c\" as s1\n"))
            #expect(text.contains("    s0 --> s1 : #35;tag#44; #lt;more#gt;, go(x#58; 1#59; y)\n"))
            #expect(text.contains("    s1 --> s1 : line break\n"))
        }
    }
}
