/// A change to a file's text, in UTF-8 offsets of the text a rule read.
struct SourceEdit {
    var start: Int
    var end: Int
    var replacement: String
    /// Whether spaces left around the edit are tidied afterwards: no double spaces, no trailing
    /// spaces, no line left blank where there was code.
    var tidy: Bool
}

extension Array where Element == UInt8 {
    /// Applies edits that do not overlap (an edit overlapping an earlier one is dropped), then
    /// tidies the spaces around the edits that ask for it.
    func applying(_ edits: [SourceEdit]) -> [UInt8] {
        let sorted = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var tidyPoints: [Int] = []
        var cursor = 0
        for edit in sorted where edit.start >= cursor && edit.end <= count {
            out.append(contentsOf: self[cursor..<edit.start])
            out.append(contentsOf: edit.replacement.utf8)
            if edit.tidy { tidyPoints.append(out.count) }
            cursor = edit.end
        }
        out.append(contentsOf: self[cursor...])
        out.tidy(at: tidyPoints)
        return out
    }

    /// Removes what an edit left: a line with nothing but spaces, or the spaces at a line's ends
    /// or doubled between words.
    private mutating func tidy(at points: [Int]) {
        var limit = Int.max
        for point in Set(points).sorted(by: >) where point < limit {
            var left = point, right = point
            while left > 0, self[left - 1] == 0x20 || self[left - 1] == 0x09 { left -= 1 }
            while right < count, self[right] == 0x20 || self[right] == 0x09 { right += 1 }
            let atLineStart = left == 0 || self[left - 1] == 0x0A
            let atLineEnd = right == count || self[right] == 0x0A || self[right] == 0x0D
            var removed: Range<Int>
            if atLineStart && atLineEnd {
                // Nothing left on the line: remove it with its line break.
                var end = right
                if end < count, self[end] == 0x0D { end += 1 }
                if end < count, self[end] == 0x0A { end += 1 }
                removed = left..<end
            } else if atLineStart || (point > left && right > point) {
                removed = point..<right
            } else if atLineEnd {
                removed = left..<right
            } else {
                continue
            }
            removeSubrange(removed)
            limit = removed.lowerBound
        }
    }
}
