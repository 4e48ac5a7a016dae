import Foundation
import Scenarios

/// What validating a scenario does with the profile its `device:` names: a
/// ``DeviceProfileLoader`` loads `NAME.yaml` from the devices folder
/// (``DeviceProfileLoader/load(named:)``), and the outcome is formatted as `chatrig` prints
/// it. The fuzzer's bytes are that file.
///
/// The file is named after the input's first `name:` line when that is a valid profile
/// name (`device` otherwise), so that mutations of a bundled profile keep passing the
/// "name must equal the file name" check and reach the code after it.
struct DeviceValidation: Sendable {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("devices")
    }

    /// Loads `bytes` as a device profile; returns the profile's description or the error text.
    func load(profile bytes: UnsafeRawBufferPointer) -> String {
        let name = Self.declaredName(in: bytes) ?? "device"
        let file = scratch.write(bytes, to: "\(name).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let profile = try DeviceProfileLoader(directory: scratch.url).load(named: name)
            return "ok  \(profile.name)"
        } catch {
            return String(describing: error)
        }
    }

    /// The value of the first line starting `name:`, when it is 1–64 of `[a-z0-9-]`.
    static func declaredName(in bytes: UnsafeRawBufferPointer) -> String? {
        let prefix = Array("name:".utf8)
        for line in bytes.split(separator: UInt8(ascii: "\n")) where line.starts(with: prefix) {
            let value = line.dropFirst(prefix.count).drop { $0 == UInt8(ascii: " ") }
            let trimmed = value.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "#") }
            let isName = (1...64).contains(trimmed.count) && trimmed.allSatisfy {
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || $0 == UInt8(ascii: "-")
            }
            return isName ? String(decoding: trimmed, as: UTF8.self) : nil
        }
        return nil
    }
}
