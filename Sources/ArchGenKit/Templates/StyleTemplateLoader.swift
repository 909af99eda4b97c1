import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// A project's own style's templates folder (archgen.yml's `styles: <name>:
/// templates:`) over the templates of a run (`--templates` or archgen.yml's
/// `templates:`, over the built-in ones).
///
/// The folder holds its base style's templates without the style's folder:
/// `Presenter.stencil` replaces `viper/Presenter` for a style based on VIPER,
/// and `shared/TestDouble.stencil` replaces `shared/TestDouble`. Any other
/// name, and a name the folder has no file for, comes from the layer below.
/// A file there that does not parse is an error, located in that file.
package struct StyleTemplateLoader: TemplateLoader {
    /// The style's folder.
    package let folder: DirectoryTemplateLoader
    /// The folder of templates (`viper`) the style's own replace: its base's, or its own name for a style read from a folder.
    package let base: String
    /// The templates of the run, below the style's.
    package let below: any TemplateLoader

    /// The style's templates are read from `files` (the real disk, for a run).
    package init(folder: String, base: String, below: any TemplateLoader, files: any FileReading = LocalFileSystem()) {
        self.folder = DirectoryTemplateLoader(directory: folder, files: files)
        self.base = base
        self.below = below
    }

    /// `loader` with a style's templates folder over it, if it has one.
    package static func loader(_ loader: any TemplateLoader, templates: String?, base: String) -> any TemplateLoader {
        templates.map { StyleTemplateLoader(folder: $0, base: base, below: loader) } ?? loader
    }

    package func template(named name: String) throws(TemplateError) -> Template? {
        if let local = Self.localName(of: name, base: base), let template = try folder.template(named: local) {
            return template
        }
        return try below.template(named: name)
    }

    package var templateNames: [String] { below.templateNames }

    /// The file in the folder that replaces `name`, if there is one.
    package func path(of name: String) -> String? {
        Self.localName(of: name, base: base).flatMap(folder.path(of:))
    }

    /// The name of `name` in a style's folder: `viper/Presenter` is
    /// `Presenter` for a style based on VIPER, `shared/X` stays; nil for the
    /// templates of other styles, which a style's folder cannot replace.
    package static func localName(of name: String, base: String) -> String? {
        let prefix = base + "/"
        if name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return name.hasPrefix("shared/") ? name : nil
    }

    /// The full name of a file of a style's folder (`Presenter` → `viper/Presenter`).
    package static func fullName(of localName: String, base: String) -> String {
        localName.hasPrefix("shared/") ? localName : base + "/" + localName
    }
}
