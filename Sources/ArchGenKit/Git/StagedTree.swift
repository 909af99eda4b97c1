import ArchGenSource

/// The files of the index (git's staging area) as the next commit records
/// them, whatever the working tree holds: what `check --staged` judges.
///
/// Every staged file is listed; only those a check reads have their
/// contents (see `GitRepository.stagedTree(reading:)`). Paths are relative
/// to the top level.
package struct StagedTree: Equatable, Sendable {
    /// A staged file: its path from the top level, its bytes (nil when they
    /// were not read), and whether git records it as executable.
    package struct File: Equatable, Sendable {
        package var path: String
        package var contents: [UInt8]?
        package var executable: Bool

        package init(path: String, contents: [UInt8]?, executable: Bool = false) {
            self.path = path
            self.contents = contents
            self.executable = executable
        }
    }

    /// The repository's top level, absolute (as git prints it).
    package var topLevel: String
    /// The folder git ran in, from the top level: `ios/Sources/`, or empty at the top level.
    package var prefix: String
    package var files: [File]

    package init(topLevel: String, prefix: String, files: [File]) {
        self.topLevel = topLevel
        self.prefix = prefix
        self.files = files
    }

    /// `path` (from the top level) as seen from the folder git ran in:
    /// `Specs/SignIn.archgen` is `../Specs/SignIn.archgen` from `App/`.
    package func relativePath(of path: String) -> String {
        Self.path(path, from: prefix)
    }

    /// `path`, relative to the top level, as seen from the folder `prefix`
    /// (relative to the top level too, `App/Sources/`, empty for the top level).
    package static func path(_ path: String, from prefix: String) -> String {
        Path.relative(file: path, from: prefix)
    }
}

extension GitRepository {
    /// The repository's top level (absolute, as git prints it) and the folder
    /// git runs in, from the top level (`ios/Sources/`, or empty).
    package func location() throws(GitError) -> (topLevel: String, prefix: String) {
        let lines = try run(["rev-parse", "--show-toplevel", "--show-prefix"])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else {
            throw .failed(command: "git rev-parse --show-toplevel --show-prefix", status: 0, output: lines.joined(separator: "\n"))
        }
        return (lines[0], lines[1])
    }

    /// The index's regular files (stage 0: conflicts are never committed;
    /// no symbolic links or submodules), with the staged contents of those
    /// whose top-level paths `reading` accepts: `git ls-files --stage` lists
    /// them, one `git cat-file --batch` reads those blobs.
    package func stagedTree(reading: (String) -> Bool) throws(GitError) -> StagedTree {
        let location = try location()
        let listing = try result(["ls-files", "--stage", "-z", "--full-name", "--", ":/"]).bytes
        var entries: [(path: String, object: String?, executable: Bool)] = []
        for record in listing.split(separator: 0) {
            // <mode> SP <object> SP <stage> TAB <path>
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3, fields[2] == "0", fields[0] == "100644" || fields[0] == "100755" else { continue }
            entries.append((path, reading(path) ? fields[1] : nil, fields[0] == "100755"))
        }
        let blobs = try readBlobs(entries.compactMap(\.object))
        let files = entries.map { entry in
            StagedTree.File(path: entry.path, contents: entry.object.map { blobs[$0] ?? [] }, executable: entry.executable)
        }
        return StagedTree(topLevel: location.topLevel, prefix: location.prefix, files: files)
    }

    /// The contents of each blob `objects` names, read in one `git cat-file --batch`.
    private func readBlobs(_ objects: [String]) throws(GitError) -> [String: [UInt8]] {
        let unique = Array(Set(objects)).sorted()
        guard !unique.isEmpty else { return [:] }
        let output = try result(["cat-file", "--batch"], input: Array(unique.map { $0 + "\n" }.joined().utf8)).bytes
        var blobs: [String: [UInt8]] = [:]
        var index = output.startIndex
        // Each answer: <object> SP <type> SP <size> LF <contents> LF (or <object> SP missing LF).
        while index < output.endIndex, let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = output[index..<newline].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            index = newline + 1
            guard header.count == 3, let size = Int(header[2]), index + size <= output.endIndex else { continue }
            blobs[header[0]] = Array(output[index..<(index + size)])
            index += size + 1
        }
        return blobs
    }
}
