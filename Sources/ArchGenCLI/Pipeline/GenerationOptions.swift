import ArchGenKit
import ArchGenSpec

/// What a `Generation` generates, and how: what `new` and `generate` are
/// given on the command line, as values.
public struct GenerationOptions: Equatable, Sendable {
    /// Where the modules come from.
    public enum Input: Equatable, Sendable {
        /// These specs (`generate SPEC...`); none: every spec of the project here.
        case specs([String])
        /// One new module (`new`): from `spec` when given (its module must be
        /// `name`, when given), else from a starter spec named `name`, written beside it.
        case newModule(name: String?, spec: String?)
    }

    /// The specs to generate, or the new module.
    public var input: Input
    /// `--style` (over every spec's own); `--platform` and `--tests` (a new module's).
    public var choices: SpecChoices
    /// `--output` and `--tests-output`: one module's folders.
    public var folders: FolderOptions
    /// `--templates DIR`: templates over the built-in ones (else archgen.yml's folder).
    public var templates: String?
    /// `--force` (a new module's scaffold files and starter spec) and `--dry-run`.
    public var write: WriteOptions
    /// `--prune`: the generated files no spec generates any more are removed.
    public var prune: Bool
    /// Whether a new module is proved to compile before it is written (`new` without `--no-build`).
    public var provesBuild: Bool
    /// How it is proved; `swift` also reads an edited package manifest back.
    public var build: BuildOptions

    /// Options as the command line's defaults have them, but for `input`.
    public init(
        input: Input, choices: SpecChoices = SpecChoices(), folders: FolderOptions = FolderOptions(), templates: String? = nil,
        write: WriteOptions = WriteOptions(), prune: Bool = false, provesBuild: Bool = false,
        build: BuildOptions = BuildOptions()
    ) {
        self.input = input
        self.choices = choices
        self.folders = folders
        self.templates = templates
        self.write = write
        self.prune = prune
        self.provesBuild = provesBuild
        self.build = build
    }
}
