import ArchGenSource
import Foundation

/// The benchmark's scratch folder: projects, caches, copies and logs. In
/// memory where the machine has a tmpfs (`/dev/shm`) and `TMPDIR` names no
/// other place: on ext4, creating files right after thousands were deleted
/// is slowed by the kernel, which would time the disk, not archgen.
struct Workspace {
    let root: String

    init() throws {
        let memory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? memory ?? "/tmp"
        let template = base + "/archgen-bench-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { throw TimedProcess.Failure(description: "cannot create a folder in \(base)") }
        // The resolved path, as archgen sees its current folder (it keys sandboxes by it).
        root = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }

    var log: String { root + "/log.txt" }

    /// A new empty folder `name` in the workspace.
    func folder(_ name: String) throws -> String {
        let path = root + "/" + name
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `files` (relative path → text) into `folder`.
    func write(_ files: [(name: String, text: String)], to folder: String) throws {
        for file in files {
            let path = Path.join(folder, file.name)
            try FileManager.default.createDirectory(atPath: Path.folder(of: path), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Copies `source` to the new folder `name`, leaving out any `.build`.
    func copy(_ source: String, to name: String) throws -> String {
        let target = try folder(name)
        for item in try FileManager.default.contentsOfDirectory(atPath: source) where item != ".build" {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: target + "/" + item)
        }
        return target
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
