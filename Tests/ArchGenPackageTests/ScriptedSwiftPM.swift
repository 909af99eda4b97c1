@testable import ArchGenPackage
import ArchGenSource
import ArchGenSpec
import XCTest

/// SwiftPM as the editor's tests script it: the manifest as it is reads as
/// `original` (or is rejected with `originalOutput`); an edited one reads as
/// the original plus what was added (or as `edited` / `editedOutput`).
/// Every text evaluated is kept, so a test can say SwiftPM was not asked.
/// With `real` set, the real SwiftPM reads every text instead.
final class ScriptedSwiftPM: @unchecked Sendable {
    var original = PackageDump()
    var originalOutput: String?
    var edited: PackageDump?
    var editedOutput: String?
    private(set) var evaluated: [String] = []
    /// The notes of the last edit, rendered as archgen prints them ("" for none).
    private(set) var notes = ""
    var real: ((_ text: String, _ folders: [String]) throws(ManifestUpdateError) -> ManifestEvaluation)?

    /// `update` of `text` with `addition`: the new text, or the error rendered as archgen prints it.
    func update(_ text: String, adding addition: PackageAddition) -> Result<String?, RenderedError> {
        let updater = ManifestUpdater { [self] evaluatedText, folders throws(ManifestUpdateError) in
            evaluated.append(evaluatedText)
            if let real { return try real(evaluatedText, folders) }
            if evaluatedText == text {
                return originalOutput.map { .rejected(output: $0) } ?? .evaluated(original)
            }
            if let editedOutput { return .rejected(output: editedOutput) }
            return .evaluated(edited ?? PackageDump(
                targets: original.targets + addition.targets.filter { new in !original.targets.contains { $0.name == new.name } }.map {
                    PackageDump.Target(name: $0.name, type: $0.kind.rawValue, path: $0.hasDefaultPath ? nil : $0.path,
                                       dependencies: $0.dependencies.map(Self.dumped))
                },
                products: original.products + addition.products.map { PackageDump.Product(name: $0.name, targets: $0.targets) }))
        }
        notes = ""
        do throws(ManifestUpdateError) {
            let edit = try updater.update(text, adding: addition)
            let source = SourceText(path: "Package.swift", text: edit?.text ?? text)
            notes = DiagnosticRenderer().render(edit?.notes.map { Diagnostic($0, severity: .note, in: source) } ?? [])
            return .success(edit?.text)
        } catch {
            switch error {
            case .manifest(let error):
                return .failure(RenderedError(text: DiagnosticRenderer().render([Diagnostic(error, in: SourceText(path: "Package.swift", text: text))])))
            case .evaluation(let message):
                return .failure(RenderedError(text: message))
            }
        }
    }

    /// The edited text, failing the test on an error.
    func edited(_ text: String, adding addition: PackageAddition, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch update(text, adding: addition) {
        case .success(let edited): return edited
        case .failure(let error):
            XCTFail(error.text, file: file, line: line)
            return nil
        }
    }

    /// The error, failing the test when there is none.
    func error(_ text: String, adding addition: PackageAddition, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch update(text, adding: addition) {
        case .success(let edited):
            XCTFail("no error; the manifest became:\n\(edited ?? "(unchanged)")", file: file, line: line)
            return ""
        case .failure(let error): return error.text
        }
    }

    private static func dumped(_ dependency: PackageTarget.Dependency) -> PackageDump.Dependency {
        switch dependency {
        case .byName(let name): return .byName(name)
        case .product(let name, let package): return .product(name: name, package: package)
        }
    }
}

/// An error as archgen prints it.
struct RenderedError: Error {
    var text: String
}

extension PackageAddition {
    /// Module `Cart` with the minimal settings (`Sources/Cart`, `Tests/CartTests`), on `dependencies`.
    static func cart(dependencies: [PackageTarget.Dependency] = [], library: Bool = false) -> PackageAddition {
        modules([("Cart", ("Sources/Cart", "Tests/CartTests"))], shared: ("", ""),
                settings: PackageSettings(manifest: "Package.swift", dependencies: dependencies, library: library))
    }
}
