// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "archgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archgen", targets: ["archgen"]),
        // The pipeline as a library call, `Generation(options:)`'s `plan()` and `write(_:)`
        // (CONTRIBUTING.md, "The library"); every other declaration is `package`, for archgen's own targets.
        .library(name: "ArchGenCLI", targets: ["ArchGenCLI"]),
        // `swift package archgen <command> ...` in a package that depends on archgen; on macOS also Xcode's.
        .plugin(name: "ArchgenPlugin", targets: ["ArchgenPlugin"]),
    ],
    targets: [
        // The executable: hands argv to the CLI and exits with its code.
        .executableTarget(name: "archgen", dependencies: ["ArchGenCLI"]),
        // Commands, argument parsing, output formats, exit codes.
        // Docs/*.md (the reference `archgen help <topic>` prints) are compiled in by EmbedTemplates.
        .target(
            name: "ArchGenCLI", dependencies: ["ArchGenSource", "ArchGenSpec", "ArchGenKit", "ArchGenXcode", "ArchGenPackage"],
            plugins: ["EmbedTemplates"]),
        // Validated spec → rendered files → written files → build check.
        // Templates/*.stencil are compiled in as Swift source by EmbedTemplates.
        .target(
            name: "ArchGenKit", dependencies: ["ArchGenSource", "ArchGenSpec", "ArchGenTemplates"],
            plugins: ["EmbedTemplates"]),
        // Xcode project files: text → property list → project (groups, targets) → added lines.
        .target(name: "ArchGenXcode", dependencies: ["ArchGenSource"]),
        // Package manifests: Swift text → tokens → where the targets are → added lines, proved by SwiftPM's reading.
        .target(name: "ArchGenPackage", dependencies: ["ArchGenSource", "ArchGenSpec"]),
        // Templates: text → tokens → nodes, rendered against a context computed in Swift.
        .target(name: "ArchGenTemplates", dependencies: ["ArchGenSource"]),
        // Spec text → syntax tree → validated model (with diagnostics); the styles' manifests
        // (Templates/<style>/style.yml, compiled in by EmbedTemplates) → style definitions.
        .target(name: "ArchGenSpec", dependencies: ["ArchGenSource"], plugins: ["EmbedTemplates"]),
        // The base: source text, locations, diagnostics and their renderer, casing, paths. No dependency.
        .target(name: "ArchGenSource"),
        // Benchmarks (scripts/bench): archgen's speed and the build check's overhead, as a table.
        .executableTarget(name: "archgen-bench", dependencies: ["ArchGenSource", "ArchGenCLI", "ArchGenKit"]),
        // The spec generator (scripts/specgen): random valid specs, rendered, built and tested; failures shrunk.
        .executableTarget(name: "archgen-specgen", dependencies: ["ArchGenSource", "ArchGenSpec", "ArchGenKit"]),
        // Build time: Templates/ → BuiltinTemplateTexts.swift and Docs/ → BuiltinReferenceTexts.swift,
        // run by the EmbedTemplates plugin.
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        // The command plugin: runs archgen in the package's root (or the Xcode project's folder).
        .plugin(
            name: "ArchgenPlugin",
            capability: .command(
                intent: .custom(verb: "archgen", description: "Create, generate and check VIPER, VIPER-S, VIP and MVVM modules, or a team's own style's"),
                permissions: [.writeToPackageDirectory(reason: "archgen writes specs, modules and archgen.yml into the package")]),
            dependencies: ["archgen"]),
        // Test helpers shared by the test targets (fixtures, the shared folder, running the binary).
        .target(name: "TestSupport", dependencies: ["ArchGenSource", "ArchGenSpec", "ArchGenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "ArchGenSourceTests", dependencies: ["ArchGenSource"]),
        .testTarget(name: "ArchGenSpecTests", dependencies: ["ArchGenSpec", "TestSupport"]),
        .testTarget(name: "ArchGenTemplatesTests", dependencies: ["ArchGenTemplates", "ArchGenSpec", "TestSupport"]),
        .testTarget(name: "ArchGenKitTests", dependencies: ["ArchGenKit", "ArchGenSpec", "TemplateEmbedder", "TestSupport"]),
        .testTarget(name: "ArchGenXcodeTests", dependencies: ["ArchGenXcode", "ArchGenKit", "ArchGenSpec", "TestSupport"]),
        .testTarget(name: "ArchGenPackageTests", dependencies: ["ArchGenPackage", "ArchGenSpec", "TestSupport"]),
        .testTarget(
            name: "ArchGenCLITests", dependencies: ["archgen", "ArchGenCLI", "ArchGenKit", "ArchGenPackage", "ArchGenSpec", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
