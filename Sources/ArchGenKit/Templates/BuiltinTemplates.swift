import ArchGenTemplates

/// The templates compiled into archgen.
///
/// The package's `Templates/` folder is their single source of truth: at
/// build time the `EmbedTemplates` plugin turns every `Templates/**/*.stencil`
/// into an entry of `BuiltinTemplateTexts` (generated Swift source), so a
/// binary copied anywhere has all its templates and never looks for files.
///
/// A template's name is its path below `Templates/` without `.stencil`:
/// `Templates/shared/TestDouble.stencil` is `shared/TestDouble`, the name
/// `{% include %}` uses and the path an override folder repeats.
package enum BuiltinTemplates {
    /// Every built-in template's text, by name.
    package static var texts: [String: String] {
        BuiltinTemplateTexts.texts
    }

    /// Every built-in template's name, sorted.
    package static var names: [String] {
        texts.keys.sorted()
    }

    /// One loader for the built-in templates shared by the whole process, so
    /// each template is parsed once however many loaders layer over it.
    static let builtInLoader = InMemoryTemplateLoader(BuiltinTemplateTexts.texts)

    /// The templates a run uses: with `directory` (`--templates DIR`), a
    /// template found there under the same relative name wins, and every
    /// other name comes from the built-in set; without it, the built-in set.
    package static func loader(overridingWith directory: String?) -> any TemplateLoader {
        layeredLoader(overridingWith: directory)
    }

    /// `loader(overridingWith:)` as its concrete type, which can also say
    /// where each template comes from (`templates list`).
    /// The folder's templates are read from the real disk (the working tree, even for `check --staged`).
    package static func layeredLoader(overridingWith directory: String?) -> LayeredTemplateLoader {
        LayeredTemplateLoader(
            builtIn: builtInLoader, overrides: directory.map { DirectoryTemplateLoader(directory: $0, files: LocalFileSystem()) })
    }
}
