import Basics
import FoundationEssentials

/// Plain reasons for `preview --out` and `forms export` failures (Foundation's own read
/// "NSCocoaErrorDomain error 512").
enum PreviewOutput {
    /// Why writing under `directory` failed, in words.
    static func reason(_ error: any Error, directory: String) -> String {
        var info = stat()
        if stat(directory, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            return "it is a file, not a folder; give --out a folder (it is created if missing)"
        }
        return plainReason(error)
    }

    /// The C library's words for the system error under a file-system error, else a few of
    /// Foundation's own codes in words.
    static func plainReason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError, posix.code.rawValue > 0 { return SystemCall.reason(posix.code.rawValue) }
            switch cocoa.code {
            case .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the device"
            case .fileWriteVolumeReadOnly: return "the file system is read-only"
            default: break
            }
        }
        if let posix = error as? POSIXError { return SystemCall.reason(posix.code.rawValue) }
        return "\(error)"
    }
}
