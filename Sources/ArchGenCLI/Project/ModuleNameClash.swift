import ArchGenSource
import ArchGenSpec

extension CommandContext {
    /// Each module of a project needs its own name, and none may be another's
    /// name + `Tests`: two specs of one module would write (`generate`) or
    /// build (`check`'s sandbox: one target per module and one `<Module>Tests`)
    /// the same things. One error per spec that repeats a name, at that spec.
    /// Names are compared ignoring case: `Home` and `HOME` are one folder on
    /// macOS's file system (and Windows'), where both modules' files would mix.
    static func moduleNameClashes(_ specs: [Spec]) -> [Diagnostic] {
        var specOfTarget: [String: (path: String, name: String)] = [:]
        var clashes: [Diagnostic] = []
        for spec in specs {
            let targets = [spec.module, spec.module + "Tests"]
            if let (target, other) = targets.lazy.compactMap({ target in specOfTarget[target.lowercased()].map { (target, $0) } }).first {
                let hint = other.name == target
                    ? "each module of a project needs its own name (and none may be another's name + Tests)"
                    : "'\(target)' and '\(other.name)' differ only in case: one folder on macOS, where their files would mix"
                clashes.append(Diagnostic(
                    severity: .error, message: "module '\(spec.module)' clashes with the module of \(other.path)", path: spec.path, hint: hint))
            }
            for target in targets where specOfTarget[target.lowercased()] == nil { specOfTarget[target.lowercased()] = (spec.path, target) }
        }
        return clashes
    }
}
