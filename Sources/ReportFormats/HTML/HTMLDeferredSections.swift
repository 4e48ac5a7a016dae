import Foundation

/// The scenario sections of a large suite's `report.html`, carried deflated and drawn when
/// they scroll into view.
///
/// A section's markup is mostly per-pixel chart data (timeline columns, filmstrip cells)
/// that compresses about sevenfold; six hundred runs drawn inline are over 11 MB and take
/// seconds to lay out. Here every section's markup — exactly what a small suite's page
/// holds inline — is joined, deflated (``Deflate``) and base64-encoded into one inert
/// `<script type="application/octet-stream">`; the page shows a placeholder per scenario
/// (its anchor, name and verdict) which the page's script replaces with the section when it
/// nears the viewport or its contents link is followed. Nothing is dropped: the inflated
/// text is the sections' markup byte for byte.
enum HTMLDeferredSections {
    /// Separates the sections in the deflated text: a control character ``HTMLEscaping``
    /// drops from every supplied text, so no section contains it.
    static let separator = "\u{1E}"
    /// The id of the element holding the deflated sections.
    static let blobID = "deferred-sections"

    struct Section {
        var anchor: String
        var name: String
        var passed: Bool
        /// Runs in the section, for the placeholder's height before it is drawn.
        var runs: Int
        var markup: String
    }

    /// Placeholders for `sections`, then the element holding their deflated markup.
    /// - Complexity: O(n) in the sections' markup.
    static func render(_ sections: [Section]) -> String {
        var out = ""
        for (index, section) in sections.enumerated() {
            // Roughly the drawn height, so the scrollbar and the contents' links land near
            // where the section will be; it is replaced, not resized, when drawn.
            let height = 220 + 260 * section.runs
            out += "<section class=\"card deferred\" id=\"\(section.anchor)\" data-section=\"\(index)\" style=\"min-height:\(height)px\"><h2>\(HTMLEscaping.escape(section.name)) "
            out += HTMLVerdict.pill(passed: section.passed)
            out += "</h2><p class=\"muted\">Drawn when scrolled into view (needs JavaScript).</p></section>\n"
        }
        let text = Array(sections.map(\.markup).joined(separator: separator).utf8)
        let packed = Data(Deflate.compress(text)).base64EncodedString()
        out += "<script type=\"application/octet-stream\" id=\"\(blobID)\" data-encoding=\"deflate base64\" data-bytes=\"\(text.count)\">\(packed)</script>\n"
        return out
    }

    /// The sections' markup carried by `html`'s deflated element, in order; nil when the page
    /// has none or it does not inflate to the length it declares.
    static func sections(in html: String) -> [String]? {
        guard let start = html.range(of: "<script type=\"application/octet-stream\" id=\"\(blobID)\""),
              let bytesAttribute = html[start.upperBound...].range(of: "data-bytes=\""),
              let bytesEnd = html[bytesAttribute.upperBound...].firstIndex(of: "\""),
              let count = Int(html[bytesAttribute.upperBound..<bytesEnd]),
              let open = html[bytesEnd...].firstIndex(of: ">"),
              let close = html[open...].range(of: "</script>"),
              let packed = Data(base64Encoded: String(html[html.index(after: open)..<close.lowerBound])),
              let text = Deflate.decompress(Array(packed), count: count)
        else { return nil }
        return String(decoding: text, as: UTF8.self).components(separatedBy: separator)
    }

    /// Inflates the sections and draws each as it nears the viewport or its link is followed;
    /// `chatrigWire` (``HTMLStyle/script``) wires a drawn section's rows and cursor.
    static let script = """
    (function () {
      var blob = document.getElementById('\(blobID)');
      if (!blob || typeof DecompressionStream === 'undefined') { return; }
      var binary = atob(blob.textContent.trim());
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
      var inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
      new Response(inflated).text().then(function (text) {
        var sections = text.split('\\u001e');
        function draw(placeholder) {
          if (!placeholder || !placeholder.dataset || placeholder.dataset.section === undefined) { return; }
          var holder = document.createElement('div');
          holder.innerHTML = sections[Number(placeholder.dataset.section)];
          var section = holder.firstElementChild;
          observer.unobserve(placeholder);
          placeholder.replaceWith(section);
          chatrigWire(section);
        }
        var observer = new IntersectionObserver(function (entries) {
          entries.forEach(function (entry) { if (entry.isIntersecting) { draw(entry.target); } });
        }, { rootMargin: '600px 0px' });
        document.querySelectorAll('section[data-section]').forEach(function (placeholder) { observer.observe(placeholder); });
        function drawTarget(hash) {
          var target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
          if (target && target.dataset.section !== undefined) { draw(target); return true; }
          return false;
        }
        document.addEventListener('click', function (event) {
          var link = event.target.closest && event.target.closest('a[href^="#"]');
          if (link) { drawTarget(link.getAttribute('href')); }
        });
        if (drawTarget(location.hash)) { document.getElementById(decodeURIComponent(location.hash.slice(1))).scrollIntoView(); }
      });
    })();
    """
}
