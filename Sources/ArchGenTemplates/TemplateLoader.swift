import ArchGenSource
import Foundation

/// Where `{% include "Name" %}` finds templates.
package protocol TemplateLoader: Sendable {
    /// The template called `name`, parsed; nil when there is none.
    /// A template that exists but does not parse is an error.
    func template(named name: String) throws(TemplateError) -> Template?
    /// The names `template(named:)` knows, for did-you-mean hints.
    var templateNames: [String] { get }
}

/// Parsed templates by name, shared by copies of a loader so each template
/// is parsed once however often it is rendered, and however many threads ask
/// for it at once (`OnceCache`); one that fails to parse is not kept.
typealias TemplateCache = OnceCache<String, Template>

/// Templates given as text, by name: for built-in templates and tests.
/// Diagnostics show the name as the path.
package struct InMemoryTemplateLoader: TemplateLoader {
    package let texts: [String: String]
    package let filters: TemplateFilters
    private let cache = TemplateCache()

    package init(_ texts: [String: String] = [:], filters: TemplateFilters = .standard) {
        self.texts = texts
        self.filters = filters
    }

    package func template(named name: String) throws(TemplateError) -> Template? {
        try cache.value(for: name) { () throws(TemplateError) -> Template? in
            guard let text = texts[name] else { return nil }
            return try Template(name: name, text: text, filters: filters)
        }
    }

    package var templateNames: [String] { texts.keys.sorted() }
}

/// Templates read from files under a directory. The name `Views/Cell` is
/// the file `Views/Cell` or, failing that, `Views/Cell` plus each of
/// `extensions` in turn; diagnostics show `directory/file`.
package struct DirectoryTemplateLoader: TemplateLoader {
    package let directory: String
    package let extensions: [String]
    package let filters: TemplateFilters
    private let cache = TemplateCache()

    package init(directory: String, extensions: [String] = [".stencil"], filters: TemplateFilters = .standard) {
        var directory = directory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        self.directory = directory
        self.extensions = extensions
        self.filters = filters
    }

    package func template(named name: String) throws(TemplateError) -> Template? {
        try cache.value(for: name) { () throws(TemplateError) -> Template? in
            guard let path = path(of: name) else { return nil }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw TemplateError(
                    "cannot read template '\(name)'", path: path, location: SourceLocation(line: 1, column: 1))
            }
            let source: SourceText
            do throws(SourceError) {
                source = try SourceText(path: path, bytes: [UInt8](data))
            } catch {
                throw TemplateError(
                    error.message, path: path, location: error.location, hint: "save the template as UTF-8")
            }
            return try Template(name: name, source: source, filters: filters)
        }
    }

    /// The file a name refers to (`directory/Views/Cell.stencil`), if there
    /// is one: the file `template(named:)` reads.
    package func path(of name: String) -> String? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !Path.isAbsolute(name), !components.contains("..") else { return nil }
        for candidate in [name] + extensions.map({ name + $0 }) {
            let path = Path.join(directory, candidate)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    package var templateNames: [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.isEmpty ? "." : directory) else {
            return []
        }
        var names: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = Path.join(directory, relative)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            names.append(extensions.first(where: { relative.hasSuffix($0) && !$0.isEmpty })
                .map { String(relative.dropLast($0.count)) } ?? relative)
        }
        return names.sorted()
    }
}
