import ArchGenSource

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
/// `extensions` in turn; diagnostics show `directory/file`. The files are
/// read from `files` (the real disk, for a run).
package struct DirectoryTemplateLoader: TemplateLoader {
    package let directory: String
    package let extensions: [String]
    package let filters: TemplateFilters
    package let files: any FileReading
    private let cache = TemplateCache()

    package init(
        directory: String, files: any FileReading, extensions: [String] = [".stencil"], filters: TemplateFilters = .standard
    ) {
        var directory = directory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        self.directory = directory
        self.files = files
        self.extensions = extensions
        self.filters = filters
    }

    package func template(named name: String) throws(TemplateError) -> Template? {
        try cache.value(for: name) { () throws(TemplateError) -> Template? in
            guard let path = path(of: name) else { return nil }
            guard let bytes = (try? files.contents(at: path)) ?? nil else {
                throw TemplateError(
                    "cannot read template '\(name)'", path: path, location: SourceLocation(line: 1, column: 1))
            }
            let source: SourceText
            do throws(SourceError) {
                source = try SourceText(path: path, bytes: bytes)
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
            if files.isFile(at: path) { return path }
        }
        return nil
    }

    package var templateNames: [String] {
        files.filesBelow(directory.isEmpty ? "." : directory).map { relative in
            extensions.first(where: { relative.hasSuffix($0) && !$0.isEmpty }).map { String(relative.dropLast($0.count)) } ?? relative
        }.sorted()
    }
}
