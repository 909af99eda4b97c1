import ArchGenSpec
import ArchGenTemplates
import Foundation

/// Reads a style and parses its templates on another core, while the calling
/// thread does the rest of a one-module command (`new`): reading archgen.yml,
/// rendering and validating the starter spec, checking the project.
///
/// It only fills caches the run fills anyway, the style's manifest
/// (`BuiltinStyles`) and the loader's parsed templates, so the output is the
/// same with it or without it. Whichever thread asks for a template first
/// parses it, and a thread asking for one being parsed waits for it, so no
/// work is done twice (see `TemplateCache`). A template that fails to parse is
/// left for the run, which reports it. On one core nothing is started.
public enum TemplateWarmUp {
    /// Starts warming `style`'s templates on another thread and returns at once.
    public static func start(_ style: StyleRegistry.Entry, loader: any TemplateLoader) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        Thread.detachNewThread { warm(style, loader: loader) }
    }

    /// Reads `style` and parses its templates as `loader` finds them, in the
    /// order a module renders them: each file's, then the ones it includes.
    public static func warm(_ style: StyleRegistry.Entry, loader: any TemplateLoader) {
        var pending = style.definition.files.map(\.template).reversed() as [String]
        var seen = Set(pending)
        while let name = pending.popLast() {
            guard let template = try? loader.template(named: name) else { continue }
            // Depth first, as rendering meets them: a file's includes before the next file.
            for included in template.includedNames.reversed() where seen.insert(included).inserted {
                pending.append(included)
            }
        }
    }
}
