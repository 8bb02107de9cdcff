import Basics

/// The duplicate-key check of Yams' `Parser.checkDuplicates`: keys are equal when they are the same
/// kind with the same text (or items) and the same tag; of several repeated keys the one whose text
/// sorts first is reported, at its first occurrence.
enum DuplicateKeys {
    /// Throws `duplicateKey` when two of `keys` are equal.
    static func check(_ keys: [YAMLNode]) throws(YAMLError) {
        guard keys.count > 1 else { return }
        var firstOfScalar: [ScalarKey: Int] = [:]
        var repeatedScalars = Set<Int>()  // first occurrences of repeated scalar keys
        var complex: [Int] = []
        for (index, key) in keys.enumerated() {
            guard case .scalar(let scalar) = key else {
                complex.append(index)
                continue
            }
            let identity = ScalarKey(string: scalar.string, tag: scalar.tag)
            if let first = firstOfScalar[identity] {
                repeatedScalars.insert(first)
            } else {
                firstOfScalar[identity] = index
            }
        }
        // The smallest text wins; among equal texts (other tags), the first in the document.
        if let first = repeatedScalars.min(by: { (keys[$0].scalarText, $0) < (keys[$1].scalarText, $1) }) {
            throw .duplicateKey(key: keys[first].scalarText, mark: keys[first].mark)
        }
        var budget = YAMLReader.complexKeyBudget
        for (position, index) in complex.enumerated() {
            for earlier in complex[..<position] where equal(keys[earlier], keys[index], budget: &budget) {
                throw .duplicateKey(key: keys[earlier].flowText, mark: keys[earlier].mark)
            }
            if budget <= 0 { return }
        }
    }

    struct ScalarKey: Hashable {
        var string: String
        var tag: YAMLTag
    }

    /// Yams' `Node ==`, spending one unit of `budget` per node compared (false once it runs out).
    static func equal(_ lhs: YAMLNode, _ rhs: YAMLNode, budget: inout Int) -> Bool {
        budget -= 1
        guard budget > 0 else { return false }
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)):
            return a.string == b.string && a.tag == b.tag
        case (.sequence(let a), .sequence(let b)):
            guard a.tag == b.tag, a.nodes.count == b.nodes.count else { return false }
            for (x, y) in zip(a.nodes, b.nodes) where !equal(x, y, budget: &budget) { return false }
            return true
        case (.mapping(let a), .mapping(let b)):
            guard a.tag == b.tag, a.pairs.count == b.pairs.count else { return false }
            for (x, y) in zip(a.pairs, b.pairs) {
                if !equal(x.key, y.key, budget: &budget) || !equal(x.value, y.value, budget: &budget) { return false }
            }
            return true
        default:
            return false
        }
    }
}

extension YAMLNode {
    /// A scalar's text ("" for a collection).
    fileprivate var scalarText: String {
        if case .scalar(let scalar) = self { return scalar.string }
        return ""
    }
}
