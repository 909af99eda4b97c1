import Foundation
import TestSupport
import XCTest

/// CONTRIBUTING.md stays a guide: its diagram of the targets is
/// Package.swift's (every target, every dependency and plugin arrow), and it
/// is at most 250 lines (the benchmark history lives in BENCHMARKS.md).
final class ContributingGuideTests: XCTestCase {
    static let maximumLines = 250

    private func read(_ file: String) throws -> String {
        try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    func testTheDiagramOfTheTargetsIsPackageSwifts() throws {
        let manifest = try TargetGraph(manifest: read("Package.swift"))
        XCTAssertTrue(["archgen", "ArchGenCLI", "ArchGenSpecTests", "EmbedTemplates"].allSatisfy { manifest.targets[$0] != nil },
                      "Package.swift's targets were not read: \(manifest.targets.keys.sorted())")
        let diagram = try TargetGraph(diagramIn: read("CONTRIBUTING.md"), file: "CONTRIBUTING.md")
        let differences = diagram.differences(from: manifest)
        XCTAssertEqual(differences, [], "CONTRIBUTING.md's diagram of the targets differs from Package.swift:\n"
                        + differences.joined(separator: "\n"))
    }

    func testTheGuideIsAtMost250Lines() throws {
        let lines = try read("CONTRIBUTING.md").reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        XCTAssertLessThanOrEqual(lines, Self.maximumLines, """
            CONTRIBUTING.md has \(lines) lines, over \(Self.maximumLines): it is a guide; \
            a benchmark run goes to BENCHMARKS.md, what users read to Docs/
            """)
    }

    func testEachDifferenceOfADiagramIsNamed() throws {
        let manifest = try TargetGraph(manifest: """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Tiny",
                products: [.plugin(name: "Tool", targets: ["Tool"])],
                targets: [
                    .target(name: "Core", plugins: ["Embed"]),
                    .executableTarget(name: "tiny-cli", dependencies: ["Core"]),
                    .plugin(name: "Embed", capability: .buildTool(), dependencies: ["Embedder"]),
                    .executableTarget(name: "Embedder"),
                    .target(name: "Lonely"),
                    .testTarget(name: "CoreTests", dependencies: ["Core", .target(name: "tiny-cli")]),
                ]
            )
            """)
        let diagram = try TargetGraph(diagramIn: """
            # Tiny

            ```mermaid
            flowchart TD
                %% Package.swift's targets
                cli[tiny-cli] --> Core
                Core -.-> Embed
                CoreTests --> Core & Embedder
                Stray
            ```
            """, file: "GUIDE.md")
        XCTAssertEqual(diagram.differences(from: manifest), [
            "the diagram lacks CoreTests --> tiny-cli (in Package.swift, 'CoreTests' depends on 'tiny-cli')",
            "the diagram has CoreTests --> Embedder, which Package.swift does not declare",
            "the diagram lacks Embed --> Embedder (in Package.swift, 'Embed' depends on 'Embedder')",
            "the diagram lacks the target 'Lonely' (Package.swift declares it)",
            "the diagram has a target 'Stray' that Package.swift does not declare",
        ])
    }

    func testADiagramTheReaderCannotFollowIsAnError() {
        let cases = [
            ("```mermaid\n%% Package.swift\nA --- B\n```\n", "GUIDE.md:3: '---' is not an arrow ('-->', '-.->') or '&' in 'A --- B'"),
            ("```mermaid\n%% Package.swift\nA --> B &\n```\n", "GUIDE.md:3: 'A --> B &' ends without a target"),
            ("```mermaid\n%% Package.swift\nA --> b(B)\n```\n", "GUIDE.md:3: 'b(B)' is not a target (write Name or id[Name]) in 'A --> b(B)'"),
            ("```mermaid\nA --> B\n```\n",
             "GUIDE.md has 0 ```mermaid blocks with a '%%' comment naming Package.swift: the diagram of the targets must be one"),
        ]
        for (markdown, message) in cases {
            XCTAssertThrowsError(try TargetGraph(diagramIn: markdown, file: "GUIDE.md")) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }
}
