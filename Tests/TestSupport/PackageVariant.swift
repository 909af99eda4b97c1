import ArchGenKit
import Foundation

/// One module to build and test in a `GeneratedPackage`: a library target and
/// its test target (`<targetName>Tests`).
public struct PackageVariant: Sendable {
    /// The library target; also the Swift module name, so an identifier.
    public var targetName: String
    /// The module the test files were written against (`SignIn`): their
    /// `@testable import SignIn` becomes `@testable import <targetName>`, so
    /// several variants of one module can share a package.
    public var testedModule: String
    public var sources: [SourceFile]
    public var tests: [SourceFile]
    public var languageMode: SwiftLanguageMode
    /// `-warnings-as-errors` for both targets; when false, warnings in this
    /// variant's files are also left out of `GeneratedPackageRun.unexpectedWarnings`.
    public var warningsAsErrors: Bool
    /// Other targets of the package the library depends on (a platform stub such as `UIKit`).
    public var dependencies: [String] = []

    public var testTargetName: String { targetName + "Tests" }

    public init(targetName: String, testedModule: String, sources: [SourceFile], tests: [SourceFile],
                languageMode: SwiftLanguageMode, warningsAsErrors: Bool) {
        self.targetName = targetName
        self.testedModule = testedModule
        self.sources = sources
        self.tests = tests
        self.languageMode = languageMode
        self.warningsAsErrors = warningsAsErrors
    }

    /// The `.swift` files of `sourceFolder` plus `extraSources`, tested by the
    /// `.swift` files of `testFolder`.
    public init(targetName: String, testedModule: String, sourceFolder: URL, testFolder: URL,
                extraSources: [SourceFile] = [], languageMode: SwiftLanguageMode, warningsAsErrors: Bool) throws {
        self.init(targetName: targetName, testedModule: testedModule,
                  sources: try SourceFile.swiftFiles(in: sourceFolder) + extraSources,
                  tests: try SourceFile.swiftFiles(in: testFolder),
                  languageMode: languageMode, warningsAsErrors: warningsAsErrors)
    }

    /// A test file with its imports of `testedModule` (`@testable import SignIn`,
    /// `import SignIn`) pointed at this target; every other line as it was.
    public func retargeted(_ test: SourceFile) -> SourceFile {
        SourceFile(name: test.name, text: TestImportRetargeting.retarget(test.text, importing: testedModule, to: targetName))
    }
}
