import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import Foundation

/// Renders test doubles through the real `Templates/shared/TestDouble.stencil`
/// of the package, the way module templates include it.
enum TestDoubleRendering {
    /// The package's `Templates` folder, found from this file.
    static let templatesDirectory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Templates").path
    }()

    static let loader = DirectoryTemplateLoader(directory: templatesDirectory, files: LocalFileSystem())

    static func render(_ model: TestDoubleModel) throws -> String {
        let template = try Template(name: "Doubles", text: "{% include \"shared/TestDouble\" with double %}\n")
        return try template.render(["double": .object(model.templateContext)], loader: loader)
    }

    static func model(
        _ className: String, _ protocolName: String, _ members: [String],
        isolation: TestDoubleModel.Isolation = .none
    ) throws -> TestDoubleModel {
        TestDoubleModel(
            className: className, protocolName: protocolName,
            members: try members.map { try DeclarationParser.parseMember($0) }, isolation: isolation)
    }
}
