@testable import ArchGenKit
import ArchGenSource
import ArchGenSpec
import TestSupport
import XCTest

/// The files of a module whose routes open others, as the route render tests
/// (UIKit's and SwiftUI's) read them.
enum RouteFiles {
    /// The spec of `text`, which must be valid.
    static func spec(_ text: String) throws -> Spec {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: "Spec.archgen")
        return try XCTUnwrap(result.spec, DiagnosticRenderer().render(result.diagnostics))
    }

    /// The files of `opener`, its routes opening `opened`, by file name.
    static func render(_ opener: String, opening opened: [String] = []) throws -> [String: String] {
        var spec = try spec(opener)
        for text in opened {
            let other = try self.spec(text)
            spec.openedModules[other.module] = other
        }
        let files = try GoldenFiles.renderer.render(spec, layout: ModuleLayout(sources: "S", tests: "T"))
        return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.split(separator: "/").last!), $0.contents) })
    }
}
