import Flow
import Forms
import Testing

@testable import UI

/// `consentsim graph --screens`: a designer's map of a form, small enough to read.
@Suite struct ScreenGraphTests {
    @Test(arguments: FormLibrary.names.filter { !$0.hasPrefix("examples/") })
    func everyShippedFormHasAReadableScreenGraph(name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        let graph = StateGraph(name: name, transitions: try ScreenGraph.transitions(for: form))
        #expect(graph.states.count >= 3 && graph.states.count < 30, "\(graph.states)")
        #expect(graph.edges.count < 60)
        #expect(!graph.edges.contains { $0.from == $0.to })
    }

    @Test func theDefaultFormsButtonsLeadWhereAPersonGoes() throws {
        let edges = Set(try ScreenGraph.transitions(for: FormLibrary.defaultForm).map(\.description))
        for edge in [
            "ump.firstLayer --ump.manageOptions--> ump.manageOptions", "ump.firstLayer --ump.consent--> att.alert",
            "ump.manageOptions --Esc--> ump.firstLayer",
            "home --home.privacySettings--> ump.privacyOptions", "att.alert --att.allow--> home",
        ] {
            #expect(edges.contains(edge), "\(edge)")
        }
        // One vendor row stands for all: it opens the details page.
        #expect(edges.contains { $0.hasPrefix("ump.vendors --vendor.") && $0.hasSuffix("--> ump.vendorDetail") })
    }
}
