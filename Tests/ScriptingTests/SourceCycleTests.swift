import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// A `Source` cycle that goes through a symlinked folder (`d/up -> ..`) is one file sourcing itself
/// under a longer name each time round: it is reported as a cycle naming the files, from a `.keys`
/// script and from a tape alike, not as too deep a nesting or too many levels of symbolic links.
@Suite struct SourceCycleTests {
    /// A folder with `d/up -> ..` and `x.keys`, which sources itself through the link.
    static func folder() throws -> TempDirectory {
        let dir = try TempDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/d", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/d/up", withDestinationPath: "..")
        try "Launch\nSource d/up/x.keys\n".write(toFile: dir.path + "/x.keys", atomically: true, encoding: .utf8)
        try "Source x.keys\nExpect View home\n".write(toFile: dir.path + "/t.tape", atomically: true, encoding: .utf8)
        return dir
    }

    static func messages(_ load: () throws(ScriptLoadError) -> Void) -> [String] {
        do {
            try load()
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func aKeysScriptThatSourcesItselfThroughALinkIsACycle() throws {
        let dir = try Self.folder()
        let messages = Self.messages { () throws(ScriptLoadError) in _ = try ScriptFiles.loader.load(path: dir.path + "/x.keys") }
        #expect(messages == ["Source cycle: \(dir.path)/x.keys → \(dir.path)/d/up/x.keys"])
    }

    @Test func aTapeThatSourcesSuchAScriptReportsTheCycle() throws {
        let dir = try Self.folder()
        let messages = Self.messages { () throws(ScriptLoadError) in _ = try TapeLoader.load(path: dir.path + "/t.tape", loader: ScriptFiles.loader) }
        #expect(messages == ["Source cycle: \(dir.path)/x.keys → \(dir.path)/d/up/x.keys"])
    }
}
