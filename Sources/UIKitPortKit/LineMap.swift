/// Maps the lines of a file's current text back to the lines of the text the tool read, so that
/// every rule reports the line the user sees in the unchanged file.
struct LineMap {
    /// `original[i]`: the original line (1-based) of the current text's line `i + 1`.
    private var original: [Int]

    /// The identity map for a text.
    init(lineCount: Int) {
        original = Array(1...max(lineCount, 1))
    }

    /// The original line of a current line (1-based).
    func originalLine(_ line: Int) -> Int {
        guard !original.isEmpty else { return line }
        return original[min(max(line - 1, 0), original.count - 1)]
    }

    /// Follows a change of the text from `old` to `new`: lines kept keep their original line, a
    /// line changed in place that of the line it replaces, a line added that of the line before it.
    mutating func update(from old: [UInt8], to new: [UInt8]) {
        let oldLines = old.lines, newLines = new.lines
        let difference = newLines.difference(from: oldLines)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var mapped: [Int] = []
        mapped.reserveCapacity(newLines.count)
        var oldIndex = 0
        for newIndex in 0..<newLines.count {
            if inserted.contains(newIndex) {
                if removed.contains(oldIndex) {
                    // A line changed in place: it keeps the line it replaces.
                    mapped.append(originalLine(oldIndex + 1))
                    oldIndex += 1
                } else {
                    mapped.append(mapped.last ?? originalLine(oldIndex + 1))
                }
                continue
            }
            while removed.contains(oldIndex) { oldIndex += 1 }
            mapped.append(originalLine(oldIndex + 1))
            oldIndex += 1
        }
        original = mapped.isEmpty ? [1] : mapped
    }
}

extension Array where Element == UInt8 {
    /// The text's lines, without their line breaks.
    var lines: [ArraySlice<UInt8>] {
        split(separator: 0x0A, omittingEmptySubsequences: false)
    }
}
