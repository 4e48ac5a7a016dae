import ReportModel

/// One filmstrip picture: the viewport at a frame, drawn in screen points as the user
/// would see it — the visible cells as boxes labelled with their kind (user bubbles to
/// the right, replies to the left), the status bar, the composer and the keyboard over
/// the list; content drawn upside down is outlined in red, its label mirrored.
enum FilmstripSVG {
    static func render(_ picture: ScreenPicture, letter: String, screen: ScreenGeometry) -> String {
        let width = picture.viewportWidth, height = picture.viewportHeight
        let safeArea = screen.safeArea(width: width, height: height)
        let f = SVGNumber.format
        var svg = SVGText("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" viewBox=\"-4 -4 \(f(width + 8)) \(f(height + 8))\" role=\"img\">")
        svg.append("<title>\(HTMLEscaping.escape("\(letter): frame \(picture.frame), \(picture.reasons.joined(separator: ", "))"))</title>")
        svg.append("<rect class=\"glass\" x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"22\"/>")
        for cell in picture.cells {
            let top = max(0, cell.screenY), bottom = min(height, cell.screenY + cell.height)
            guard bottom > top else { continue }
            let inset = bottom - top > 8 ? 2.0 : 0
            let (x, w) = horizontalExtent(kind: cell.kind, width: width)
            let fill = Palette.fill(cellKind: cell.kind)
            let title = HTMLEscaping.escape("\(cell.item) (\(cell.kind))\(cell.upright ? "" : ", drawn upside down")")
            svg.append("<g class=\"cell\(cell.upright ? "" : " upside-down")\"><rect x=\"\(f(x))\" y=\"\(f(top + inset))\" width=\"\(f(w))\" height=\"\(f(bottom - top - 2 * inset))\" rx=\"10\" fill=\"\(fill)\"/>")
            if bottom - top >= 34 {
                let label = HTMLEscaping.escape(cell.kind)
                if cell.upright {
                    svg.append("<text x=\"\(f(x + 12))\" y=\"\(f(top + 30))\">\(label)</text>")
                } else {
                    // Mirrored about its own baseline, as the cell's content is.
                    svg.append("<text transform=\"translate(\(f(x + 12)) \(f(top + 12))) scale(1 -1)\">\(label)</text>")
                    if bottom - top >= 70 { svg.append("<text class=\"warn\" x=\"\(f(x + 12))\" y=\"\(f(top + 60))\">⇅ upside down</text>") }
                }
            }
            svg.append("<title>\(title)</title></g>")
        }
        svg.append("<rect class=\"status-bar\" x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(safeArea.top))\"/>")
        let keyboardTop = height - picture.keyboard
        let composerBottom = height - max(picture.keyboard, safeArea.bottom)
        let composerTop = composerBottom - screen.composerHeight
        svg.append("<g class=\"composer\"><rect x=\"0\" y=\"\(f(composerTop))\" width=\"\(f(width))\" height=\"\(f(screen.composerHeight))\"/><rect class=\"field\" x=\"14\" y=\"\(f(composerTop + 8))\" width=\"\(f(width - 28))\" height=\"\(f(max(8, screen.composerHeight - 16)))\" rx=\"\(f(max(4, (screen.composerHeight - 16) / 2)))\"/><text x=\"30\" y=\"\(f(composerTop + screen.composerHeight / 2 + 7))\">Message</text><title>composer</title></g>")
        if picture.keyboard > 0 {
            svg.append("<g class=\"keyboard-overlay\"><rect x=\"0\" y=\"\(f(keyboardTop))\" width=\"\(f(width))\" height=\"\(f(picture.keyboard))\"/>")
            if picture.keyboard >= 40 {
                svg.append("<text x=\"\(f(width / 2))\" y=\"\(f(keyboardTop + min(picture.keyboard / 2, 60) + 8))\">keyboard</text>")
            }
            svg.append("<title>keyboard \(f(picture.keyboard)) pt</title></g>")
        } else if safeArea.bottom > 0 {
            svg.append("<rect class=\"home\" x=\"\(f(width / 2 - 60))\" y=\"\(f(height - max(8, safeArea.bottom / 2)))\" width=\"120\" height=\"5\" rx=\"2.5\"/>")
        }
        svg.append("<rect class=\"bezel\" x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"22\"/>")
        svg.append("</svg>")
        return svg.text
    }

    /// Where a cell kind sits across the screen: the user's bubbles on the right, the
    /// model's on the left, separators and spinners centred.
    private static func horizontalExtent(kind: String, width: Double) -> (x: Double, width: Double) {
        switch kind {
        case "user": (width * 0.3, width * 0.66)
        case "assistant", "thinking", "failed": (width * 0.04, width * 0.8)
        case "images": (width * 0.3, width * 0.66)
        case "typingIndicator": (width * 0.04, width * 0.3)
        case "dateSeparator": (width * 0.32, width * 0.36)
        default: (width * 0.04, width * 0.92)
        }
    }
}
