extension TextFlow {
    /// The greedy line breaker's state while it walks a text from a ``ResumePoint``: the
    /// line being filled, the pending word, the last two line starts and break opportunities.
    ///
    /// ``TextFlow`` feeds it every grapheme cluster from the resume point to the text's end
    /// (``take(_:advance:length:text:advances:)``), then ``finish(text:advances:)``, and
    /// keeps what it ends with. The rules are the flow's (see ``TextFlow``).
    struct LineBreaker {
        /// The widest a line may be, in points.
        let width: Double
        /// How far a line may overshoot ``width`` and still fit: floating-point sums only.
        static let tolerance = 1e-9

        var lineIndex: Int
        /// The widest completed line so far, without hanging spaces.
        var maxWidth: Double
        /// The pen on the current line, hanging spaces included.
        var lineAdvance: Double
        /// The width of the current line up to the end of its last non-space.
        var lineInk: Double
        var lineHasCharacters: Bool
        /// The pending word: where it starts and its width (its clusters are walked again
        /// only when it is wider than a whole line, to break it between them).
        var wordStart: (offset: Int, cluster: Int)?
        var wordWidth = 0.0
        /// Where the walk is: the UTF-8 offset and the grapheme clusters before it.
        var offset: Int
        var cluster: Int
        /// Where the last two lines start, newest last.
        var older: Checkpoint
        var newer: Checkpoint
        /// The last two break opportunities passed, newest last.
        var breakBefore: ResumePoint
        var lastBreak: ResumePoint

        /// A breaker resuming at `start`, after lines starting at `older` and `newer`.
        init(from start: ResumePoint, older: Checkpoint, newer: Checkpoint, width: Double) {
            self.width = width
            lineIndex = start.position.lineIndex
            maxWidth = start.position.maxWidthBefore
            lineAdvance = start.lineAdvance
            lineInk = start.lineInk
            lineHasCharacters = start.lineHasCharacters
            offset = start.position.utf8Offset
            cluster = start.position.clusterIndex
            self.older = older
            self.newer = newer
            breakBefore = start
            lastBreak = start
        }

        /// Lines of the text walked, the last one counted when it holds anything.
        var lineCount: Int { lineIndex + (lineHasCharacters ? 1 : 0) }
        /// The widest line of the text walked.
        var maxLineWidth: Double { max(maxWidth, lineInk) }

        /// Takes the next cluster: its class, advance and UTF-8 length.
        @inline(__always)
        mutating func take(_ kind: CharacterClass, advance: Double, length: Int, text: String, advances: some ClusterAdvances) {
            let here = (offset: offset, cluster: cluster)
            switch kind {
            case .word:
                if wordStart == nil { wordStart = here }
                wordWidth += advance
                offset += length
                cluster += 1
            case .space:
                flushWord(text: text, advances: advances)
                offset += length
                cluster += 1
                lineAdvance += advance
                lineHasCharacters = true
                markBreak()
            case .wide, .emoji:
                flushWord(text: text, advances: advances)
                offset += length
                cluster += 1
                if !placeRun(at: here, total: advance) { place(advance) }
                markBreak()
            case .newline:
                flushWord(text: text, advances: advances)
                offset += length
                cluster += 1
                endLine(nextLineStart: offset, cluster: cluster)
                markBreak()
            }
        }

        /// Places the word still pending at the text's end.
        @inline(__always)
        mutating func finish(text: String, advances: some ClusterAdvances) {
            flushWord(text: text, advances: advances)
        }

        @inline(__always)
        private mutating func endLine(nextLineStart: Int, cluster: Int) {
            maxWidth = max(maxWidth, lineInk)
            lineIndex += 1
            older = newer
            newer = Checkpoint(lineIndex: lineIndex, maxWidthBefore: maxWidth, utf8Offset: nextLineStart, clusterIndex: cluster)
            lineAdvance = 0
            lineInk = 0
            lineHasCharacters = false
        }

        @inline(__always)
        private mutating func place(_ width: Double) {
            lineAdvance += width
            lineInk = lineAdvance
            lineHasCharacters = true
        }

        /// Places one unbreakable run starting at `runStart` (a word, or one CJK character or
        /// emoji); returns false when it is wider than a whole line and must be broken.
        @inline(__always)
        private mutating func placeRun(at runStart: (offset: Int, cluster: Int), total: Double) -> Bool {
            if lineAdvance + total <= width + Self.tolerance {
                place(total)
                return true
            }
            if lineHasCharacters {
                endLine(nextLineStart: runStart.offset, cluster: runStart.cluster)
                if total <= width + Self.tolerance {
                    place(total)
                    return true
                }
            }
            return false
        }

        /// Places the pending word, which ends at ``offset``.
        @inline(__always)
        private mutating func flushWord(text: String, advances: some ClusterAdvances) {
            guard let start = wordStart else { return }
            if !placeRun(at: start, total: wordWidth) {
                // Wider than a whole line: break between grapheme clusters.
                var walk = CharacterWalk(text, fromUTF8Offset: start.offset)
                var piece = start
                while piece.offset < offset, let (_, advance, length) = TextFlow.nextCluster(&walk, advances) {
                    if lineHasCharacters && lineAdvance + advance > width + Self.tolerance {
                        endLine(nextLineStart: piece.offset, cluster: piece.cluster)
                    }
                    place(advance)
                    piece = (piece.offset + length, piece.cluster + 1)
                }
            }
            wordStart = nil
            wordWidth = 0
        }

        /// Records a break opportunity at ``offset`` (no word pending).
        @inline(__always)
        private mutating func markBreak() {
            let position = Checkpoint(lineIndex: lineIndex, maxWidthBefore: maxWidth, utf8Offset: offset, clusterIndex: cluster)
            breakBefore = lastBreak
            lastBreak = ResumePoint(position: position, lineAdvance: lineAdvance, lineInk: lineInk,
                                    lineHasCharacters: lineHasCharacters)
        }
    }
}
