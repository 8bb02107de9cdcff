/// One headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// file descriptor 3 carries commands in, 4 carries replies out, each message JSON ended by a NUL),
/// so a whole gallery of pictures costs one browser start instead of one per picture.
///
/// Chosen over one `--screenshot` run per picture (a browser start each, about 1.2 s here), over a
/// page load per picture in one browser (about 0.35 s a picture here), and over one screenshot of
/// every picture cropped afterwards (that needs a PNG decoder and encoder): the browser captures
/// each picture's rectangle of one page that stacks a batch of them (`screenshots(of:)`).
/// Protocol: chromedevtools.github.io/devtools-protocol (Target.createTarget, Target.attachToTarget
/// with `flatten`, Emulation.setDeviceMetricsOverride, Page.navigate, Page.captureScreenshot).
package final class HeadlessChromium {
    /// Why the browser could not draw a picture.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, one line.
        package var description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var received: [UInt8] = []
    private var nextID = 0
    private var sessionID = ""
    private var closed = false
    /// How long one reply may take.
    private let timeout: Duration

    /// Starts `executable` headless with its profile in `profileFolder` and opens one page.
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
        let arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--mute-audio", "--disable-extensions", "--user-data-dir=" + profileFolder, "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard result == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "\(executable): cannot start it: \(SystemCall.reason(result))")
        }
        self.pid = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        // A browser that exits early must not kill this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            let target = try call("Target.createTarget", ["url": .string("about:blank")])
            guard case .string(let targetID)? = target["targetId"] else { throw Failure(description: "Chromium opened no page") }
            let attached = try call("Target.attachToTarget", ["targetId": .string(targetID), "flatten": .bool(true)])
            guard case .string(let session)? = attached["sessionId"] else { throw Failure(description: "Chromium attached to no page") }
            sessionID = session
            _ = try call("Page.enable", [:], inSession: true)
        } catch {
            finish()
            throw error
        }
    }

    deinit { finish() }

    /// The PNG of the document at `url` (a `file://` address), `width` by `height` CSS pixels drawn
    /// at `scale` device pixels per CSS pixel.
    package func screenshot(of url: String, width: Int, height: Int, scale: Int) throws -> [UInt8] {
        _ = try call(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": .int(Int64(width)), "height": .int(Int64(height)), "deviceScaleFactor": .int(Int64(scale)),
                "mobile": .bool(false),
            ], inSession: true)
        _ = try call("Page.navigate", ["url": .string(url)], inSession: true)
        _ = try waitFor(event: "Page.loadEventFired")
        let shot = try call(
            "Page.captureScreenshot",
            [
                "format": .string("png"),
                "clip": .object([
                    "x": .int(0), "y": .int(0), "width": .int(Int64(width)), "height": .int(Int64(height)), "scale": .int(1),
                ]),
            ], inSession: true)
        guard case .string(let data)? = shot["data"], let bytes = Base64.decode(data) else {
            throw Failure(description: "Chromium returned no picture")
        }
        return bytes
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

    /// PNGs of `pictures`, each drawn at `scale` device pixels per CSS pixel and handed to `body` in
    /// order as it is captured: the pictures are stacked in one page (written to `pagePath`) and the
    /// browser captures each one's rectangle, so a batch costs one page load, not one each.
    package func screenshots(
        of pictures: [Picture], pagePath: String, scale: Int, _ body: (_ index: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        guard !pictures.isEmpty else { return }
        let escaping = XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement)
        var page = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
        var clips: [(y: Int, width: Int, height: Int)] = []
        var y = 0
        for picture in pictures {
            page += "<img src=\"\(XMLText.escaped(Self.fileURL(picture.path), escaping))\" width=\"\(picture.width)\""
            page += " height=\"\(picture.height)\" style=\"display:block\">"
            clips.append((y, picture.width, picture.height))
            y += picture.height
        }
        page += "</body></html>"
        do {
            try OutputFile.write(page, to: pagePath)
        } catch {
            throw Failure(description: "cannot write \(pagePath): \(error)")
        }
        defer { unlink(pagePath) }
        let width = pictures.map(\.width).max() ?? 1
        _ = try call(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": .int(Int64(width)), "height": .int(Int64(clips[0].height)), "deviceScaleFactor": .int(Int64(scale)),
                "mobile": .bool(false),
            ], inSession: true)
        _ = try call("Page.navigate", ["url": .string(Self.fileURL(pagePath))], inSession: true)
        _ = try waitFor(event: "Page.loadEventFired")
        for (index, clip) in clips.enumerated() {
            let shot = try call(
                "Page.captureScreenshot",
                [
                    "format": .string("png"), "captureBeyondViewport": .bool(true), "optimizeForSpeed": .bool(true),
                    "clip": .object([
                        "x": .int(0), "y": .int(Int64(clip.y)), "width": .int(Int64(clip.width)), "height": .int(Int64(clip.height)),
                        "scale": .int(1),
                    ]),
                ], inSession: true)
            guard case .string(let data)? = shot["data"], let bytes = Base64.decode(data) else {
                throw Failure(description: "Chromium returned no picture")
            }
            try body(index, bytes)
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

    /// Closes the browser and waits for it (killing it if it does not go within a few seconds).
    package func finish() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close", [:], inSession: false)
        close(commands)
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                close(replies)
                return
            }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        close(replies)
    }

    // MARK: - Protocol

    /// Sends a command and returns its result object (an error reply throws).
    private func call(_ method: String, _ parameters: JSONObject, inSession: Bool = false) throws -> JSONObject {
        let id = try send(method, parameters, inSession: inSession)
        while true {
            let message = try nextMessage()
            guard case .int(let replyID)? = message["id"], replyID == id else { continue }
            if case .object(let error)? = message["error"] {
                let text: String = if case .string(let m)? = error["message"] { m } else { "error" }
                throw Failure(description: "Chromium: \(method): \(MessageText.line(text, limit: 200))")
            }
            if case .object(let result)? = message["result"] { return result }
            return JSONObject()
        }
    }

    /// Waits for an event of the page's session named `event`.
    private func waitFor(event: String) throws -> JSONObject {
        while true {
            let message = try nextMessage()
            guard case .string(let method)? = message["method"], method == event else { continue }
            if case .string(let session)? = message["sessionId"], session != sessionID { continue }
            return message
        }
    }

    /// Writes one command; returns its id.
    @discardableResult
    private func send(_ method: String, _ parameters: JSONObject, inSession: Bool) throws -> Int64 {
        nextID += 1
        var message: JSONObject = ["id": .int(Int64(nextID)), "method": .string(method), "params": .object(parameters)]
        if inSession { message["sessionId"] = .string(sessionID) }
        let bytes = Array(JSONValue.object(message).serialized().utf8) + [0]
        if let code = SystemCall.writeAll(commands, bytes) {
            throw Failure(description: "Chromium stopped reading commands: \(SystemCall.reason(code))")
        }
        return Int64(nextID)
    }

    /// The next whole message from the browser, as an object.
    private func nextMessage() throws -> JSONObject {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = received.firstIndex(of: 0) {
                let bytes = Array(received[..<end])
                received.removeSubrange(...end)
                guard case .object(let object) = try? JSONParser.parse(bytes: bytes) else { continue }
                return object
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure(description: "Chromium did not answer within \(timeout)") }
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
