import ArchGenSpec
import ArchGenTemplates
import Foundation

/// Parses a style's templates on another core, while the calling thread does
/// the rest of a one-module command (`new`): reading archgen.yml and the
/// style's manifest, rendering and validating the starter spec, checking the
/// project.
///
/// It only fills a cache the run fills anyway, the loader's parsed templates,
/// so the output is the same with it or without it. Whichever thread asks for
/// a template first parses it, and a thread asking for one being parsed waits
/// for it, so no work is done twice (see `TemplateCache`). A template that
/// fails to parse is left for the run, which reports it. On one core nothing
/// is started.
package enum TemplateWarmUp {
    /// Starts warming `style`'s templates on another thread and returns at once.
    package static func start(_ style: StyleRegistry.Entry, loader: any TemplateLoader) {
        guard Parallelism.hasSeveralCores else { return }
        Thread.detachNewThread { warm(style, loader: loader) }
    }

    /// Parses `style`'s templates as `loader` finds them: first those of its
    /// folder (`viper/…`), known without its manifest, which the calling thread
    /// reads meanwhile; then the manifest's other files (`shared/Entities`);
    /// each followed by the templates it includes.
    package static func warm(_ style: StyleRegistry.Entry, loader: any TemplateLoader) {
        let folder = style.templateFolder + "/"
        let parsed = Set(TemplateInclusion.closure(of: BuiltinTemplates.names.filter { $0.hasPrefix(folder) }, loader: loader))
        // The manifest is read only now; a template parsed already is in the loader's cache.
        _ = TemplateInclusion.closure(of: style.definition.files.map(\.template).filter { !parsed.contains($0) }, loader: loader)
    }
}
