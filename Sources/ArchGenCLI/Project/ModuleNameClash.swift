import ArchGenSource
import ArchGenSpec

extension CommandContext {
    /// Each module of a project needs its own name, and none may be another's
    /// name + `Tests`: two specs of one module would write (`generate`) or
    /// build (`check`'s sandbox: one target per module and one `<Module>Tests`)
    /// the same things. One error per spec that repeats a name, at that spec.
    static func moduleNameClashes(_ specs: [Spec]) -> [Diagnostic] {
        var specOfTarget: [String: String] = [:]
        var clashes: [Diagnostic] = []
        for spec in specs {
            let targets = [spec.module, spec.module + "Tests"]
            if let other = targets.lazy.compactMap({ specOfTarget[$0] }).first {
                clashes.append(Diagnostic(
                    severity: .error, message: "module '\(spec.module)' clashes with the module of \(other)",
                    path: spec.path, hint: "each module of a project needs its own name (and none may be another's name + Tests)"))
            }
            for target in targets where specOfTarget[target] == nil { specOfTarget[target] = spec.path }
        }
        return clashes
    }
}
