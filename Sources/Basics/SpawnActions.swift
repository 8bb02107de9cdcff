/// What `posix_spawn` does in the child before the program starts, beyond Glibc's Swift overlay.
package enum SpawnActions {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Adds "close every descriptor from `lowest` up" to `actions`, so a long-lived child holds none
    /// of this process's files open: a file another thread is writing (a binary being copied) would
    /// otherwise stay open in the child, and running it would fail with ETXTBSY. glibc has
    /// `posix_spawn_file_actions_addclosefrom_np` since 2.34, but Swift's Glibc module does not
    /// declare it, so it is looked up by name; where it is missing, nothing is added.
    package static func closeAll(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            _ = closeFrom(&actions, lowest)
        #endif
    }
}
