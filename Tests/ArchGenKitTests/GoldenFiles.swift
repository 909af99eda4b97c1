import ArchGenKit
import ArchGenSpec
import ArchGenTemplates
import Foundation
import TestSupport
import XCTest

/// The golden modules: where they live, how they are read and re-recorded.
enum GoldenFiles {
    static let root = Fixtures.goldenDirectory

    /// `ARCHGEN_RECORD_GOLDEN=1` rewrites the golden files instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ARCHGEN_RECORD_GOLDEN"] == "1" }

    /// The templates built into the binary (the same bytes as `Templates/`, see `BuiltinTemplatesTests`).
    static let renderer = ModuleRenderer(loader: BuiltinTemplates.loader(overridingWith: nil))

    static func folder(style: StyleDefinition, module: String, variant: String) -> URL {
        root.appendingPathComponent(style.name).appendingPathComponent(module).appendingPathComponent(variant)
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

    /// Re-records `actual` (path → text) in `folder` when recording; else
    /// fails for each file missing, extra or different, with a unified diff.
    static func assertMatches(
        _ actual: [String: String], folder: URL, name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if isRecording {
            try record(actual, in: folder)
            return
        }
        let expected = try contents(of: folder)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(),
                       "\(name): the files differ (ARCHGEN_RECORD_GOLDEN=1 re-records)", file: file, line: line)
        for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
            guard let golden = expected[path], golden != text else { continue }
            XCTFail("\(name)/\(path) differs from its golden file (ARCHGEN_RECORD_GOLDEN=1 re-records):\n"
                        + UnifiedDiff.diff(from: golden, to: text, path: path),
                    file: file, line: line)
        }
    }
}
