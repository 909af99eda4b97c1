import ArchGenSpec
import ArchGenTemplates

/// The VIP (Clean Swift) render model (styles.md; seeds 002 and 003).
struct VipModule {
    let facts: ModuleFacts

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
    }

    var templateContext: TemplateObject { facts.headerContext }
}
