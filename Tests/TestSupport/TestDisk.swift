import ArchGenKit
import ArchGenSource

/// Disks for the loaders under test (`FileReading`): the real one, or one
/// in memory holding only what a test names.
package enum TestDisk {
    /// The real disk.
    package static var local: any FileReading { LocalFileSystem() }

    /// Nothing at all: every file and folder looked for is missing.
    package static var empty: any FileReading { InMemoryFileSystem() }

    /// Files with these texts (path → text), with their folders, nothing else.
    package static func reading(_ texts: [String: String]) -> any FileReading { InMemoryFileSystem(files: texts) }

    /// Empty files at `files` and folders at `folders` (with the folders above them), nothing else.
    package static func holding(files: Set<String> = [], folders: Set<String> = []) -> any FileReading {
        let disk = InMemoryFileSystem()
        for file in files.sorted() { disk.addFile(file, "") }
        for folder in folders.sorted() { disk.addDirectory(folder) }
        return disk
    }
}
