import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The flags and options several commands accept, with their help; and the
/// groups of them a stage takes as one value.
extension CommandSignature.Flag {
    static let dryRun = CommandSignature.Flag(
        name: "--dry-run", help: "Print what would be created, updated or skipped (with diffs), write nothing")
    static let quiet = CommandSignature.Flag(
        name: "--quiet", help: "Print errors only: no file list, summary, progress, warning or note")
    static let force = CommandSignature.Flag(
        name: "--force", help: "Overwrite scaffold files (edited ones are listed first)")
    static let noBuild = CommandSignature.Flag(name: "--no-build", help: "Skip the build check")
    static let noSimulator = CommandSignature.Flag(
        name: "--no-simulator", help: "On macOS, build for the Mac instead of the iOS simulator (UIKit code is then left out)")
    static let fullBuild = CommandSignature.Flag(
        name: "--full-build",
        help: "Prove the build with `swift build` (code generation and linking) instead of the compiler's fast type check")
}

extension CommandSignature.Option {
    static let style = CommandSignature.Option(
        name: "--style", valueName: "STYLE", help: "The architecture style: " + StyleRegistry.builtIn.names.joined(separator: ", ")
            + " or a style of archgen.yml (overrides the spec's)")
    static let platform = CommandSignature.Option(
        name: "--platform", valueName: "uikit|swiftui|none", help: "The view layer (overrides the spec's)")
    static let tests = CommandSignature.Option(
        name: "--tests", valueName: "xctest|swift-testing", help: "The test framework (overrides the spec's)")
    static let output = CommandSignature.Option(
        name: "--output", valueName: "DIR", help: "Where the module's sources go (default: <Module>/ beside the spec)")
    static let testsOutput = CommandSignature.Option(
        name: "--tests-output", valueName: "DIR", help: "Where its doubles and tests go (default: <Module>Tests/ beside the spec)")
    /// `--templates DIR`, for every command that renders templates: a template
    /// in DIR (same relative name, `DIR/viper/Contract.stencil`) replaces the
    /// built-in one; every other template stays built in.
    static let templates = CommandSignature.Option(
        name: "--templates", valueName: "DIR",
        help: "Use the templates in DIR instead of the built-in ones of the same name")
    static let swift = CommandSignature.Option(
        name: "--swift", valueName: "PATH", help: "The swift executable to build with (default: ARCHGEN_SWIFT, then PATH)")
}

/// `--output` and `--tests-output`: where one module's folders go instead
/// of where its project says.
public struct FolderOptions: Equatable, Sendable {
    /// `--output`: the module's sources.
    public var sources: String?
    /// `--tests-output`: its doubles and tests.
    public var tests: String?

    /// Whether either folder is moved.
    public var moved: Bool { sources != nil || tests != nil }

    /// Either folder moved, or none.
    public init(sources: String? = nil, tests: String? = nil) {
        self.sources = sources
        self.tests = tests
    }

    /// The options as given: an empty folder is an error (it was the
    /// current folder), and so are two folders one inside the other, since a
    /// module is every Swift file below its folder: its tests would be
    /// compiled into it (archgen.yml's `paths` have the same rule).
    init(_ parsed: ParsedArguments) throws(UsageError) {
        self.init(sources: parsed.value(of: .output), tests: parsed.value(of: .testsOutput))
        for (option, folder) in [(CommandSignature.Option.output, sources), (.testsOutput, tests)] where folder?.isEmpty == true {
            throw UsageError("\(option.name) is empty", hint: "name a folder ('.' for the current one)")
        }
        if let sources, let tests, Path.contains(sources, tests) || Path.contains(tests, sources) {
            let how = Path.normalized(sources) == Path.normalized(tests) ? "the same folder" : "one inside the other"
            throw UsageError("--output and --tests-output are \(how)",
                             hint: "a module is every Swift file below its folder, so its tests would be compiled into it: "
                                 + "give them folders side by side")
        }
    }
}

/// What a new spec is given, when given: `--style`, `--platform`, `--tests`
/// (unchecked style: it is checked against the project it goes to).
public struct SpecChoices: Equatable, Sendable {
    /// The architecture style, by name.
    public var style: String?
    /// The view layer.
    public var platform: Platform?
    /// The test framework.
    public var tests: TestFramework?

    /// What is given; nil leaves it to the spec or archgen.yml.
    public init(style: String? = nil, platform: Platform? = nil, tests: TestFramework? = nil) {
        self.style = style
        self.platform = platform
        self.tests = tests
    }

    init(_ parsed: ParsedArguments, platform: CommandSignature.Option, tests: CommandSignature.Option) throws(UsageError) {
        self.init(
            style: parsed.value(of: .style),
            platform: try parsed.choice(of: platform, "platform", as: Platform.self),
            tests: try parsed.choice(of: tests, "test framework", as: TestFramework.self))
    }
}

/// How a module is proved to compile: `--full-build`, `--no-simulator`, `--swift`.
public struct BuildOptions: Equatable, Sendable {
    /// `swift build` instead of the compiler's type check.
    public var fullBuild = false
    /// On macOS, the Mac rather than the iOS simulator.
    public var noSimulator = false
    /// The swift executable (nil: ARCHGEN_SWIFT, then PATH).
    public var swift: String?

    /// The fast proof for the simulator (on macOS) with the default swift, unless told otherwise.
    public init(fullBuild: Bool = false, noSimulator: Bool = false, swift: String? = nil) {
        self.fullBuild = fullBuild
        self.noSimulator = noSimulator
        self.swift = swift
    }

    init(_ parsed: ParsedArguments) {
        self.init(fullBuild: parsed.has(.fullBuild), noSimulator: parsed.has(.noSimulator), swift: parsed.value(of: .swift))
    }
}

extension WriteOptions {
    /// `--force` (when the command has it) and `--dry-run`.
    init(_ parsed: ParsedArguments, force: CommandSignature.Flag? = nil) {
        self.init(force: force.map(parsed.has) ?? false, dryRun: parsed.has(.dryRun))
    }
}
