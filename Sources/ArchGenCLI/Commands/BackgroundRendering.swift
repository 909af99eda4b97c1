import ArchGenKit
import ArchGenTemplates
import Dispatch

/// Modules rendered on every core while the caller goes on: `generate`
/// runs its project's checks meanwhile, which read the disk on one core
/// and would otherwise leave the others idle. Rendering has no side
/// effects, so what a failed check makes unneeded is only thrown away.
final class BackgroundRendering: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once, on the rendering thread, before `group` is left; read after waiting.
    private var results: [Result<[PlannedFile], TemplateError>] = []

    /// With `inBackground` false (one module, as `new` renders), the modules are rendered
    /// here and now: a thread's start would cost more than what it could overlap.
    init(_ jobs: [ModuleRenderJob], inBackground: Bool = true) {
        guard inBackground else {
            results = ModuleRenderJob.renderAll(jobs)
            return
        }
        DispatchQueue.global().async(group: group) { [self] in results = ModuleRenderJob.renderAll(jobs) }
    }

    /// Each module's files or its template error, in the modules' order, once rendering ends.
    func wait() -> [Result<[PlannedFile], TemplateError>] {
        group.wait()
        return results
    }
}
