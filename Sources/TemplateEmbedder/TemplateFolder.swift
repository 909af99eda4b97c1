import Foundation

/// The files to embed under a folder: every `*.<fileExtension>` file
/// (`*.stencil` for templates, `*.md` for the reference), at any depth,
/// except hidden ones (a path component starting with `.`, such as editor
/// swap files). The `EmbedTemplates` plugin applies the same rule when it
/// declares the build command's inputs.
struct TemplateFolder {
    /// The folder, without a trailing `/`.
    let root: String
    /// The files' extension, without its dot.
    let fileExtension: String

    init(root: String, fileExtension: String = "stencil") {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.fileExtension = fileExtension
    }

    private var suffix: String { "." + fileExtension }

    /// The text of each of `files` (relative to `root`) by name: its path
    /// without the extension (`shared/TestDouble`).
    func texts(of files: [String]) throws(EmbedderError) -> [String: String] {
        var texts: [String: String] = [:]
        for relative in files {
            texts[String(relative.dropLast(suffix.count))] = try read(root + "/" + relative)
        }
        return texts
    }

    /// The files' paths relative to `root`, sorted.
    func files() throws(EmbedderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EmbedderError(message: "'\(root)' is not a folder")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw EmbedderError(message: "cannot list '\(root)'")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard isEmbedded(relative) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder),
               !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// Whether a relative path names a file to embed by the rule above.
    func isEmbedded(_ relative: String) -> Bool {
        relative.hasSuffix(suffix) && relative.count > suffix.count
            && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The text of the file at `path`, which must be UTF-8.
    private func read(_ path: String) throws(EmbedderError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EmbedderError(message: "cannot read '\(path)'")
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw EmbedderError(message: "'\(path)' is not UTF-8; save it as UTF-8")
        }
        // Decoded as it is, a byte-order mark included.
        return String(decoding: data, as: UTF8.self)
    }
}

/// A reason to stop, printed as `TemplateEmbedder: error: ...` (the build
/// shows it) with exit status 1.
struct EmbedderError: Error {
    var message: String
}
