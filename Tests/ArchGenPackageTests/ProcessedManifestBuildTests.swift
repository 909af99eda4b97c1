@testable import ArchGenPackage
import Foundation
import TestSupport
import XCTest

/// The manifests of `ProcessedManifestTests` read back by the real SwiftPM (`swift package dump-package`).
final class ProcessedManifestBuildTests: XCTestCase {
    private let swiftPM = ScriptedSwiftPM()


    /// The proof: the real SwiftPM reads each edit back, with the new
    /// targets, and shows the later code's work on Cart.
    func testSwiftPMReadsEveryEditAndTheLaterCodesWorkOnTheNewTarget() throws {
        let swift = try SwiftToolchain.requireSwift()
        let scratch = try ScratchDirectory()
        var outputs: [String: String] = [:]
        swiftPM.real = { text, folders throws(ManifestUpdateError) in
            do {
                let package = scratch.url.appendingPathComponent("Shop\(outputs.count)")
                for folder in folders + ["Sources/Core"] {
                    try FileManager.default.createDirectory(at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
                }
                try Data(text.utf8).write(to: package.appendingPathComponent("Package.swift"))
                let output = try SwiftToolchain.run(swift, ["package", "dump-package"], in: package).output
                outputs[text] = output
                return PackageDump(output: output).map(ManifestEvaluation.evaluated) ?? .rejected(output: output)
            } catch {
                throw .evaluation("\(error)")
            }
        }
        for manifest in ProcessedManifest.all {
            ProcessedManifestTests.check(manifest, with: swiftPM)
            guard let (name, shows) = manifest.proof else { continue }
            // SwiftPM's JSON, after any warning: from its first line that is a lone `{`.
            let output = try XCTUnwrap(outputs[manifest.edited], manifest.shape)
            let json = output.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "{" }.joined(separator: "\n")
            let dump = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], manifest.shape)
            let target = try XCTUnwrap((dump["targets"] as? [[String: Any]])?.first { $0["name"] as? String == name }, manifest.shape)
            let targetJSON = String(decoding: try JSONSerialization.data(withJSONObject: target), as: UTF8.self).replacing("\\/", with: "/")
            XCTAssertTrue(targetJSON.contains(shows), "\(manifest.shape): \(targetJSON)")
        }
    }
}
