import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import Foundation
import TestSupport

/// The golden modules: where they live, how they are read and re-recorded.
enum GoldenFiles {
    static let root = Fixtures.goldenDirectory

    /// `ARCHGEN_RECORD_GOLDEN=1` rewrites the golden files instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ARCHGEN_RECORD_GOLDEN"] == "1" }

    /// The templates built into the binary (the same bytes as `Templates/`, see `BuiltinTemplatesTests`).
    static let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))

    static func folder(style: Style, module: String, variant: String) -> URL {
        root.appendingPathComponent(style.rawValue).appendingPathComponent(module).appendingPathComponent(variant)
    }

    /// Every file under `folder`, by path relative to it.
    static func contents(of folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return files
        }
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    static func record(_ files: [String: String], in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
