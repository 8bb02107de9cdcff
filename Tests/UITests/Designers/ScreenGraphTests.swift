import Flow
import Forms
import Testing

@testable import Pictures

/// `consentsim graph --screens`: a designer's map of a form, small enough to read.
@Suite struct ScreenGraphTests {
    static let shippedForms = FormLibrary.names.filter { !$0.hasPrefix("examples/") }

    /// The nodes reachable from `graph`'s start along its edges.
    static func reachable(_ graph: StateGraph) -> Set<String> {
        var seen: Set<String> = [ScreenGraph.start]
        var frontier = [ScreenGraph.start]
        while let node = frontier.popLast() {
            for edge in graph.edges where edge.from == node && seen.insert(edge.to).inserted { frontier.append(edge.to) }
        }
        return seen
    }

    @Test(arguments: shippedForms)
    func everyShippedFormHasAReadableScreenGraph(name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        let graph = StateGraph(name: name, transitions: try ScreenGraph.transitions(for: form), start: ScreenGraph.start)
        #expect(graph.states.count >= 3 && graph.states.count < 30, "\(graph.states)")
        #expect(graph.edges.count < 60)
        #expect(!graph.edges.contains { $0.from == $0.to })
    }

    /// Every screen hangs off the start node: no orphan, on either platform the form runs on.
    @Test(arguments: shippedForms)
    func everyScreenIsReachableFromTheStart(name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        let platforms: [DevicePlatform] = form.sdk == .pac ? [.ios] : [.ios, .android]
        for platform in platforms {
            let graph = StateGraph(name: name, transitions: try ScreenGraph.transitions(for: form, platform: platform), start: ScreenGraph.start)
            #expect(graph.states.contains(ScreenGraph.start))
            let orphans = Set(graph.states).subtracting(Self.reachable(graph))
            #expect(orphans.isEmpty, "\(name) on \(platform): \(orphans.sorted()) not reachable from the start")
            // Every preview screen's view is a node.
            for screen in try PreviewCatalog.screens(for: form) where platform == .ios {
                #expect(graph.states.contains(screen.view.rawValue), "\(name): \(screen.view)")
            }
        }
    }

    @Test func theDefaultFormsButtonsLeadWhereAPersonGoesUnderTheirLabels() throws {
        let edges = Set(try ScreenGraph.transitions(for: FormLibrary.defaultForm).map(\.description))
        for edge in [
            "start --launch--> ump.firstLayer",
            "start --launch (debug geography notEEA)--> att.explainer",
            "ump.firstLayer --Manage options--> ump.manageOptions", "ump.firstLayer --Consent--> att.alert",
            "ump.manageOptions --Esc--> ump.firstLayer", "ump.manageOptions --Accept all--> att.alert",
            "home --Privacy and cookie settings--> ump.privacyOptions", "att.alert --Allow--> home",
        ] {
            #expect(edges.contains(edge), "\(edge) in \(edges.sorted())")
        }
        // One vendor row stands for all: it opens the details page.
        #expect(edges.contains("ump.vendors --a vendor's row--> ump.vendorDetail"))
        #expect(!edges.contains { $0.contains("--vendor.") })
    }

    @Test func onAndroidThereIsNoATTAndTheBackButtonGoesBack() throws {
        let transitions = try ScreenGraph.transitions(for: FormLibrary.defaultForm, platform: .android)
        let edges = Set(transitions.map(\.description))
        #expect(!transitions.contains { $0.from.hasPrefix("att.") || $0.to.hasPrefix("att.") }, "\(edges.sorted())")
        for edge in [
            "start --launch (advertising ID available)--> ump.firstLayer",
            "ump.firstLayer --Consent--> home",
            "ump.manageOptions --system Back--> ump.firstLayer",
            "ump.vendors --system Back--> ump.manageOptions",
            "ump.privacyOptions --system Back--> home",
        ] {
            #expect(edges.contains(edge), "\(edge) in \(edges.sorted())")
        }
        // iOS has no system back button.
        #expect(!(try ScreenGraph.transitions(for: FormLibrary.defaultForm)).contains { $0.event == "system Back" })
    }

    @Test func theStartIsAMarkInDotAndMermaid() throws {
        let graph = StateGraph(name: "g", transitions: [Transition(from: "start", event: "launch", to: "home")], start: "start")
        #expect(DotFormat.render(graph, source: "t").contains("  \"start\" [shape=circle, style=filled, fillcolor=black, fontcolor=white];"))
        let mermaid = MermaidFormat.render(graph, source: "t")
        #expect(mermaid.contains("    [*] --> s0 : launch") && !mermaid.contains("\"start\""), "\(mermaid)")
    }
}
