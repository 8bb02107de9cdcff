import Basics

/// How many cores the machine has online: `consentsim test`'s default `--jobs`.
package enum ProcessorCount {
    /// The online processors (at least 1).
    package static var online: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
