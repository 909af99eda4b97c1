import Foundation
import PackagePlugin

/// Turns the package's `Templates/` folder into Swift source at build time:
/// one build command runs `TemplateEmbedder`, which writes
/// `BuiltinTemplateTexts.swift` (every `*.stencil` file's text by name) into
/// the plugin's work folder, and the target compiles it like its own source.
///
/// The command's inputs are every template file (editing one runs it again)
/// and every folder of `Templates/` (adding, removing or renaming a file in
/// one changes the folder, which runs it again). SwiftPM calls this plugin
/// only when it plans the build, which it does again only when the package's
/// structure changes (`Package.swift`, files added to a target's folder), not
/// when a template is added; so the embedder lists the folder itself when it
/// runs, and warns about templates the plan has not seen (`files` is passed
/// for that).
///
/// Only URL-based PackagePlugin API (tools-version 6.0) and Foundation calls
/// that every macOS a plugin runs on has are used.
@main
struct EmbedTemplates: BuildToolPlugin {
    /// The generated file's name; it must not clash with a source file of the target.
    static let outputName = "BuiltinTemplateTexts.swift"

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = context.package.directoryURL.appendingPathComponent("Templates", isDirectory: true)
        let (files, folders) = try Self.contents(of: root)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(Self.outputName)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) template\(files.count == 1 ? "" : "s") into \(target.name)",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path, root.path] + files,
                inputFiles: [root] + folders.map { root.appendingPathComponent($0, isDirectory: true) }
                    + files.map { root.appendingPathComponent($0) },
                outputFiles: [output]),
        ]
    }

    /// The template files (`*.stencil`) and the folders below `root`, as
    /// sorted paths relative to it; hidden files and folders (a component
    /// starting with `.`) are left out, as `TemplateEmbedder` leaves them
    /// out. A missing folder is an error: the binary would have no templates.
    static func contents(of root: URL) throws -> (files: [String], folders: [String]) {
        guard isFolder(root.path) else {
            throw EmbedTemplatesError(message: "no Templates folder at \(root.path)")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw EmbedTemplatesError(message: "cannot list \(root.path)")
        }
        var files: [String] = [], folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if isFolder(root.appendingPathComponent(relative).path) {
                folders.append(relative)
            } else if relative.hasSuffix(".stencil") {
                files.append(relative)
            }
        }
        return (files.sorted(), folders.sorted())
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Why the plugin cannot plan the build; SwiftPM prints the message.
struct EmbedTemplatesError: Error, CustomStringConvertible {
    var message: String
    var description: String { "EmbedTemplates: \(message)" }
}
