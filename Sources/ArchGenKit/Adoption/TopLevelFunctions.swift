import ArchGenSpec

/// The functions a file of the app declares at its top level (ariok's
/// `func dateFormat(date:) -> String` in `Libs/Helpers.swift`), as read types
/// of keyword `func`: what a module's own code may call besides the app's
/// types, whose file `external:` then names (`UsedAppTypes`, `CodeNames`).
enum TopLevelFunctions {
    static func declarations(in file: ReadSourceFile) -> [ReadType] {
        guard let tokens = try? SwiftTokenizer.tokenize(file.text) else { return [] }
        let scalars = Array(file.text.unicodeScalars)
        var depth = 0
        var functions: [ReadType] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                depth += token.text == "{" ? 1 : -1
            } else if depth == 0, token.kind == .word(isBackticked: false), token.text == "func",
                      index + 1 < tokens.count, tokens[index + 1].isWord {
                let line = scalars[..<token.offset].filter { $0 == "\n" }.count + 1
                functions.append(ReadType(
                    keyword: "func", name: tokens[index + 1].text, place: file.place(ofLine: line), attributes: [],
                    inherited: [], members: [], isTest: file.isTest, code: file.code(of: line...line), isOneLine: true))
            }
        }
        return functions
    }
}

extension ReadModule {
    /// The app's declarations a module may use, by name: its types (`types(in:)`) and its top-level functions.
    package static func appDeclarations(in files: [ReadSourceFile]) -> [ReadType] {
        types(in: files) + files.flatMap(TopLevelFunctions.declarations(in:))
    }
}
