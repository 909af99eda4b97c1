import ArchGenKit
import ArchGenSource
import ArchGenSpec
import ArchGenTemplates

/// What a `Generation` would do, as a value: the files to write, the
/// notes to show once they are, and what planning found. Nothing is
/// written until `Generation.write(_:)` is given it.
public struct GenerationPlan {
    /// Every file to write, in order: a new module's starter spec, each
    /// project's modules and shared declarations, its Xcode project and
    /// package manifest edits, the scaffold files that get stubs, the
    /// removals `prune` asked for.
    public var files: [PlannedFile] = []
    /// To show once the files are written: stubs inserted, what is left to
    /// the team, the manifest's notes, the generated files no spec generates.
    public var notes: [Diagnostic] = []
    /// What planning found, in order (the specs', the projects', the
    /// templates'...); an error among them stops it.
    public var diagnostics: [Diagnostic] = []
    /// Nil when the plan can be written; else the exit status the run stops with.
    public var failure: ExitCode?
    /// Bad usage planning found (a style no project has, --output for two
    /// specs...): `failure` is then `.invalidInput`.
    var usageError: UsageError?

    var start: ContinuousClock.Instant
    var write = WriteOptions()
    /// The project folders whose locks writing takes, in order.
    var lockingFolders: [String] = []
    /// A new module to prove before writing, unless `--no-build` or a dry run.
    var build: NewModuleBuild?

    /// The planned files' paths, in order.
    public var paths: [String] { files.map(\.path) }
}

/// What a new module's build check compiles: its files as they will be.
struct NewModuleBuild {
    var files: [PlannedFile]
    var spec: Spec
    var layout: ModuleLayout
    var project: Project
    var loader: LayeredTemplateLoader
    var options: BuildOptions
}
