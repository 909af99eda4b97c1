import ArchGenSource
import ArchGenSpec

/// The UIKit view starting its module's cycle when it loads (`Spec.cycleStart`):
/// the call its `viewDidLoad()` makes, and the test that it does.
extension ModuleModel {
    /// `interactor.fetchMovies(request: ListMovies.FetchMovies.Request())`, `presenter.viewDidLoad()`:
    /// the start, on the link the view holds to its events.
    func viewDidLoadCall(via links: [ModuleLink]) -> String? {
        guard let (method, link) = cycleStart(via: links) else { return nil }
        guard let request = spec.cycleStartRequest, let parameter = method.parameters.first else {
            return MethodImplementation.call(method, on: link.receiver)
        }
        let argument = parameter.label.map { DoubleMemberNaming.label($0) + ": " } ?? ""
        return link.receiver + "." + SwiftIdentifier.escaped(method.name) + "(" + argument + request + ")"
    }

    /// The start's method and the view's link to its receiver.
    private func cycleStart(via links: [ModuleLink]) -> (MethodDeclaration, ModuleLink)? {
        guard let start = spec.cycleStart?.method, let key = style.protocolKey(of: .events),
              let link = links.first(where: { $0.target == key })
        else { return nil }
        return (start, link)
    }

    /// The view controller's test (`when: starts`): built with a spy for its
    /// events and the module's own actors for its other links, it loads and its
    /// events' spy got the start. A note instead when archgen cannot build it.
    func startTestCase(name: String, links: [ModuleLink]) -> TestCaseModel? {
        guard let (method, link) = cycleStart(via: links), let key = link.target else { return nil }
        var model = TestCaseModel(className: name + "Tests", isMainActor: true)
        let spy = facts.spy(key), methods = facts.members(ofProtocol: key).compactMap(\.method)
        guard let position = methods.firstIndex(of: method),
              let construction = viewConstruction(name, links: links, events: link)
        else {
            model.note = "archgen cannot build the \(name) with doubles: test that it sends \(method.name) when it loads here."
            return model
        }
        let double = DoubleMethod(method, stem: DoubleMemberNaming.stems(of: methods)[position])
        model.tests = [TestCaseModel.Test(
            name: "sends" + Casing.upperFirst(method.name) + (spec.cycleStartRequest == nil ? "" : "Request") + "WhenItLoads",
            given: ["let \(link.name) = \(spy)()"] + construction + facts.assignment("sut", link, link.name),
            when: ["sut.viewDidLoad()"],
            then: [kit.equal("\(link.name).\(double.callsCount)", "1")])]
        return model
    }

    /// `let sut = ListMoviesViewController(interactor: interactor, router: ListMoviesRouter())`: each link
    /// passed to `init` is the local `events` names (its spy, built by the test), a protocol's spy, or the actor
    /// implementing a composition when it needs nothing to be built; nil when a parameter is none of these.
    func viewConstruction(_ name: String, links: [ModuleLink], events: ModuleLink? = nil) -> [String]? {
        let parameters = initParameters(of: view)
        var values: [String: String] = [:]
        for parameter in parameters {
            guard let link = links.first(where: { $0.isInjected && $0.name == parameter.name }), let target = link.target else { return nil }
            if link == events {
                values[parameter.name] = link.name
            } else if !link.type.contains("&") {
                values[parameter.name] = facts.spy(target) + "()"
            } else if let actor = style.actors.first(where: { actor in
                link.type.components(separatedBy: " & ").allSatisfy { type in actor.implements.contains { protocolName($0) == type } }
            }), initParameters(of: actor).isEmpty {
                values[parameter.name] = typeName(of: actor) + "()"
            } else {
                return nil
            }
        }
        return parameters.constructionLines(of: name, prefix: "let sut = ") { values[$0.name] ?? $0.name }
    }
}
