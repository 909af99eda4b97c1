import ArchGenSource
import ArchGenSpec
import Foundation

extension Fixtures {
    /// `Tests/Fixtures/Specs`: copies of the shared examples, and `Gallery.archgen` (every member shape).
    package static let specsDirectory = directory.appendingPathComponent("Specs")

    /// `Tests/Fixtures/Golden/<style>/<Module>/<platform>-<tests>/{Sources,Tests}`.
    package static let goldenDirectory = directory.appendingPathComponent("Golden")

    /// The spec `<folder>/<module>.archgen`, validated (external files checked
    /// on disk); throws the rendered diagnostics when it is invalid.
    package static func spec(_ module: String, in folder: URL = specsDirectory) throws -> Spec {
        let url = folder.appendingPathComponent(module + ".archgen")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GeneratedPackage.Problem("no spec for \(module) at \(url.path)")
        }
        let result = SpecLoader(files: TestDisk.local)
            .load(bytes: Array(data), path: url.path)
        guard let spec = result.spec else {
            throw GeneratedPackage.Problem(DiagnosticRenderer().render(result.diagnostics))
        }
        return spec
    }
}
