import ArchGenKit
import Foundation

/// One module to build and test in a `GeneratedPackage`: a library target and
/// its test target (`<targetName>Tests`).
package struct PackageVariant: Sendable {
    /// The library target; also the Swift module name, so an identifier.
    package var targetName: String
    /// The module the test files were written against (`SignIn`): their
    /// `@testable import SignIn` becomes `@testable import <targetName>`, so
    /// several variants of one module can share a package.
    package var testedModule: String
    package var sources: [SourceFile]
    package var tests: [SourceFile]
    package var languageMode: SwiftLanguageMode
    /// `-warnings-as-errors` for both targets; when false, warnings in this
    /// variant's files are also left out of `GeneratedPackageRun.unexpectedWarnings`.
    package var warningsAsErrors: Bool
    /// Other targets of the package the library depends on (a platform stub such as `UIKit`).
    package var dependencies: [String] = []
    /// How the variant is proved: built by SwiftPM with its tests run (the default), or compiled by
    /// the compiler alone, its tests compiled and not run (`GeneratedPackageFastProof`).
    package var proof = Proof.built

    package enum Proof: Sendable {
        case built, fastProof
    }

    /// The library of an earlier variant with the same sources, mode and dependencies, which this
    /// variant's tests test instead of a library of its own: the sources are compiled once.
    package var sharedLibrary: String?
    /// The library the tests import: the shared one, or the variant's own.
    package var libraryName: String { sharedLibrary ?? targetName }

    package var testTargetName: String { targetName + "Tests" }

    package init(targetName: String, testedModule: String, sources: [SourceFile], tests: [SourceFile],
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
    package init(targetName: String, testedModule: String, sourceFolder: URL, testFolder: URL,
                extraSources: [SourceFile] = [], languageMode: SwiftLanguageMode, warningsAsErrors: Bool) throws {
        self.init(targetName: targetName, testedModule: testedModule,
                  sources: try SourceFile.swiftFiles(in: sourceFolder) + extraSources,
                  tests: try SourceFile.swiftFiles(in: testFolder),
                  languageMode: languageMode, warningsAsErrors: warningsAsErrors)
    }

    /// A test file with its imports of `testedModule` (`@testable import SignIn`,
    /// `import SignIn`) pointed at this variant's library; every other line as it was.
    package func retargeted(_ test: SourceFile) -> SourceFile {
        SourceFile(name: test.name, text: TestImportRetargeting.retarget(test.text, importing: testedModule, to: libraryName))
    }
}
