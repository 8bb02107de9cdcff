/// A VHS command that shapes a recording rather than the session: where it goes, when frames are
/// hidden, how fast keys are typed, when a picture is taken. The session itself never sees these.
package enum TapeDirective: Hashable, Sendable {
    /// `Output <path>`: write the recording (see `TapeOutput` for what each extension becomes).
    case output(String)
    /// `Screenshot <path>`: write the screen at this point (SVG; PNG through a converter).
    case screenshot(String)
    /// `Hide`: stop recording frames (the session goes on).
    case hide
    /// `Show`: record frames again.
    case show
    /// `Set TypingSpeed <duration>`: the time each key press and typed character takes from here on.
    case typingSpeed(milliseconds: Int)
}

/// A directive and where it was written.
package struct LocatedDirective: Hashable, Sendable {
    /// The directive.
    package var directive: TapeDirective
    /// Its file, line and column.
    package var location: ScriptLocation

    /// A located directive.
    package init(_ directive: TapeDirective, at location: ScriptLocation) {
        self.directive = directive
        self.location = location
    }
}

/// What an `Output` file name becomes: the nearest thing a headless simulator can write.
package enum TapeOutput: Hashable, Sendable {
    /// An asciicast v2 recording (`.cast`), played by `asciinema play` or any asciinema player.
    case cast(String)
    /// An animated SVG (`.svg`, CSS keyframes like svg-term's) that plays in any browser.
    case svgAnimation(String)
    /// VHS's text golden file (`.txt`, `.ascii`, `.test`): the screen after every command.
    case golden(String)
    /// VHS's folder of frames (`Output frames/`, a path ending in `/`): one picture per frame.
    case frames(String)

    /// The file written.
    package var path: String {
        switch self {
        case .cast(let path), .svgAnimation(let path), .golden(let path), .frames(let path): path
        }
    }

    /// The files `Output path` writes: `.cast` and `.svg` as named; VHS's video formats (`.gif`,
    /// `.mp4`, `.webm`) become both a `.cast` and an animated `.svg` beside them (there is no video
    /// encoder here); nil for any other extension.
    package static func files(for path: String) -> [TapeOutput]? {
        let lower = path.lowercased()
        // VHS: a path without an extension must end in a slash, and names a folder of PNG frames (parseOutput).
        if path.hasSuffix("/"), path.count > 1 { return [.frames(path)] }
        if lower.hasSuffix(".cast") { return [.cast(path)] }
        if lower.hasSuffix(".svg") { return [.svgAnimation(path)] }
        if lower.hasSuffix(".txt") || lower.hasSuffix(".ascii") || lower.hasSuffix(".test") { return [.golden(path)] }
        for video in [".gif", ".mp4", ".webm"] where lower.hasSuffix(video) {
            let stem = String(path.dropLast(video.count))
            return [.cast(stem + ".cast"), .svgAnimation(stem + ".svg")]
        }
        return nil
    }

    /// Whether `path` names a VHS video format that is written as something else.
    package static func isVideo(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".gif") || lower.hasSuffix(".mp4") || lower.hasSuffix(".webm")
    }
}
