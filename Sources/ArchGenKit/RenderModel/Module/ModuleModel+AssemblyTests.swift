import ArchGenSource
import ArchGenSpec

/// The assembly's test case (`<holder>Tests`): it links every actor it
/// creates, and the module is released once nothing outside holds it.
extension ModuleModel {
    /// How a test reaches the view and what the assembly returns: `view`, `module.presenter` (a tuple) or `presenter`.
    var assemblyResultPaths: [String: String] {
        let assembly = style.assembly
        let tuple = assembly.returns.count > 1 || viewFactory != nil ? assembly.returnName ?? "module" : nil
        var paths = observedActor == nil ? [style.view.holder: viewParameter] : [:]
        for key in assembly.returns { paths[key] = tuple.map { "\($0).\(key)" } ?? key }
        return paths
    }

    /// How a test reaches each actor the assembly creates, from those `start` reaches (by key): through
    /// the links of the actors reached (and of the view, `throughView`: the module's own, not a spy),
    /// each unwrapped into a local (its key, after `prefix` when given); the locals to unwrap, and the
    /// links gone through (`holder.link`).
    func actorPaths(
        from start: [String: String], prefix: String = "", throughView: Bool = false
    ) -> (paths: [String: String], reached: [(name: String, value: String, type: String)], links: Set<String>) {
        let created = createdActors, holders = (throughView ? [view] : []) + created
        var paths = start
        var reached: [(name: String, value: String, type: String)] = []
        var reachingLinks: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for actor in created where paths[actor.key] == nil {
                for holder in holders {
                    guard let path = paths[holder.key],
                          let link = roleLinks(of: holder).first(where: { implementer(of: $0)?.key == actor.key }) else { continue }
                    let local = prefix.isEmpty ? actor.key : prefix + Casing.upperFirst(actor.key)
                    reached.append((local, "\(path).\(link.name)", typeName(of: actor)))
                    reachingLinks.insert(holder.key + "." + link.key)
                    paths[actor.key] = local
                    grew = true
                    break
                }
            }
        }
        return (paths, reached, reachingLinks)
    }

    var assemblyTestCase: TestCaseModel {
        let assembly = style.assembly
        let holder = style.actor(assembly.holder).map(typeName(of:)) ?? typeName(assembly.holder)
        let created = createdActors
        // With a view factory the assembly returns the view too: a tuple.
        let tuple = assembly.returns.count > 1 || viewFactory != nil ? assembly.returnName ?? "module" : nil
        // How the test reaches each actor: the view's spy, what the call returns, then through their links.
        let (paths, reached, reachingLinks) = actorPaths(from: assemblyResultPaths)
        // Every other link the assembly sets is checked by identity; a link to a protocol it is given, against that parameter.
        // A link the view takes in `init` is not: the test's factory hands over the spy, which nothing links.
        var checks: [String] = [], externalLinks: [(value: String, name: String)] = []
        for holder in assembledView + created {
            guard let path = paths[holder.key] else { continue }
            for link in roleLinks(of: holder) where (!isView(holder) || link.isDeclared && !link.isInjected)
                && !reachingLinks.contains(holder.key + "." + link.key) {
                if isExternal(link) {
                    externalLinks.append(("\(path).\(link.name)", link.target ?? link.name))
                } else if let target = implementer(of: link), let value = paths[target.key] {
                    checks.append(kit.identical("\(path).\(link.name)", value))
                }
            }
        }
        let viewTitle = ModuleLink.title(of: viewParameter)
        let returned = tuple ?? assembly.returns.first ?? "module"
        // A view factory is given the spy, whatever the links it is built with.
        let viewArgument = viewFactory == nil ? viewParameter
            : "{ " + injectedViewLinks.map { _ in "_" }.joined(separator: ", ") + " in \(viewParameter) }"
        // The module is assembled around the view's spy; without a view (an observed actor), around nothing.
        let viewSpy = assembledView.isEmpty ? nil : (name: viewParameter, type: facts.spy(style.view.implements.first ?? style.view.holder))
        var model = facts.assemblyTestCase(holder + "Tests", AssemblyTestPlan(
            view: viewSpy,
            call: ("let \(returned) = \(holder).\(assembly.function)(", viewSpy.map { _ in "\(viewParameter): \(viewArgument)" }),
            actors: reached,
            links: checks,
            inputHolder: created.first { $0.input != nil }.flatMap { paths[$0.key] } ?? returned,
            externalLinks: externalLinks,
            serviceHolder: created.first { $0.services != nil }.flatMap { paths[$0.key] } ?? returned,
            released: (viewSpy.map { [(viewTitle, $0.type, viewParameter)] } ?? [])
                + created.map { (Casing.upperFirst($0.key), typeName(of: $0), paths[$0.key] ?? $0.key) },
            linkTestName: assembly.linkTestPattern.filling("{function}", with: assembly.function),
            releaseTestName: assembly.releaseTestPattern.filling("{View}", with: Casing.upperFirst(viewParameter))))
        model.tests += routeTests
        // The assembly builds the view on the main actor: so does its test.
        model.isMainActor = model.isMainActor || viewFactory != nil
        return model
    }
}
