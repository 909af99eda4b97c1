import Foundation

/// A scratch folder the real binary runs in, with a cache of its own and
/// no colours: a test writes specs, runs `archgen`, reads and edits what it
/// generated (a mutant of a scaffold, say).
package struct BinaryProject {
    package let directory: ScratchDirectory

    package init() throws {
        directory = try ScratchDirectory()
    }

    /// `archgen <arguments>` in the folder.
    package func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try run(arguments)
    }

    /// `archgen <arguments>` in the folder.
    package func run(_ arguments: [String]) throws -> BinaryRunner.Result {
        let environment = ["ARCHGEN_CACHE_DIR": directory.url.appendingPathComponent(".cache").path, "NO_COLOR": "1"]
        return try BinaryRunner.run(arguments, in: directory.url, environment: environment)
    }

    package func read(_ path: String) throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces `old`, which must be in the file, by `new`; false when it is not there.
    package func replace(_ old: String, with new: String, in path: String) throws -> Bool {
        let text = try read(path)
        guard text.contains(old) else { return false }
        try text.replacingOccurrences(of: old, with: new)
            .write(to: directory.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
        return true
    }
}
