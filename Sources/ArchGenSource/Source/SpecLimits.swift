/// The limits on a spec's text (and archgen.yml's), in one place. Each is far
/// above what a hand-written spec needs and low enough that any input, however
/// large or deep, is rejected early with a located error instead of
/// exhausting memory, time or the call stack.
package enum SpecLimits {
    /// Bytes in a file: 1 MiB, over 600 times the largest spec in the repository.
    package static let maximumFileSize = 1 << 20
    /// Characters (Unicode scalars) on a line: a fragment is one line, and the
    /// longest declaration in the examples is under 130.
    package static let maximumLineLength = 4_096
    /// Lists and mappings inside each other, block and flow together.
    package static let maximumNesting = 256
    /// Brackets, generics and closures inside each other in one declaration.
    package static let maximumDeclarationNesting = 64

    /// Fails on a file larger than `maximumFileSize`, at the first byte past
    /// the limit; a line over `maximumLineLength` before it is reported instead.
    package static func checkFileSize(_ bytes: [UInt8], path: String) throws(Diagnostic) {
        guard bytes.count > maximumFileSize else { return }
        // Up to the limit only: decoding stays bounded however large the file is.
        let prefix = SourceText(path: path, text: String(decoding: bytes[..<maximumFileSize], as: UTF8.self))
        do {
            try checkLineLengths(prefix.scalarLines)
        } catch {
            throw Diagnostic(error, in: prefix)
        }
        let lastLine = prefix.scalars(ofLineAt: prefix.lineCount - 1)
        let error = SourceError(
            "the file is larger than \(maximumFileSize >> 20) MiB (\(bytes.count) bytes)",
            at: SourceLocation(line: prefix.lineCount, column: lastLine.count + 1),
            hint: "a spec or archgen.yml may have at most \(maximumFileSize) bytes")
        throw Diagnostic(error, in: prefix)
    }

    /// Fails on the first line longer than `maximumLineLength`, at its first character past the limit.
    package static func checkLineLengths(_ lines: [[Unicode.Scalar]]) throws(SourceError) {
        guard let index = lines.firstIndex(where: { $0.count > maximumLineLength }) else { return }
        throw SourceError(
            "the line is longer than \(maximumLineLength) characters",
            at: SourceLocation(line: index + 1, column: maximumLineLength + 1),
            hint: "a line may have at most \(maximumLineLength) characters; break the value over several entries")
    }

    /// What a diagnostic shows of a source line: all of it, unless it is over
    /// the line limit, when it is cut just after the first character past it.
    package static func shownLine(_ line: String) -> String {
        var scalars = line.unicodeScalars
        guard scalars.count > maximumLineLength + 1 else { return line }
        scalars.removeSubrange(scalars.index(scalars.startIndex, offsetBy: maximumLineLength + 1)...)
        return String(scalars)
    }
}
