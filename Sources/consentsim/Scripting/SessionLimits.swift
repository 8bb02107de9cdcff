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

    /// How long an output (standard output, a `--trace` FIFO or pipe) may take nothing before its
    /// write fails, so that a stalled reader never keeps the process alive past the limit; nil for 0.
    /// (Beyond a billion seconds it is the same as for ever, and a `Duration` stays in range.)
    static func stallLimit(_ timeout: Double) -> Duration? { limit(timeout).map { .seconds(min($0, 1e9)) } }
}
