import Basics
import Foundation

/// Plain reasons for `preview --out` failures (Foundation's own read "NSCocoaErrorDomain error 512").
enum PreviewOutput {
    /// Why writing under `directory` failed, in words.
    static func reason(_ error: any Error, directory: String) -> String {
        var info = stat()
        if stat(directory, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            return "it is a file, not a folder; give --out a folder (it is created if missing)"
        }
        if let code = (error as NSError).userInfo[NSUnderlyingErrorKey].flatMap({ $0 as? NSError })?.code, code > 0 {
            return SystemCall.reason(Int32(code))
        }
        if let posix = error as? POSIXError { return SystemCall.reason(posix.code.rawValue) }
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on the device"
            case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
            default: break
            }
        }
        return "\(error)"
    }
}
