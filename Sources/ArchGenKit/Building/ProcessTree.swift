import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes below this one, read from /proc (Linux; elsewhere, none
/// are found). A build's compilers run in process groups of their own, so
/// only the tree of parents reaches them all; and since this process is
/// made their subreaper, one whose parent has died is still below it.
enum ProcessTree {
    /// Makes this process the one that adopts the orphans among its
    /// descendants, so they stay in its tree (Linux's PR_SET_CHILD_SUBREAPER).
    static func adoptOrphans() {
        #if os(Linux)
        typealias ProcessControl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return }
        let setChildSubreaper: Int32 = 36
        _ = unsafeBitCast(symbol, to: ProcessControl.self)(setChildSubreaper, 1, 0, 0, 0)
        #endif
    }

    /// The living (not zombie) processes whose chain of parents leads to `root`.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = livingParents()
        var found: [pid_t] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let children = parents.filter { frontier.contains($0.value) }.map(\.key)
            found += children
            frontier = Set(children)
        }
        return found
    }

    /// Each living process's parent, from /proc/<pid>/stat.
    private static func livingParents() -> [pid_t: pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [:] }
        var parents: [pid_t: pid_t] = [:]
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After "pid (name) ": the state, then the parent.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, fields[0] != "Z", let parent = pid_t(fields[1]) else { continue }
            parents[pid] = parent
        }
        return parents
    }
}
