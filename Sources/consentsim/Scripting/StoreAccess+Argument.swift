import ArgumentParser
import Scripting

/// `--store-access copy|write-back` on `play` and `test`, spelt as `Set StoreAccess` spells it.
extension StoreAccess: ExpressibleByArgument {}

/// `--trace on-failure|on|off` on `test`.
extension TraceMode: ExpressibleByArgument {}
