// The system-declared public types SwiftUI chat screens name (Apple, "System-declared uniform
// type identifiers"), with their supertypes, filename extensions and MIME types as Apple
// declares them.
extension UTType {
    // Abstract bases.
    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let compositeContent = UTType("public.composite-content", ["public.content"])
    public static let data = UTType("public.data", ["public.item"])
    public static let directory = UTType("public.directory", ["public.item"])
    public static let folder = UTType("public.folder", ["public.directory"])
    public static let package = UTType("com.apple.package", ["public.directory"])
    public static let bundle = UTType("com.apple.bundle", ["public.directory"])
    public static let executable = UTType("public.executable", ["public.item"])
    public static let url = UTType("public.url", ["public.data"])
    public static let fileURL = UTType("public.file-url", ["public.url"])
    public static let archive = UTType("public.archive", ["public.data"])
    public static let message = UTType("public.message", ["public.data"])
    public static let contact = UTType("public.contact", ["public.data"])
    public static let spreadsheet = UTType("public.spreadsheet", ["public.content"])
    public static let presentation = UTType("public.presentation", ["public.composite-content"])
    public static let database = UTType("public.database", ["public.data"])
    public static let font = UTType("public.font", ["public.data", "public.content"])

    // Text.
    public static let text = UTType("public.text", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", ["public.plain-text"])
    public static let delimitedText = UTType("public.delimited-values-text", ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["public.delimited-values-text"],
                                                  extensions: ["csv"], mime: ["text/csv"])
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", ["public.delimited-values-text"],
                                                extensions: ["tsv"], mime: ["text/tab-separated-values"])
    public static let rtf = UTType("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf"])
    public static let html = UTType("public.html", ["public.text"], extensions: ["html", "htm"], mime: ["text/html"])
    public static let xml = UTType("public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"])
    public static let json = UTType("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"])
    public static let yaml = UTType("public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml"])
    public static let sourceCode = UTType("public.source-code", ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", ["public.source-code"], extensions: ["swift"])
    public static let pythonScript = UTType("public.python-script", ["public.source-code"], extensions: ["py"], mime: ["text/x-python-script"])
    public static let javaScript = UTType("com.netscape.javascript-source", ["public.source-code"], extensions: ["js"],
                                          mime: ["text/javascript"])
    public static let log = UTType("public.log", ["public.text"], extensions: ["log"])
    public static let vCard = UTType("public.vcard", ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mime: ["text/vcard"])
    public static let propertyList = UTType("com.apple.property-list", ["public.data"], extensions: ["plist"])

    // Documents.
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"], mime: ["application/pdf"])
    public static let epub = UTType("org.idpf.epub-container", ["public.data", "public.composite-content"], extensions: ["epub"],
                                    mime: ["application/epub+zip"])

    // Images.
    public static let image = UTType("public.image", ["public.data", "public.content"])
    public static let jpeg = UTType("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"])
    public static let png = UTType("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"])
    public static let gif = UTType("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"])
    public static let tiff = UTType("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"])
    public static let bmp = UTType("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"])
    public static let ico = UTType("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/vnd.microsoft.icon"])
    public static let heif = UTType("public.heif", ["public.image"], extensions: ["heif"], mime: ["image/heif"])
    public static let heic = UTType("public.heic", ["public.image"], extensions: ["heic"], mime: ["image/heic"])
    public static let webP = UTType("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"])
    public static let svg = UTType("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"])
    public static let rawImage = UTType("public.camera-raw-image", ["public.image"])
    public static let livePhoto = UTType("com.apple.live-photo", [])

    // Audio and video.
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    public static let video = UTType("public.video", ["public.movie"])
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpeg4"], mime: ["video/mp4"])
    public static let avi = UTType("public.avi", ["public.movie"], extensions: ["avi"], mime: ["video/avi", "video/x-msvideo"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], extensions: ["m4a"],
                                          mime: ["audio/mp4", "audio/x-m4a"])
    public static let mp3 = UTType("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"])
    public static let wav = UTType("com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"], mime: ["audio/wav", "audio/vnd.wave"])
    public static let aiff = UTType("public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mime: ["audio/aiff"])

    // Archives.
    public static let zip = UTType("public.zip-archive", ["public.archive"], extensions: ["zip"], mime: ["application/zip"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz", "gzip"], mime: ["application/gzip"])

    /// Every type above, in the order a tag is looked up (a concrete type before its bases;
    /// the first declaring an extension or MIME type wins).
    public static let catalog: [UTType] = [
        .jpeg, .png, .gif, .tiff, .bmp, .ico, .heif, .heic, .webP, .svg, .rawImage, .livePhoto, .image,
        .quickTimeMovie, .mpeg4Movie, .avi, .mpeg4Audio, .mp3, .wav, .aiff, .video, .movie, .audio, .audiovisualContent,
        .pdf, .epub, .commaSeparatedText, .tabSeparatedText, .rtf, .html, .xml, .json, .yaml, .swiftSource, .pythonScript,
        .javaScript, .log, .vCard, .propertyList, .plainText, .utf8PlainText, .utf16PlainText, .delimitedText, .sourceCode, .text,
        .zip, .gzip, .archive, .fileURL, .url, .message, .contact, .spreadsheet, .presentation, .database, .font,
        .folder, .package, .bundle, .directory, .executable, .compositeContent, .data, .content, .item,
    ]

    static let byIdentifier: [String: UTType] = Dictionary(catalog.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
