import ArchGenKit
import ArchGenSpec
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
    init(_ modules: [(spec: Spec, layout: ModuleLayout)], with loader: any TemplateLoader, inBackground: Bool = true) {
        let renderer = ModuleRenderer(loader: loader)
        let jobs = modules.map { RenderJob(spec: $0.spec, layout: $0.layout) }
        guard inBackground else {
            results = Self.render(jobs, with: renderer)
            return
        }
        DispatchQueue.global().async(group: group) { [self] in results = Self.render(jobs, with: renderer) }
    }

    /// Each module's files or its template error, in the modules' order, once rendering ends.
    func wait() -> [Result<[PlannedFile], TemplateError>] {
        group.wait()
        return results
    }

    private static func render(_ jobs: [RenderJob], with renderer: ModuleRenderer) -> [Result<[PlannedFile], TemplateError>] {
        jobs.concurrentMap { job in Result { () throws(TemplateError) in try renderer.render(job.spec, layout: job.layout) } }
    }
}

/// A module to render, as `concurrentMap` hands it to a core.
private struct RenderJob: Sendable {
    var spec: Spec
    var layout: ModuleLayout
}
