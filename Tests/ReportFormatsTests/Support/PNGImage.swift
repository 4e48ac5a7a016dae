import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A decoded 8-bit RGB or RGBA PNG, enough to tell a rendered page from a blank one.
///
/// The pixel data is inflated by the system's zlib (`uncompress`, loaded at run time:
/// Foundation has no public inflate on Linux), then un-filtered per scanline.
struct PNGImage {
    enum DecodeError: Error, CustomStringConvertible {
        case notPNG, unsupported(String), zlibUnavailable, corrupt(String)
        var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .unsupported(let what): "unsupported PNG: \(what)"
            case .zlibUnavailable: "the system zlib could not be loaded"
            case .corrupt(let what): "corrupt PNG: \(what)"
            }
        }
    }

    let width: Int
    let height: Int
    /// Bytes a pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// Rows top to bottom, `width * channels` bytes each.
    let pixels: [UInt8]

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw DecodeError.notPNG }
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw DecodeError.corrupt("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                header = (Int(Self.bigEndian(bytes, body)), Int(Self.bigEndian(bytes, body + 4)), bytes[body + 8], bytes[body + 9], bytes[body + 12])
            case "IDAT":
                compressed += bytes[body..<(body + length)]
            default:
                break
            }
            offset = body + length + 4
            if type == "IEND" { break }
        }
        guard let header else { throw DecodeError.corrupt("no IHDR") }
        guard header.depth == 8, header.interlace == 0 else { throw DecodeError.unsupported("bit depth \(header.depth), interlace \(header.interlace)") }
        let channels: Int
        switch header.colour {
        case 2: channels = 3
        case 6: channels = 4
        default: throw DecodeError.unsupported("colour type \(header.colour)")
        }
        let stride = header.width * channels
        let raw = try Self.inflate(compressed, expected: (stride + 1) * header.height)
        var pixels = [UInt8](repeating: 0, count: stride * header.height)
        for row in 0..<header.height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let x = raw[source + column]
                let a = column >= channels ? pixels[target + column - channels] : 0
                let b = row > 0 ? pixels[target - stride + column] : 0
                let c = row > 0 && column >= channels ? pixels[target - stride + column - channels] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
                case 4: predicted = Self.paeth(a, b, c)
                default: throw DecodeError.corrupt("filter \(filter) on row \(row)")
                }
                pixels[target + column] = x &+ predicted
            }
        }
        width = header.width
        height = header.height
        self.channels = channels
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as RGB.
    func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let index = (y * width + x) * channels
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    private typealias Uncompress = @convention(c) (
        UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

    private static func inflate(_ compressed: [UInt8], expected: Int) throws -> [UInt8] {
        #if os(Linux)
        let names = ["libz.so.1", "libz.so"]
        #else
        let names = ["/usr/lib/libz.1.dylib", "libz.dylib"]
        #endif
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first,
              let symbol = dlsym(library, "uncompress") else { throw DecodeError.zlibUnavailable }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: expected)
        var length = UInt(expected)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, UInt(input.count))
            }
        }
        guard status == 0, Int(length) == expected else { throw DecodeError.corrupt("zlib status \(status), \(length) of \(expected) bytes") }
        return output
    }
}
