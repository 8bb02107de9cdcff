import Basics
import Forms
import FoundationEssentials
import Simulation

/// `run --watch`'s eyes on the form file: checks its identity, size and modification time between
/// key reads and, when they change, hands the new text to `WatchedForm` (which holds the rules).
final class FormFileWatcher {
    /// The form file.
    let path: String
    /// The reload state: the form on screen and the newest problems.
    private(set) var watched: WatchedForm
    /// What the file looked like at the last check.
    private var stamp: FileStamp?
    /// When the last good version loaded, and its note, shown for a few seconds.
    private var reloaded: (at: Date, note: String)?

    /// Watching `path`, whose current contents loaded as `form`.
    init(path: String, form: FormDefinition) {
        self.path = path
        stamp = FileStamp(path: path)
        watched = WatchedForm(path: path, form: form, text: Self.read(path))
    }

    /// The new form when the file changed and loaded; nil otherwise (unchanged, broken, or unreadable:
    /// deleted, a folder, a FIFO, a symlink loop or over the size cap, which the status line then says).
    func poll() -> FormDefinition? {
        let now = FileStamp(path: path)
        guard now != stamp else { return nil }
        stamp = now
        let text: String
        do {
            // The one bounded reader, as for the form's first load (size cap, regular files, BOM and CRLF).
            text = try InputFile.text(path)
        } catch {
            _ = watched.update(readProblem: error.description)
            return nil
        }
        guard watched.update(text: text) == .reloaded else { return nil }
        let date = Date()
        let time = LocalTime.now()
        reloaded = (date, WatchedForm.reloadNote(hour: time.hour, minute: time.minute, second: time.second))
        return watched.form
    }

    /// The bottom rows: the newest version's problems while it is broken, else `reloaded 12:03:04`
    /// for 3 seconds after a reload, else nothing.
    var status: WatchStatus? {
        if let error = watched.status { return .error(error) }
        if let reloaded, Date().timeIntervalSince(reloaded.at) < 3 { return .note(reloaded.note + " · " + path) }
        return nil
    }

    /// The file's text, or nil when it cannot be read as UTF-8 now.
    static func read(_ path: String) -> String? {
        try? InputFile.text(path)
    }
}

/// A file's identity, size and modification time: what changes when an editor saves it (in place
/// or by renaming a new file over it).
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of `path` now; nil when it does not exist.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}
