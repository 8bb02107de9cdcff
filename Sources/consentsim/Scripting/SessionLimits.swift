import ArgumentParser

/// The `--timeout` option of `play` and `test`.
enum SessionLimits {
    /// Generous: the slowest shipped script takes well under a second.
    static let defaultTimeout: Double = 30

    /// A usage error for a negative or non-finite limit.
    static func validate(timeout: Double) throws {
        guard timeout.isFinite, timeout >= 0 else { throw ValidationError("--timeout must be 0 (no limit) or a number of seconds") }
    }

    /// The runner's limit: nil for 0.
    static func limit(_ timeout: Double) -> Double? { timeout == 0 ? nil : timeout }
}
