import ArchGenSpec
import ArchGenTemplates

/// What the first lines of a module's files print (`shared/Header`).
extension ModuleFacts {
    /// The spec's description, line by line, without trailing blank lines.
    var descriptionLines: [String] {
        var lines = (spec.description ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
        return lines
    }

    /// The contract's header: its imports, and the spec's description.
    func contractHeader(networking: Bool) -> TemplateValue {
        .object(["imports": .array(importLines(networking: networking).map { .string($0) }),
                 "descriptionLines": .array(descriptionLines.map { .string($0) })])
    }

    /// Header values shared by every file.
    var headerContext: TemplateObject {
        let membersUseURLLoading = membersUseURLLoading, imports = importLines(networking: scaffoldsUseURLLoading)
        return [
            "module": .string(module),
            // The file name only, so output does not depend on the working directory.
            "spec": .string(spec.fileName),
            // The spec's description heads the contract only: once per module.
            "descriptionLines": .array([]),
            "imports": .array(imports.map { .string($0) }),
            "contractHeader": contractHeader(networking: membersUseURLLoading),
            "entitiesHeader": .object(["imports": .array(importLines(networking: entitiesUseURLLoading).map { .string($0) })]),
            "testHeader": .object(["imports": .array(testImportLines(networking: scaffoldsUseURLLoading).map { .string($0) })]),
            "xctest": .bool(kit.isXCTest),
            // The header imports UIKit already (the spec's imports, or a member naming its types).
            "importsUIKit": .bool(imports.contains("import UIKit")),
        ]
    }
}
