/// Writes property list values the way Xcode writes a project file: `isa`
/// first and the other keys sorted, `key = value;`, a trailing `,` after
/// every list item, references followed by their comment
/// (`ID /* SignInPresenter.swift */`), tabs, and strings quoted only when
/// they must be.
///
/// A multi-line object puts each entry and each list item on its own line;
/// a one-line object (Xcode writes `PBXBuildFile` and `PBXFileReference`
/// so) puts everything on one, separated by spaces: `{isa = PBXBuildFile; fileRef = ...; };`.
struct PlistPrinter {
    indirect enum Value {
        /// A string, with the comment Xcode writes after a reference.
        case string(String, comment: String? = nil)
        case array([Value])
        /// Text printed as it is (a reference with its comment, printed before).
        case raw(String)
    }

    /// One level of indentation (Xcode's: a tab).
    var indent: String = "\t"
    var newline: String = "\n"

    /// `ID /* comment */ = { ... };` and a line break, at `level` indentations.
    func object(
        id: String, comment: String?, isa: String, fields: [(key: String, value: Value)], multiline: Bool, level: Int
    ) -> String {
        let prefix = String(repeating: indent, count: level)
        let entries = [("isa", Value.string(isa))] + fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var text = prefix + Self.reference(id, comment: comment) + " = {"
        if multiline {
            text += newline
            for (key, value) in entries {
                text += prefix + indent + Self.quoted(key) + " = " + print(value, multiline: true, level: level + 1) + ";" + newline
            }
            text += prefix + "};" + newline
        } else {
            for (key, value) in entries {
                text += Self.quoted(key) + " = " + print(value, multiline: false, level: level) + "; "
            }
            text += "};" + newline
        }
        return text
    }

    private func print(_ value: Value, multiline: Bool, level: Int) -> String {
        switch value {
        case .string(let text, let comment):
            return Self.reference(text, comment: comment)
        case .raw(let text):
            return text
        case .array(let items):
            guard multiline else { return "(" + items.map { print($0, multiline: false, level: level) + ", " }.joined() + ")" }
            let itemPrefix = String(repeating: indent, count: level + 1)
            return "(" + newline
                + items.map { itemPrefix + print($0, multiline: true, level: level + 1) + "," + newline }.joined()
                + String(repeating: indent, count: level) + ")"
        }
    }

    /// `text`, quoted as needed, then ` /* comment */` when there is one.
    static func reference(_ text: String, comment: String?) -> String {
        quoted(text) + (comment.map { " /* \($0) */" } ?? "")
    }

    /// `text` as Xcode writes it: bare when it has only letters, digits and
    /// `$ _ . /` (and no `//` or `___`), else in double quotes with `\`,
    /// `"`, tab and line feed escaped.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && !text.contains("//") && !text.contains("___") && text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || (UInt8(ascii: ".")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }
        if bare { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
