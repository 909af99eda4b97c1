import ArchGenKit
import Foundation

/// The Swift language mode a target is compiled in.
package enum SwiftLanguageMode: String, Sendable, CaseIterable {
    case v5, v6
}

/// A file of a target: its name (a path relative to the target's folder) and text.
package struct SourceFile: Hashable, Sendable {
    package var name: String
    package var text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The `.swift` files under `folder` (in subfolders too, named by their
    /// relative path), sorted by name, without those named in `excluding`.
    package static func swiftFiles(in folder: URL, excluding: Set<String> = []) throws -> [SourceFile] {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GeneratedPackage.Problem("\(folder.path) is not a folder")
        }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let name = String(path.dropFirst(root.path.count + 1))
            guard !excluding.contains(name) else { continue }
            files.append(SourceFile(name: name, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.name < $1.name }
    }
}
