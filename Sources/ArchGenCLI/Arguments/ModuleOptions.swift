import ArchGenKit
import ArchGenSpec

/// `archgen new`'s options: what it accepts, and each one parsed.
struct NewOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.dryRun, .force, .noBuild, .fullBuild, .noSimulator, .quiet],
        options: [.style, .spec, .platform, .tests, .output, .testsOutput, .templates, .swift],
        positional: .init(name: "Module", minimum: 0, maximum: 1))

    var generation: GenerationOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        generation = GenerationOptions(
            input: .newModule(name: parsed.positionals.first, spec: parsed.value(of: .spec)),
            choices: try SpecChoices(parsed, platform: .platform, tests: .tests),
            folders: try FolderOptions(parsed), templates: parsed.value(of: .templates),
            write: WriteOptions(parsed, force: .force),
            provesBuild: !parsed.has(.noBuild), build: BuildOptions(parsed))
    }
}

/// `archgen generate`'s options.
struct GenerateOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.dryRun, .prune, .quiet],
        options: [.style, .output, .testsOutput, .templates],
        positional: .init(name: "SPEC", minimum: 0, maximum: nil))

    var generation: GenerationOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        generation = GenerationOptions(
            input: .specs(parsed.positionals), choices: SpecChoices(style: parsed.value(of: .style)),
            folders: try FolderOptions(parsed), templates: parsed.value(of: .templates),
            write: WriteOptions(parsed), prune: parsed.has(.prune))
    }
}

extension CommandSignature.Option {
    static let spec = CommandSignature.Option(name: "--spec", valueName: "FILE", help: "Generate from this spec")
}

extension CommandSignature.Flag {
    static let prune = CommandSignature.Flag(
        name: "--prune", help: "Remove the generated files no spec generates any more (only those unchanged since written)")
}
