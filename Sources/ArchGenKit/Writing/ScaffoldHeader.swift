/// How archgen knows a scaffold file of its own whatever header the team
/// gave it: by the marker `Created by archgen` in a comment of the file's
/// leading comment block, the `//` lines, `/* */` blocks and blank lines
/// before its first line of code. archgen writes it on the first line
/// (`// Created by archgen from Cart.archgen. Yours to edit.`); a licence
/// header may go above it, and a SwiftLint-formatted header may carry it as
/// one of its lines (`//  Created by archgen from Cart.archgen.`).
enum ScaffoldHeader {
    static let marker = "Created by archgen"

    /// Whether a comment of the leading comment block of a file with these bytes holds the marker.
    static func hasMarker(_ bytes: [UInt8]) -> Bool {
        var inBlock = false
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = Substring(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
            while true {
                line = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                if inBlock || line.hasPrefix("/*") {
                    // A block comment, to its end on this line or a later one; what follows its end is read on.
                    let close = line.dropFirst(inBlock ? 0 : 2).firstRange(of: "*/")
                    if line[..<(close?.lowerBound ?? line.endIndex)].contains(marker) { return true }
                    inBlock = close == nil
                    guard let close else { break }
                    line = line[close.upperBound...]
                    continue
                }
                if line.hasPrefix("//") { if line.contains(marker) { return true } } else if !line.isEmpty { return false }
                break
            }
        }
        return false
    }
}
