import ArchGenSpec
import ArchGenTemplates

/// A module to render, with the templates of its project: what `new`,
/// `generate` and `check` hand to `renderAll(_:)`.
package struct ModuleRenderJob: Sendable {
    package var spec: Spec
    package var layout: ModuleLayout
    package var loader: any TemplateLoader

    package init(spec: Spec, layout: ModuleLayout, loader: any TemplateLoader) {
        self.spec = spec
        self.layout = layout
        self.loader = loader
    }

    /// Each job's module rendered, on every core, in the jobs' order: its files or its template error.
    package static func renderAll(_ jobs: [ModuleRenderJob]) -> [Result<[PlannedFile], TemplateError>] {
        jobs.concurrentMap { job in
            Result { () throws(TemplateError) in try ModuleRenderer(loader: job.loader).render(job.spec, layout: job.layout) }
        }
    }
}
