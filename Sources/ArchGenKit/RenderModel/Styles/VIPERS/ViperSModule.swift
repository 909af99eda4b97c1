import ArchGenSpec
import ArchGenTemplates

/// The VIPER-S render model (styles.md; seed 001 and ariok/VIPER-S).
struct ViperSModule {
    let facts: ModuleFacts

    init(spec: Spec) {
        facts = ModuleFacts(spec: spec)
    }

    var templateContext: TemplateObject { facts.headerContext }
}
