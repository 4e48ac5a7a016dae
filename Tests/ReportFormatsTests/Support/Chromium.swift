import Foundation

/// A headless Chromium (or Chrome) found on this machine, for rendering `report.html`
/// as a person's browser would. `scripts/install-chromium.sh` (run by `make test`)
/// installs one from the distribution's packages; `CHATRIG_CHROMIUM` names another.
struct Chromium {
    let executable: URL

    /// The browser to use, or nil when none answers `--version`.
    static func find() -> Chromium? {
        find(environment: ProcessInfo.processInfo.environment, applicationFolders: applicationFolders())
    }

    /// The first of ``candidates(environment:applicationFolders:)`` that answers `--version`.
    static func find(environment: [String: String], applicationFolders: [String]) -> Chromium? {
        for path in candidates(environment: environment, applicationFolders: applicationFolders)
        where FileManager.default.isExecutableFile(atPath: path) {
            let browser = Chromium(executable: URL(fileURLWithPath: path))
            // A snap stub or a broken install prints no version.
            if let outcome = try? browser.run(["--version"], timeout: 60), outcome.status == 0,
               outcome.stdout.lowercased().contains("chrom") {
                return browser
            }
        }
        return nil
    }

    /// Where a browser may be, in order: `CHATRIG_CHROMIUM`; the commands on `PATH`; then the
    /// application bundles of macOS, where Chrome and Chromium are apps, not commands
    /// (`/Applications/Google Chrome.app/Contents/MacOS/Google Chrome`, as on GitHub's macOS
    /// runners; Homebrew's `--cask chromium` installs `Chromium.app`).
    static func candidates(environment: [String: String], applicationFolders: [String]) -> [String] {
        var candidates: [String] = []
        if let chosen = environment["CHATRIG_CHROMIUM"], !chosen.isEmpty { candidates.append(chosen) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"] {
            candidates += folders.map { "\($0)/\(name)" }
        }
        for folder in applicationFolders {
            for (app, binary) in [("Google Chrome", "Google Chrome"), ("Chromium", "Chromium"),
                                  ("Google Chrome for Testing", "Google Chrome for Testing"),
                                  ("Google Chrome Canary", "Google Chrome Canary")] {
                candidates.append("\(folder)/\(app).app/Contents/MacOS/\(binary)")
            }
        }
        return candidates
    }

    /// `/Applications` and `~/Applications`: where macOS keeps apps (empty of browsers elsewhere).
    static func applicationFolders() -> [String] {
        ["/Applications", FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Applications").path]
    }

    static let missingMessage = "Chromium not found: run scripts/install-chromium.sh (make test does) or set CHATRIG_CHROMIUM to render report.html"

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Loads `page` headless and returns the DOM after the load event — or, given
    /// `settling` milliseconds, once the page's script had that much virtual time for
    /// promises and observers — and the page's console messages (uncaught exceptions and
    /// failed loads included).
    func dumpDOM(of page: URL, settling: Int? = nil) throws -> (dom: String, console: [String]) {
        let budget = settling.map { ["--virtual-time-budget=\($0)"] } ?? []
        let outcome = try runHeadless(["--enable-logging=stderr", "--v=0"] + budget + ["--dump-dom", page.absoluteString])
        let console = outcome.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (outcome.stdout, console)
    }

    /// Loads a copy of `page` headless and returns its DOM once the script expression
    /// `condition` holds (or after `budget` milliseconds of virtual time), with the console.
    ///
    /// A fixed virtual-time budget races work the browser does off the page's thread (a
    /// `DecompressionStream`): virtual time jumps ahead while the page is idle, so on a
    /// loaded machine the budget can run out before the work lands. The copy ends with a
    /// script that checks `condition` every virtual millisecond; each check costs real
    /// time, so the budget stretches in real time until the condition holds, and then the
    /// rest of it passes at once.
    func dumpDOM(of page: URL, waitingFor condition: String, budget: Int = 600_000) throws -> (dom: String, console: [String]) {
        let copy = page.deletingLastPathComponent().appendingPathComponent("waiting-\(UUID().uuidString)-\(page.lastPathComponent)")
        defer { try? FileManager.default.removeItem(at: copy) }
        let poll = "<script>(function poll() { if (!(\(condition))) { setTimeout(poll, 1); } })();</script>\n"
        try (Data(contentsOf: page) + Data(poll.utf8)).write(to: copy, options: .atomic)
        return try dumpDOM(of: copy, settling: budget)
    }

    /// Renders `page` into a `width` × `height` PNG at `screenshot`.
    func screenshot(of page: URL, to screenshot: URL, width: Int, height: Int) throws {
        let outcome = try runHeadless(["--hide-scrollbars", "--window-size=\(width),\(height)",
                                       "--screenshot=\(screenshot.path)", page.absoluteString])
        guard outcome.status == 0, FileManager.default.fileExists(atPath: screenshot.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no screenshot; chromium said: \(outcome.stderr.suffix(2_000))"])
        }
    }

    /// Runs headless with a fresh profile, removed afterwards.
    private func runHeadless(_ arguments: [String]) throws -> Outcome {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        // --no-sandbox: the sandbox refuses to start as root, as in CI containers.
        return try run(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                        "--user-data-dir=\(profile.path)"] + arguments)
    }

    /// Runs the browser with output in files (a page's DOM can exceed a pipe's buffer),
    /// ending it after `timeout` seconds.
    func run(_ arguments: [String], timeout: TimeInterval = 600) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatrig-chromium-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdout = folder.appendingPathComponent("stdout"), stderr = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: stdout.path, contents: nil)
        FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium did not finish in \(Int(timeout)) s"])
        }
        return Outcome(status: process.terminationStatus,
                       stdout: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "")
    }
}
