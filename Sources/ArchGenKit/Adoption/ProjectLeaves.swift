import Foundation

/// The project-wide archgen.yml values `adopt` infers from every module:
/// where specs go, where a module's sources and tests are (`paths`, with
/// `{module}`), and the app module their tests import when it is not the module's own.
package enum ProjectLeaves {
    package static func leaves(for adoptions: [ModuleAdoption], specsFolder: String) -> [SettingLeaf] {
        var leaves = [SettingLeaf(["specs"], specsFolder, source: DeclarationPlace(path: "archgen.yml"))]
        for adoption in adoptions where adoption.shape != nil {
            let module = adoption.module
            let source = DeclarationPlace(path: module.sourcesFolder)
            leaves.append(.init(["paths", "sources"], SettingLeaf.scalar(pattern(module.sourcesFolder, module.name)), source: source))
            if let tests = module.testsFolder {
                leaves.append(.init(["paths", "tests"], SettingLeaf.scalar(pattern(tests, module.name)), source: DeclarationPlace(path: tests)))
            }
            if let imported = testedModule(of: module), imported.name != module.name {
                leaves.append(.init(["defaults", "appModule"], imported.name, source: imported.place))
            }
        }
        return leaves
    }

    /// `App/Modules/{module}` for `App/Modules/Login`.
    static func pattern(_ folder: String, _ module: String) -> String {
        folder.replacingOccurrences(of: module, with: "{module}")
    }

    /// The module the tests import with `@testable import`, and where.
    static func testedModule(of module: ReadModule) -> (name: String, place: DeclarationPlace)? {
        for file in module.files where file.isTest {
            for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                if words.count == 3, words[0] == "@testable", words[1] == "import" {
                    return (String(words[2]), file.place(ofLine: index + 1))
                }
            }
        }
        return nil
    }
}
