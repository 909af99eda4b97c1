import ArchGenSource
import Foundation

/// Removes the sandboxes no check has used for `maxAge` (a project deleted or
/// moved leaves its sandbox, `.build` and all, behind). A sandbox's use is
/// the date of its lock file, which every check touches (`SandboxDirectory.lock()`);
/// one another check holds now is left alone.
package struct SandboxPruner: Sendable {
    package var cacheRoot: String
    package var maxAge: Duration

    package static let defaultMaxAge = Duration.seconds(30 * 24 * 3600)

    package init(cacheRoot: String, maxAge: Duration = SandboxPruner.defaultMaxAge) {
        self.cacheRoot = cacheRoot
        self.maxAge = maxAge
    }

    /// Removes every sandbox unused since `now - maxAge` but `keeping`; returns the removed folders.
    @discardableResult
    package func prune(now: Date, keeping kept: String) -> [String] {
        let folder = Path.join(cacheRoot, "sandboxes")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let limit = now.addingTimeInterval(-Double(maxAge.components.seconds))
        var removed: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = Path.join(folder, name)
            guard path != kept, let used = Self.lastUse(of: path), used < limit,
                  let lock = try? FileLock.acquire(Path.join(path, "lock"), waitingUpTo: .zero) else { continue }
            defer { lock.release() }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// The date of the sandbox's lock file; nil when it has none (not a sandbox).
    static func lastUse(of sandbox: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: Path.join(sandbox, "lock"))[.modificationDate] as? Date
    }
}
