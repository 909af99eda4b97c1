/// A folder for every module at once, as archgen.yml's `paths` write it:
/// `Sources/{module}` is `Sources/SignIn` for module SignIn.
///
/// `{module}` is the only placeholder, and a pattern must contain it (the
/// loader checks): without it, every module's files would go to one folder.
package struct ModulePathPattern: Equatable, Sendable {
    /// What the module's name replaces.
    package static let placeholder = "{module}"

    /// The pattern as written, without a trailing `/`.
    package var pattern: String

    package init(_ pattern: String) {
        self.pattern = pattern
    }

    /// The folder of `module`: every `{module}` replaced by its name.
    package func path(for module: String) -> String {
        pattern.filling(Self.placeholder, with: module)
    }
}
