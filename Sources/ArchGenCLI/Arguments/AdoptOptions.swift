import ArchGenSpec

/// `archgen adopt`'s options.
struct AdoptOptions: Equatable, Sendable {
    static let signature = CommandSignature(
        flags: [.dryRun, .runTests, .replaceTeamFiles, .fullBuild, .noSimulator, .quiet],
        options: [.adoptFormat, .swift],
        positional: .init(name: "FOLDER", minimum: 1, maximum: nil))

    enum Format: String, CaseIterable {
        case text, json
    }

    /// The modules' sources folders.
    var folders: [String]
    var format: Format
    var dryRun: Bool
    var runTests: Bool
    var replace: Bool
    var build: BuildOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        folders = parsed.positionals.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        format = try parsed.choice(of: .adoptFormat, "format", as: Format.self) ?? .text
        dryRun = parsed.has(.dryRun)
        runTests = parsed.has(.runTests)
        replace = parsed.has(.replaceTeamFiles)
        build = BuildOptions(parsed)
        if dryRun, replace { throw UsageError("--dry-run writes nothing, --replace writes the generated files: give one") }
    }

    /// The proof as `check` runs it on the specs at `specPaths`.
    func checkArguments(_ specPaths: [String]) -> [String] {
        (runTests ? ["--run-tests"] : []) + (build.fullBuild ? ["--full-build"] : [])
            + (build.noSimulator ? ["--no-simulator"] : []) + (build.swift.map { ["--swift", $0] } ?? []) + specPaths
    }
}

extension CommandSignature.Flag {
    static let replaceTeamFiles = CommandSignature.Flag(
        name: "--replace", help: "After the proof, write archgen's generated files in place of the team's files it replaced")
}

extension CommandSignature.Option {
    static let adoptFormat = CommandSignature.Option(
        name: "--format", valueName: "text|json", help: "How to print what adopt found (default: text)")
}
