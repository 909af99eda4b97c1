import Foundation
import PackagePlugin

/// Turns a folder of the package's text files into Swift source at build
/// time: one build command runs `TemplateEmbedder`, which writes a Swift file
/// holding every file's text by name into the plugin's work folder, and the
/// target compiles it like its own source. What each target embeds is in
/// `embeddings`: `ArchGenSpec` the styles' manifests
/// (`Templates/*/style.yml`) and reference texts, `ArchGenKit` the templates (`Templates/*.stencil`),
/// `ArchGenCLI` the reference that `archgen help <topic>` prints (`Docs/*.md`).
///
/// The command's inputs are every embedded file (editing one runs it again)
/// and every folder below the root (adding, removing or renaming a file in
/// one changes the folder, which runs it again). SwiftPM calls this plugin
/// only when it plans the build, which it does again only when the package's
/// structure changes (`Package.swift`, files added to a target's folder), not
/// when a file is added to `Templates/` or `Docs/`; so the embedder lists the
/// folder itself when it runs, and warns about files the plan has not seen
/// (`files` is passed for that).
///
/// Only URL-based PackagePlugin API (tools-version 6.0) and Foundation calls
/// that every macOS a plugin runs on has are used.
@main
struct EmbedTemplates: BuildToolPlugin {
    /// A folder of the package embedded into a target.
    struct Embedding {
        /// The folder, relative to the package's root.
        var folder: String
        /// The extension of the files embedded, without its dot.
        var fileExtension: String
        /// The generated enum, and its file's name (which must not clash with a source file of the target).
        var typeName: String
    }

    /// What each target embeds.
    static let embeddings: [String: [Embedding]] = [
        // The styles' manifests and reference texts, which validation reads (`Templates/<style>/style.yml`, `reference.md`).
        "ArchGenSpec": [
            Embedding(folder: "Templates", fileExtension: "yml", typeName: "BuiltinStyleManifests"),
            Embedding(folder: "Templates", fileExtension: "md", typeName: "BuiltinStyleReferences"),
        ],
        "ArchGenKit": [Embedding(folder: "Templates", fileExtension: "stencil", typeName: "BuiltinTemplateTexts")],
        "ArchGenCLI": [Embedding(folder: "Docs", fileExtension: "md", typeName: "BuiltinReferenceTexts")],
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let embeddings = Self.embeddings[target.name] else {
            throw EmbedTemplatesError(message: "nothing to embed into \(target.name): add it to EmbedTemplates.embeddings")
        }
        return try embeddings.map { embedding in
            let root = context.package.directoryURL.appendingPathComponent(embedding.folder, isDirectory: true)
            let (files, folders) = try Self.contents(of: root, fileExtension: embedding.fileExtension)
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(embedding.typeName + ".swift")
            return .buildCommand(
                displayName: "Embedding \(embedding.folder) (\(files.count) \(embedding.fileExtension) files) into \(target.name)",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: ["--type", embedding.typeName, "--extension", embedding.fileExtension, output.path, root.path]
                    + files,
                inputFiles: [root] + folders.map { root.appendingPathComponent($0, isDirectory: true) }
                    + files.map { root.appendingPathComponent($0) },
                outputFiles: [output])
        }
    }

    /// The files to embed (`*.<fileExtension>`) and the folders below
    /// `root`, as sorted paths relative to it; hidden files and folders (a
    /// component starting with `.`) are left out, as `TemplateEmbedder`
    /// leaves them out. A missing folder is an error: the binary would lack
    /// its templates or its reference.
    static func contents(of root: URL, fileExtension: String) throws -> (files: [String], folders: [String]) {
        guard isFolder(root.path) else {
            throw EmbedTemplatesError(message: "no folder at \(root.path)")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw EmbedTemplatesError(message: "cannot list \(root.path)")
        }
        var files: [String] = [], folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if isFolder(root.appendingPathComponent(relative).path) {
                folders.append(relative)
            } else if relative.hasSuffix("." + fileExtension) {
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
