import ArchGenSource
import ArchGenSpec

/// Maps what the compiler and the tests say about the sandbox package back to
/// the user's files: `<cache>/package/Sources/SignIn/SignInPresenter.swift:12:9`
/// becomes `SignIn/SignInPresenter.swift:12:9`, with that line and a caret.
package struct SandboxSourceMap: Sendable {
    private let files: [String: SandboxPackage.File]
    private let testFilesByName: [String: [SandboxPackage.File]]
    private let folders: [String]
    private let readFile: @Sendable (String) -> String?

    /// `files`: the package's (`SandboxPackage.files`). `packageFolders`: the
    /// package folder's absolute path as the compiler may print it (as given,
    /// and with links resolved). `readFile` reads a spec, for the line of an
    /// `external` declaration.
    package init(files packageFiles: [SandboxPackage.File], packageFolders: [String], readFile: @escaping @Sendable (String) -> String?) {
        var files: [String: SandboxPackage.File] = [:]
        var testFiles: [String: [SandboxPackage.File]] = [:]
        for file in packageFiles {
            files[file.path] = file
            if file.path.hasPrefix("Tests/") {
                testFiles[Path.lastComponent(of: file.path), default: []].append(file)
            }
        }
        self.files = files
        self.testFilesByName = testFiles
        self.folders = packageFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.readFile = readFile
    }

    /// The diagnostic the user sees for `message`.
    package func diagnostic(for message: CompilerMessage) -> Diagnostic {
        let severity: Diagnostic.Severity = [.error: .error, .warning: .warning, .note: .note][message.severity] ?? .error
        var diagnostic = Diagnostic(severity: severity, message: message.message, path: message.path ?? "swift")
        guard let path = message.path, let file = file(at: path), let line = message.line else { return diagnostic }
        let column = message.column ?? 1
        let sandboxLine = Self.line(line, of: file.contents)
        switch file.origin {
        case .userFile(let userPath):
            diagnostic.path = userPath
            diagnostic.location = SourceLocation(line: line, column: column)
            diagnostic.sourceLine = sandboxLine
        case .mapped(let source):
            guard let place = source.origin(ofLine: line) else {
                diagnostic.path = path
                diagnostic.location = SourceLocation(line: line, column: column)
                return diagnostic
            }
            diagnostic.path = place.path
            if place.keepsColumns {
                diagnostic.location = SourceLocation(line: place.location.line, column: column)
                diagnostic.sourceLine = sandboxLine
            } else {
                diagnostic.location = place.location
                diagnostic.sourceLine = readFile(place.path).flatMap { Self.line(place.location.line, of: $0) }
            }
        }
        if message.column == nil { diagnostic.location?.column = Self.firstNonBlankColumn(diagnostic.sourceLine) }
        return diagnostic
    }

    /// The package file a printed path names: an absolute path inside the
    /// package, or a bare test file name (Swift Testing) that only one test file has.
    private func file(at printed: String) -> SandboxPackage.File? {
        for folder in folders where printed.hasPrefix(folder) {
            return files[String(printed.dropFirst(folder.count))]
        }
        guard !printed.contains("/"), let candidates = testFilesByName[printed], candidates.count == 1 else { return nil }
        return candidates[0]
    }

    /// 1-based `number` of `text`, without its line break; nil past the end.
    static func line(_ number: Int, of text: String) -> String? {
        SourceText(path: "", text: text).line(number)
    }

    /// Where the text of a line starts, for a message with a line but no column.
    private static func firstNonBlankColumn(_ line: String?) -> Int {
        guard let line else { return 1 }
        return line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1
    }
}
