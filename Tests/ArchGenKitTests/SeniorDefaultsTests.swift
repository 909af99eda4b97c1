import ArchGenKit
import ArchGenSpec
import Foundation
import TestSupport
import XCTest

/// What a senior reviewer reads in the app code archgen writes with its
/// defaults (issue 38): no implicitly unwrapped link that `init` could take,
/// no protocol exposing the wiring, no tool rationale, the spec's description
/// once per module. Every example, in every built-in style, on every platform.
final class SeniorDefaultsTests: XCTestCase {
    /// Words that explain archgen rather than the app: they belong in `archgen help`.
    static let rationale = [
        "Free of UIKit", "tested on any platform", "unlike VIPER", "Clean Swift keeps", "archgen keeps",
        "live on the main actor", "`@preconcurrency` keeps", "Held strongly",
    ]

    private func renderedExamples() throws -> [(name: String, files: [PlannedFile])] {
        var modules: [(name: String, files: [PlannedFile])] = []
        for module in ["SignIn", "ItemsList", "ItemsDetails", "Main", "ListMovies", "Home"] {
            var spec = try Fixtures.spec(module)
            for style in StyleDefinition.allBuiltIn {
                spec.style = style
                for platform in Platform.allCases {
                    spec.platform = platform
                    let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
                    modules.append(("\(module) \(style.name) \(platform)", files))
                }
            }
        }
        return modules
    }

    func testNoImplicitlyUnwrappedLinkAndNoWiringInTheProtocols() throws {
        for (name, files) in try renderedExamples() {
            for file in files where file.path.hasPrefix("S/") {
                for line in file.contents.split(separator: "\n") {
                    let text = line.trimmingCharacters(in: .whitespaces)
                    // A link is typed `(any P)`; a service's own members are the spec's to write.
                    let isLink = (text.hasPrefix("var ") || text.hasPrefix("weak var ")) && text.contains(": (any ")
                    XCTAssertFalse(isLink && (text.hasSuffix(")!") || text.contains(")! {")),
                                   "\(name): \(file.path) holds a link `init` could take: \(text)")
                    if file.ownership == .generated, text.hasPrefix("var "), text.contains("(any "), text.hasSuffix("{ get set }") {
                        XCTFail("\(name): \(file.path) exposes the wiring: \(text)")
                    }
                }
            }
        }
    }

    func testNoToolRationaleInTheModule() throws {
        for (name, files) in try renderedExamples() {
            for file in files {
                for words in Self.rationale where file.contents.contains(words) {
                    XCTFail("\(name): \(file.path) explains archgen (\(words))")
                }
            }
        }
    }

    /// SignIn's and Home's specs have a description: it heads the contract, and no other file.
    func testTheDescriptionAppearsOncePerModule() throws {
        for (name, files) in try renderedExamples() where name.hasPrefix("SignIn") || name.hasPrefix("Home") {
            let spec = try Fixtures.spec(String(name.prefix { $0 != " " }))
            let first = try XCTUnwrap(spec.description?.split(separator: "\n").first.map { "// " + $0 })
            let holders = files.filter { $0.contents.contains(first + "\n") }.map(\.path)
            XCTAssertEqual(holders.count, 1, "\(name): \(holders)")
            XCTAssertTrue(holders.first?.hasSuffix("Contract.swift") == true || holders.first?.hasSuffix("Protocols.swift") == true,
                          "\(name): \(holders)")
        }
    }
}
