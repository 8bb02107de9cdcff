import Basics

/// One headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// file descriptor 3 carries commands in, 4 carries replies out, each message JSON ended by a NUL),
/// so a whole gallery of pictures costs one browser start instead of one per picture.
///
/// Chosen over one `--screenshot` run per picture (a browser start each, about 1.2 s here), over a
/// page load per picture in one browser (about 0.35 s a picture here), and over one screenshot of
/// every picture cropped afterwards (that needs a PNG decoder and encoder): one page stacks a batch
/// of pictures and the browser's screencast sends a PNG of each as the page is scrolled to it
/// (`screenshots(of:)`), about 40 ms a picture where `Page.captureScreenshot` costs about 60 ms.
/// Protocol: chromedevtools.github.io/devtools-protocol (Target.createTarget, Target.attachToTarget
/// with `flatten`, Emulation.setDeviceMetricsOverride, Page.navigate, Page.startScreencast,
/// Page.screencastFrame, Page.captureScreenshot).
package final class HeadlessChromium {
    /// Why the browser could not draw a picture.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, one line.
        package var description: String
        /// Whether the browser merely did not answer in time.
        var timedOut = false
    }

    private let pid: pid_t
    /// The browser's process group (its own, shared with its helper processes).
    package var processGroup: pid_t { pid }
    private let commands: Int32
    private let replies: Int32
    private var received: [UInt8] = []
    private var nextID = 0
    /// The id of the `Target.createTarget` sent at start, answered once the browser is up.
    private var targetRequest: Int64 = 0
    /// The page's session, opened on first use (`session()`).
    private var sessionID: String?
    /// Events that arrived while a reply was awaited, oldest first.
    private var events: [JSONObject] = []
    private var closed = false
    /// How many pictures the screencast did not deliver, so were captured on request instead.
    package private(set) var picturesCapturedOnRequest = 0
    /// How long one reply may take.
    private let timeout: Duration

    /// Starts `executable` headless with its profile in `profileFolder` and asks it for a page; it
    /// returns at once, so the caller's own work overlaps the browser's start.
    package init(executable: String, profileFolder: String, timeout: Duration = .seconds(60)) throws {
        self.timeout = timeout
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0 else { throw Failure(description: "cannot make a pipe: \(SystemCall.reason(errno))") }
        guard pipe(&fromBrowser) == 0 else {
            close(toBrowser[0])
            close(toBrowser[1])
            throw Failure(description: "cannot make a pipe: \(SystemCall.reason(errno))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // The pipes' ends may themselves be 3 or 4: park the browser's ends high, close all four,
        // then move the parked ones to 3 and 4.
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 200)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 201)
        for fd in toBrowser + fromBrowser { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawn_file_actions_adddup2(&actions, 200, 3)
        posix_spawn_file_actions_adddup2(&actions, 201, 4)
        posix_spawn_file_actions_addclose(&actions, 200)
        posix_spawn_file_actions_addclose(&actions, 201)
        // Nothing else of this process's: the browser outlives many of its files (an output being
        // written must not stay open, nor a binary being copied become unrunnable: ETXTBSY).
        SpawnActions.closeAll(from: 5, in: &actions)
        let arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--mute-audio", "--disable-extensions", "--user-data-dir=" + profileFolder, "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The browser's own temporary folders go in its profile, removed with it; its own process
        // group lets `finish` stop its helpers with it (it also exits when the pipe closes).
        mkdir(profileFolder, 0o700)
        var environment: [String] = []
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            if !text.hasPrefix("TMPDIR=") { environment.append(text) }
            entry += 1
        }
        environment.append("TMPDIR=" + profileFolder)
        let envp = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        // Owned from its start: a signal or an exit that comes before `finish` still ends it.
        var result: Int32 = 0
        let started = ExitCleanup.adopting {
            var pid: pid_t = 0
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            return result == 0 ? pid : nil
        }
        close(toBrowser[0])
        close(fromBrowser[1])
        guard let pid = started else {
            close(toBrowser[1])
            close(fromBrowser[0])
            let reason = result == 0 ? "the process is ending" : SystemCall.reason(result)
            throw Failure(description: "\(executable): cannot start it: \(reason)")
        }
        self.pid = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        // A browser that exits early must not kill this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // The browser reads this once it is up; the reply is read on first use.
        do {
            targetRequest = try send("Target.createTarget", ["url": .string("about:blank")], inSession: false)
        } catch {
            finish()
            throw error
        }
    }

    deinit { finish() }

    /// The page's session: the page asked for at start, attached and its events enabled on first use.
    private func session() throws -> String {
        if let sessionID { return sessionID }
        let target = try reply(to: targetRequest, method: "Target.createTarget")
        guard case .string(let targetID)? = target["targetId"] else { throw Failure(description: "Chromium opened no page") }
        let attached = try call("Target.attachToTarget", ["targetId": .string(targetID), "flatten": .bool(true)])
        guard case .string(let session)? = attached["sessionId"] else { throw Failure(description: "Chromium attached to no page") }
        sessionID = session
        _ = try call("Page.enable", [:], inSession: true)
        return session
    }

    /// An image file of a batch (an SVG picture) and its size in CSS pixels.
    package struct Picture: Sendable {
        /// The file's absolute path.
        package var path: String
        /// Its width.
        package var width: Int
        /// Its height.
        package var height: Int

        /// A picture.
        package init(path: String, width: Int, height: Int) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// PNGs of `pictures`, each drawn at `scale` device pixels per CSS pixel and handed to `body` with
    /// its index. The pictures are stacked in one page (written to `pagePath`), each at `scale` times
    /// its size and those of one size together; the viewport takes each size in turn and is scrolled
    /// to each picture, and the screencast's frame at that offset is its PNG. Screencast frames come
    /// in CSS pixels whatever the device scale, hence the pictures' own scaling.
    package func screenshots(
        of pictures: [Picture], pagePath: String, scale: Int, _ body: (_ index: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        guard !pictures.isEmpty else { return }
        let escaping = XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement)
        // Each change of size restarts the screencast (below), so pictures of one size go together.
        let order = pictures.indices.sorted { (pictures[$0].width, pictures[$0].height, $0) < (pictures[$1].width, pictures[$1].height, $1) }
        var page = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
        var shots: [(index: Int, shot: Shot)] = []
        var top = 0
        for index in order {
            let picture = pictures[index]
            let shot = Shot(top: top, width: picture.width * scale, height: picture.height * scale)
            page += "<img src=\"\(XMLText.escaped(Self.fileURL(picture.path), escaping))\" width=\"\(shot.width)\""
            page += " height=\"\(shot.height)\" style=\"display:block\">"
            shots.append((index, shot))
            top += shot.height
        }
        page += "</body></html>"
        do throws(ExitCleanup.Failure) {
            try ExitCleanup.writeScratchFile(page, to: pagePath)
        } catch {
            throw Failure(description: error.description)
        }
        defer { unlink(pagePath) }
        try setViewport(width: shots[0].shot.width, height: shots[0].shot.height)
        _ = try call("Page.navigate", ["url": .string(Self.fileURL(pagePath))], inSession: true)
        _ = try waitFor(event: "Page.loadEventFired")
        var casting: (width: Int, height: Int)?
        defer { if casting != nil { _ = try? call("Page.stopScreencast", [:], inSession: true) } }
        for (index, shot) in shots {
            // The screencast swallows the first frame of a new size (content/browser/devtools/
            // protocol/page_handler.cc, OnFrameFromVideoConsumer) and may send none after it, so a
            // new size gets a new screencast, which draws a frame as it starts.
            if let size = casting, size != (shot.width, shot.height) {
                _ = try call("Page.stopScreencast", [:], inSession: true)
                casting = nil
                try setViewport(width: shot.width, height: shot.height)
            }
            try send("Runtime.evaluate", ["expression": .string("scrollTo(0,\(shot.top))")], inSession: true)
            if casting == nil {
                _ = try call(
                    "Page.startScreencast",
                    ["format": .string("png"), "maxWidth": .int(Int64(shot.width)), "maxHeight": .int(Int64(shot.height))],
                    inSession: true)
                casting = (shot.width, shot.height)
            }
            try body(index, try frame(showing: shot) ?? captured(shot))
        }
    }

    /// Where a picture lies in a batch's page, in CSS pixels (its size already scaled).
    private struct Shot {
        var top: Int
        var width: Int
        var height: Int
    }

    /// Sets the page's viewport to `width` by `height` CSS pixels at one device pixel each.
    private func setViewport(width: Int, height: Int) throws {
        _ = try call(
            "Emulation.setDeviceMetricsOverride",
            ["width": .int(Int64(width)), "height": .int(Int64(height)), "deviceScaleFactor": .int(1), "mobile": .bool(false)],
            inSession: true)
    }

    /// The PNG of the first screencast frame that shows `shot` (scrolled to its top, at its size),
    /// acknowledging every frame so the next one comes; nil when none comes within a few seconds.
    /// The screencast drops a frame drawn while earlier ones await their acknowledgement and does
    /// not draw it again (page_handler.cc counts frames in flight), so after a quiet spell the page
    /// is scrolled a pixel away and back, which draws the picture anew.
    private func frame(showing shot: Shot) throws -> [UInt8]? {
        let deadline = ContinuousClock.now + .seconds(5)
        var nudge = ContinuousClock.now + .milliseconds(300)
        while ContinuousClock.now < deadline {
            guard let message = try nextEvent(until: min(nudge, deadline)) else {
                let away = shot.top > 0 ? shot.top - 1 : shot.top + 1
                let expression = "scrollTo(0,\(away));requestAnimationFrame(()=>scrollTo(0,\(shot.top)))"
                try send("Runtime.evaluate", ["expression": .string(expression)], inSession: true)
                nudge = ContinuousClock.now + .milliseconds(300)
                continue
            }
            guard case .string("Page.screencastFrame")? = message["method"], case .object(let frame)? = message["params"] else { continue }
            if let ack = frame["sessionId"] { try send("Page.screencastFrameAck", ["sessionId": ack], inSession: true) }
            guard case .object(let metadata)? = frame["metadata"],
                Self.number(metadata["scrollOffsetY"]) == Double(shot.top), Self.number(metadata["scrollOffsetX"]) == 0,
                Self.number(metadata["deviceWidth"]) == Double(shot.width), Self.number(metadata["deviceHeight"]) == Double(shot.height),
                case .string(let data)? = frame["data"]
            else { continue }
            guard let bytes = Base64.decode(data) else { throw Failure(description: "Chromium returned no picture") }
            return bytes
        }
        return nil
    }

    /// The PNG of `shot`'s rectangle of the page, captured on request (when no screencast frame came).
    private func captured(_ shot: Shot) throws -> [UInt8] {
        picturesCapturedOnRequest += 1
        let clip: JSONObject = [
            "x": .int(0), "y": .int(Int64(shot.top)), "width": .int(Int64(shot.width)), "height": .int(Int64(shot.height)), "scale": .int(1),
        ]
        let result = try call(
            "Page.captureScreenshot", ["format": .string("png"), "captureBeyondViewport": .bool(true), "clip": .object(clip)],
            inSession: true)
        guard case .string(let data)? = result["data"], let bytes = Base64.decode(data) else {
            throw Failure(description: "Chromium returned no picture")
        }
        return bytes
    }

    /// A JSON number as a `Double`.
    private static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .int(let number)?: Double(number)
        case .double(let number)?: number
        default: nil
        }
    }

    /// `file://` and the absolute `path`, every byte but RFC 3986's unreserved ones and `/` percent-encoded.
    package static func fileURL(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default: out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// How long the browser has to exit once its pipe is closed before its process group is killed.
    package static let exitGrace: Duration = .seconds(1)

    /// Stops the browser and its helpers and waits for it: closing its pipe ends a browser (about
    /// 0.15 s); one that has not ended after `exitGrace`, and any helper left, is killed with its
    /// process group.
    package func finish() {
        guard !closed else { return }
        closed = true
        close(commands)
        ExitCleanup.stop(pid, grace: Self.exitGrace)
        close(replies)
    }

    // MARK: - Protocol

    /// Sends a command and returns its result object (an error reply throws).
    private func call(_ method: String, _ parameters: JSONObject, inSession: Bool = false) throws -> JSONObject {
        try reply(to: try send(method, parameters, inSession: inSession), method: method)
    }

    /// The result of the command numbered `id` (an error reply throws); events read meanwhile are kept.
    private func reply(to id: Int64, method: String) throws -> JSONObject {
        while true {
            let message = try nextMessage(until: ContinuousClock.now + timeout)
            guard case .int(let replyID)? = message["id"] else {
                if message["method"] != nil { events.append(message) }
                continue
            }
            guard replyID == id else { continue }
            if case .object(let error)? = message["error"] {
                let text: String = if case .string(let m)? = error["message"] { m } else { "error" }
                throw Failure(description: "Chromium: \(method): \(MessageText.line(text, limit: 200))")
            }
            if case .object(let result)? = message["result"] { return result }
            return JSONObject()
        }
    }

    /// Waits for an event of the page's session named `event`, passing over the others.
    private func waitFor(event: String) throws -> JSONObject {
        while true {
            guard let message = try nextEvent(until: ContinuousClock.now + timeout) else {
                throw Failure(description: "Chromium did not answer within \(timeout)")
            }
            if case .string(let method)? = message["method"], method == event { return message }
        }
    }

    /// The next event of the page's session, kept ones first (replies to commands nobody awaits are
    /// passed over); nil at `deadline`.
    private func nextEvent(until deadline: ContinuousClock.Instant) throws -> JSONObject? {
        while true {
            let message: JSONObject
            if events.isEmpty {
                guard ContinuousClock.now < deadline else { return nil }
                do {
                    message = try nextMessage(until: deadline)
                } catch let failure as Failure where failure.timedOut {
                    return nil
                }
            } else {
                message = events.removeFirst()
            }
            guard message["method"] != nil else { continue }
            if case .string(let session)? = message["sessionId"], session != sessionID { continue }
            return message
        }
    }

    /// Writes one command; returns its id.
    @discardableResult
    private func send(_ method: String, _ parameters: JSONObject, inSession: Bool) throws -> Int64 {
        let session = inSession ? try self.session() : nil
        nextID += 1
        var message: JSONObject = ["id": .int(Int64(nextID)), "method": .string(method), "params": .object(parameters)]
        if let session { message["sessionId"] = .string(session) }
        let bytes = Array(JSONValue.object(message).serialized().utf8) + [0]
        if let code = SystemCall.writeAll(commands, bytes) {
            throw Failure(description: "Chromium stopped reading commands: \(SystemCall.reason(code))")
        }
        return Int64(nextID)
    }

    /// The next whole message from the browser, as an object; a `timedOut` failure at `deadline`.
    private func nextMessage(until deadline: ContinuousClock.Instant) throws -> JSONObject {
        while true {
            if let end = received.firstIndex(of: 0) {
                let bytes = Array(received[..<end])
                received.removeSubrange(...end)
                guard case .object(let object) = try? JSONParser.parse(bytes: bytes) else { continue }
                return object
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure(description: "Chromium did not answer within \(timeout)", timedOut: true) }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(left.components.seconds * 1000 + 1, 60_000))
            guard poll(&poller, 1, milliseconds) >= 0 || errno == EINTR else {
                throw Failure(description: "cannot read from Chromium: \(SystemCall.reason(errno))")
            }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { SystemCall.read(replies, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "Chromium exited before it answered") }
            received += chunk[..<count]
        }
    }
}

/// Standard base64 (RFC 4648, section 4), as the DevTools protocol sends binary data.
package enum Base64 {
    /// The bytes `text` encodes, or nil when it is not base64.
    package static func decode(_ text: String) -> [UInt8]? {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0, bits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") { break }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
            let value = table[Int(byte)]
            guard value != 0xFF else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return out
    }
}
