import ArchGenSpec
import ArchGenTemplates

/// Renders archgen.yml's shared declarations into their two generated files
/// (`SharedFiles`): the entities and service protocols, and the services'
/// mocks. They are rendered as a spec of no module would be, so a shared
/// service's protocol and mock read exactly as a module's own would.
///
///     let files = try SharedRenderer(loader: loader).render(
///         settings.shared, settingsPath: "archgen.yml", appModule: "App", style: BuiltinStyles.definition("viper")!, layout: layout)
package struct SharedRenderer: Sendable {
    package let loader: any TemplateLoader

    package init(loader: any TemplateLoader) {
        self.loader = loader
    }

    /// The two files, in `layout`'s folders; none when nothing is shared.
    /// `style` is the project's default style (whose naming the mocks follow, with `names`);
    /// `tests` its default test kit, which the mocks record the failures of what a test did not stub with.
    package func render(
        _ shared: SharedDeclarations, settingsPath: String, appModule: String, style: StyleDefinition,
        names: NamePatterns = NamePatterns(), tests: TestFramework = .xctest, layout: ModuleLayout
    ) throws(TemplateError) -> [PlannedFile] {
        guard !shared.isEmpty else { return [] }
        var spec = shared.spec(path: settingsPath, style: style, appModule: appModule, names: names)
        spec.tests = tests
        let context = Self.context(of: ModuleFacts(spec: spec))
        let paths = SharedFiles.paths(in: layout)
        return [
            PlannedFile(path: paths[0], contents: try render("shared/SharedDeclarations", context), ownership: .generated),
            PlannedFile(path: paths[1], contents: try render("shared/TestDoubles", context), ownership: .generated),
        ]
    }

    /// What the two files' templates read: a module's header, services, entities and doubles, and `declarationsHeader`.
    static func context(of facts: ModuleFacts) -> TemplateObject {
        var context = facts.headerContext
        context["generated"] = .bool(true)
        let networking = facts.membersUseURLLoading || facts.entitiesUseURLLoading
        context["declarationsHeader"] = .object(["imports": .array(facts.importLines(networking: networking).map { .string($0) })])
        context["services"] = .array(facts.serviceProtocols)
        context["entities"] = .array((facts.entityDeclarations + facts.entityExtensions).map { .string($0) })
        facts.addDoubles(facts.serviceDoubles, to: &context)
        return context
    }

    private func render(_ name: String, _ context: TemplateObject) throws(TemplateError) -> String {
        FileOrigin.stamped(try loader.requiredTemplate(named: name).render(context, loader: loader))
    }
}
