import Testing

/// The tags of the slow tests, which the fast loop skips (`scripts/dev/fast-tests.py`, the
/// Development article): it reads them from the test sources, so a tag is all a new slow test needs.
extension Tag {
    /// Types into the real `consentsim run` through a tmux server (needs `tmux`).
    @Tag package static var tmux: Self
    /// Loads pictures or pages in headless Chromium (needs `chromium`).
    @Tag package static var chromium: Self
    /// Runs another process: the built `consentsim`, `python3`, `dot` or a shell.
    @Tag package static var spawnsProcess: Self
}

/// Checks that the running test, if any, carries one of the slow tags before it starts a process, so
/// the fast loop, which goes by the tags, never starts one. Outside a test (the benchmarks) it does nothing.
package func expectSlowTestTag(running program: String) {
    guard let test = Test.current, let problem = slowTestTagProblem(test: test.name, tags: test.tags, running: program) else { return }
    Issue.record(Comment(rawValue: problem))
}

/// What is wrong with a test named `test`, tagged `tags`, starting `program`: nil when one of the
/// slow tags is among them.
package func slowTestTagProblem(test: String, tags: Set<Tag>, running program: String) -> String? {
    guard !tags.contains(.spawnsProcess), !tags.contains(.tmux), !tags.contains(.chromium) else { return nil }
    return "\(test) runs \(program) but is not tagged .spawnsProcess, .tmux or .chromium (the Development article)"
}
