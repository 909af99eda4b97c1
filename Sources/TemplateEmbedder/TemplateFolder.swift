import Foundation

/// The templates under a folder: every `*.stencil` file, at any depth,
/// except hidden ones (a path component starting with `.`, such as editor
/// swap files). The `EmbedTemplates` plugin applies the same rule when it
/// declares the build command's inputs.
struct TemplateFolder {
    /// The folder, without a trailing `/`.
    let root: String

    init(root: String) {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        self.root = root
    }

    /// The text of each of `files` (relative to `root`) by name: its path
    /// without `.stencil` (`shared/TestDouble`).
    func texts(of files: [String]) throws(EmbedderError) -> [String: String] {
        var texts: [String: String] = [:]
        for relative in files {
            texts[String(relative.dropLast(".stencil".count))] = try read(root + "/" + relative)
        }
        return texts
    }

    /// The template files' paths relative to `root`, sorted.
    func templateFiles() throws(EmbedderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EmbedderError(message: "'\(root)' is not a folder")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw EmbedderError(message: "cannot list '\(root)'")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard Self.isTemplate(relative) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder),
               !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// Whether a relative path names a template file by the rule above.
    static func isTemplate(_ relative: String) -> Bool {
        relative.hasSuffix(".stencil") && relative.count > ".stencil".count
            && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The text of the file at `path`; like every template it must be UTF-8.
    private func read(_ path: String) throws(EmbedderError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EmbedderError(message: "cannot read '\(path)'")
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw EmbedderError(message: "'\(path)' is not UTF-8; save the template as UTF-8")
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
