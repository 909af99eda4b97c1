import ArchGenKit
import ArchGenSpec

/// A module of a run: its spec (loaded and checked), where its files go,
/// and the project (archgen.yml) that governs it. What `generate` and `new`
/// render and write, and what `check` selects, renders and compares.
struct PlannedModule {
    var spec: Spec
    var layout: ModuleLayout
    var project: Project

    /// Its project's folder.
    var root: String { project.root }
}
