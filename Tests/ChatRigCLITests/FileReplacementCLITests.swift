import Foundation
import Testing

/// A person's files are rewritten in place, not clobbered: `calibrate --out` over a
/// hand-written profile changes only its fitted figures; both it and
/// `stability --write-thresholds` follow a symbolic link to its target and keep the file's
/// mode; an unwritable destination is said in words, not as a Foundation error domain.
extension ChatRigCLITests {
    /// The bundled iphone-15-pro profile with comments of a person's.
    func handWrittenProfile(named name: String) throws -> String {
        let bundled = try String(contentsOf: Self.packageRoot.appendingPathComponent("Scenarios/devices/iphone-15-pro.yaml"), encoding: .utf8)
        return "# Our test phone — measured by hand, keep these notes.\n"
            + bundled.replacingOccurrences(of: "name: iphone-15-pro", with: "name: \(name)  # the lab's phone")
    }

    @Test func calibrateOutOverAHandWrittenProfileReplacesOnlyTheFittedFigures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("profiles/lab-phone.yaml")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try handWrittenProfile(named: "lab-phone")
        try original.write(to: target, atomically: true, encoding: .utf8)
        #expect(chmod(target.path, 0o640) == 0)
        let link = folder.appendingPathComponent("lab-phone.yaml")
        #expect(symlink(target.path, link.path) == 0)
        let result = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("updated \(link.path): its fitted costs replaced, the rest of the file as it was\n"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path, "the link stays a link")
        let updated = try String(contentsOf: target, encoding: .utf8)
        #expect(updated.hasPrefix("# Our test phone — measured by hand, keep these notes.\n# iPhone 15 Pro"))
        #expect(updated.contains("\nname: lab-phone  # the lab's phone\n"))
        let changed = zip(original.split(separator: "\n"), updated.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 2, "cellCreate and textLayoutPerCharacter only: \(changed)")
        #expect(changed.allSatisfy { $0.1.contains("# fitted from ") })
        var info = stat()
        #expect(stat(target.path, &info) == 0 && info.st_mode & 0o777 == 0o640)
    }

    @Test func anUnwritableOutIsSaidInWords() throws {
        let folder = try temporaryFolder()
        defer {
            chmod(folder.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        #expect(chmod(locked.path, 0o555) == 0)
        guard access(locked.path, W_OK) != 0 else { return }  // root writes anywhere: nothing to see
        let out = locked.appendingPathComponent("my-phone.yaml").path
        let result = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "--out: cannot write '\(out)': Permission denied\n")
    }

    #if os(Linux)
    /// Even as root: a folder no one may write into (procfs, Linux only).
    @Test func anOutInAFolderNoOneMayWriteIsSaidInWords() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try chatrig(["calibrate", try writeSignposts(in: folder), "--device", "iphone-15-pro", "--out", "/proc/my-phone.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("--out: cannot write '/proc/my-phone.yaml': "), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && result.stderr.split(separator: "\n").count == 1)
    }
    #endif

    @Test func writeThresholdsFollowsASymbolicLinkAndKeepsTheMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("shared/thresholds.yaml")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# reviewed by the perf team\r\n\"snapshotApplies\": { absolute: 2 }\r\n".write(to: target, atomically: true, encoding: .utf8)
        #expect(chmod(target.path, 0o444) == 0)
        let link = folder.appendingPathComponent("thresholds.yaml")
        #expect(symlink(target.path, link.path) == 0)
        let result = try chatrig(["stability", "Scenarios/bugs/upside-down-text.yaml", "--repeat", "2",
                                  "--write-thresholds", "--thresholds", link.path])
        #expect(result.status == 0 || result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
        let text = try String(contentsOf: target, encoding: .utf8)
        #expect(text.hasPrefix("# reviewed by the perf team\r\n\"snapshotApplies\": { absolute: 2 }\r\nhostFrameTimeP50: { relative: "))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        #expect(text.hasSuffix("\r\n"))
        var info = stat()
        #expect(stat(target.path, &info) == 0 && info.st_mode & 0o777 == 0o444)
        let compare = try chatrig(["run", "Scenarios/bugs/upside-down-text.yaml", "--strategy", "natural", "--thresholds", link.path,
                                   "--out", folder.appendingPathComponent("report").path])
        #expect(compare.status != 2, "the merged file reads back: \(compare.stderr)")
    }
}
