import ArchGenKit
import ArchGenSpec

/// The options of the commands that neither generate nor check.

/// `archgen graph`'s options.
struct GraphOptions: Equatable, Sendable {
    static let signature = CommandSignature(options: [.graphFormat, .graphModule, .graphApp])

    var format: GraphFormat
    var module: String?
    var app: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        format = try parsed.choice(of: .graphFormat, "format", as: GraphFormat.self) ?? .mermaid
        module = parsed.value(of: .graphModule)
        app = parsed.value(of: .graphApp)
        if module != nil, app != nil {
            throw UsageError("--module and --app each choose what to draw: give one")
        }
    }
}

/// `archgen init`'s options.
struct InitOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.dryRun, .replaceStarterFiles],
        options: [.defaultStyle, .defaultPlatform, .defaultTests],
        positional: .init(name: "Module", minimum: 0, maximum: 1))

    var module: String?
    /// The defaults archgen.yml is written with.
    var choices: SpecChoices
    var write: WriteOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        module = parsed.positionals.first
        choices = try SpecChoices(parsed, platform: .defaultPlatform, tests: .defaultTests)
        write = WriteOptions(parsed, force: .replaceStarterFiles)
    }
}

/// `archgen dump`'s options.
struct DumpOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.yaml], options: [.style], positional: .init(name: "SPEC", minimum: 1, maximum: 1))

    var path: String
    var yaml: Bool
    var style: String?

    init(_ parsed: ParsedArguments) {
        path = parsed.positionals[0]
        yaml = parsed.has(.yaml)
        style = parsed.value(of: .style)
    }
}

/// `archgen rename`'s options.
struct RenameOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.dryRun], options: [.templates], positional: .init(name: "Old New", minimum: 2, maximum: 2))

    var old: String
    var new: String
    var templates: String?
    var write: WriteOptions

    init(_ parsed: ParsedArguments) {
        (old, new) = (parsed.positionals[0], parsed.positionals[1])
        templates = parsed.value(of: .templates)
        write = WriteOptions(parsed)
    }
}

/// `archgen templates list`'s options.
struct TemplatesListOptions: Equatable, Sendable {
    static let signature = CommandSignature(options: [.templates])

    var templates: String?

    init(_ parsed: ParsedArguments) {
        templates = parsed.value(of: .templates)
    }
}

/// `archgen templates export`'s options.
struct TemplatesExportOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.replaceExported, .exportDryRun], options: [.exportedStyle, .exportedKind], positional: .init(name: "DIR", minimum: 1, maximum: 1))

    var folder: String
    var style: String?
    /// `--kind NAME`: only a starter template for a new kind of file (`TemplateKindStarter`).
    var kind: String?
    var write: WriteOptions

    init(_ parsed: ParsedArguments) {
        folder = parsed.positionals[0]
        style = parsed.value(of: .exportedStyle)
        kind = parsed.value(of: .exportedKind)
        write = WriteOptions(force: parsed.has(.replaceExported), dryRun: parsed.has(.exportDryRun))
    }
}

extension CommandSignature.Flag {
    static let yaml = CommandSignature.Flag(name: "--yaml", help: "Print the syntax tree only (mappings, lists, strings, null)")
    /// `init`'s own words for the options it shares with `new`: it writes the
    /// defaults of a project's specs, not one module.
    static let replaceStarterFiles = CommandSignature.Flag(
        name: "--force", help: "Replace archgen.yml and the starter spec when they exist")
    static let replaceExported = CommandSignature.Flag(
        name: "--force", help: "Replace exported templates you have changed since they were exported")
    static let exportDryRun = CommandSignature.Flag(name: "--dry-run", help: "Show what would be written (with diffs); write nothing")
}

extension CommandSignature.Option {
    static let graphFormat = CommandSignature.Option(
        name: "--format", valueName: "mermaid|dot", help: "Mermaid's flowchart (default) or Graphviz's DOT")
    static let graphModule = CommandSignature.Option(
        name: "--module", valueName: "MODULE", help: "Draw this module, the modules it opens or is opened by, and its services")
    static let graphApp = CommandSignature.Option(
        name: "--app", valueName: "APP", help: "Draw the modules of this app module and their services")
    static let defaultStyle = CommandSignature.Option(
        name: "--style", valueName: StyleRegistry.builtIn.names.joined(separator: "|"), help: "The specs' default architecture style (default: viper)")
    static let defaultPlatform = CommandSignature.Option(
        name: "--platform", valueName: "uikit|swiftui|none", help: "The specs' default view layer (default: uikit)")
    static let defaultTests = CommandSignature.Option(
        name: "--tests", valueName: "xctest|swift-testing", help: "The specs' default test framework (default: xctest)")
    static let exportedStyle = CommandSignature.Option(
        name: "--style", valueName: "STYLE", help: "Only STYLE's templates, named as a style's templates folder names them")
    static let exportedKind = CommandSignature.Option(
        name: "--kind", valueName: "NAME", help: "Only a starter template for a new kind of file, NAME, of a style of your own")
}
