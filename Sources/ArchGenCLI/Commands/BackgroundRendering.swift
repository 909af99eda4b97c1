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

    init(_ modules: [(spec: Spec, layout: ModuleLayout)], with loader: any TemplateLoader) {
        let renderer = ModuleRenderer(loader: loader)
        let jobs = modules.map { RenderJob(spec: $0.spec, layout: $0.layout) }
        DispatchQueue.global().async(group: group) { [self] in
            results = jobs.concurrentMap { job in
                Result { () throws(TemplateError) in try renderer.render(job.spec, layout: job.layout) }
            }
        }
    }

    /// Each module's files or its template error, in the modules' order, once rendering ends.
    func wait() -> [Result<[PlannedFile], TemplateError>] {
        group.wait()
        return results
    }
}

/// A module to render, as `concurrentMap` hands it to a core.
private struct RenderJob: Sendable {
    var spec: Spec
    var layout: ModuleLayout
}
