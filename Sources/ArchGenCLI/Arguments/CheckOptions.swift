import ArchGenSpec

/// `archgen check`'s options.
struct CheckOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.staged, .noBuild, .runTests, .fullBuild, .noSimulator, .quiet],
        options: [.format, .swift, .style, .templates],
        positional: .init(name: "SPEC|FILE|FOLDER", minimum: 0, maximum: nil))

    /// The specs, files and folders named; none: every project here and below.
    var paths: [String]
    var format: CheckReport.Format
    var style: String?
    var templates: String?
    var staged: Bool
    var noBuild: Bool
    var runTests: Bool
    var build: BuildOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        paths = parsed.positionals
        format = try parsed.choice(of: .format, "format", as: CheckReport.Format.self) ?? .text
        style = parsed.value(of: .style)
        templates = parsed.value(of: .templates)
        staged = parsed.has(.staged)
        noBuild = parsed.has(.noBuild)
        runTests = parsed.has(.runTests)
        build = BuildOptions(parsed)
    }

    /// What `check` asks a `Generation` for: the files its modules produce,
    /// with `--style`, `--templates` and the build options as `generate` has them.
    var generation: GenerationOptions {
        GenerationOptions(input: .specs(paths), choices: SpecChoices(style: style), templates: templates, build: build)
    }
}

/// `archgen lint`'s options.
struct LintOptions: Equatable, Sendable {
    static let signature = CommandSignature(options: [.style], positional: .init(name: "SPEC", minimum: 0, maximum: nil))

    /// The specs named (none: every spec of the project) and `--style`.
    var generation: GenerationOptions

    init(_ parsed: ParsedArguments) {
        generation = GenerationOptions(input: .specs(parsed.positionals), choices: SpecChoices(style: parsed.value(of: .style)))
    }
}

extension CommandSignature.Flag {
    static let staged = CommandSignature.Flag(
        name: "--staged", help: "Check the modules whose spec or files are staged in git, as staged (the index)")
    static let runTests = CommandSignature.Flag(name: "--run-tests", help: "Also run the modules' tests")
}

extension CommandSignature.Option {
    static let format = CommandSignature.Option(
        name: "--format", valueName: "text|json|github", help: "How to print the findings (default: text)")
}
