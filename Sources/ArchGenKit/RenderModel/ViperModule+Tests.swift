import ArchGenSpec
import ArchGenTemplates

/// The scaffold tests: forwarding through spies, the memory rules, the assembly.
extension ViperModule {
    var kit: TestKit { facts.kit }

    func spy(_ role: Role) -> String { facts.naming.spyName(forProtocol: name(role)) }

    var presenterTests: TestCaseModel {
        var model = TestCaseModel(className: presenterName + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: presenterName, value: presenterName + "()")]
        for link in links(of: .events) {
            guard let role = link.role else { continue }
            model.properties.append(TestCaseModel.Property(name: link.name, type: spy(role), value: spy(role) + "()"))
            model.setUp.append("sut.\(link.name) = \(link.name)")
        }
        for member in spec.members(of: .events) {
            guard let method = member.method, let forward = eventForward(method) else { continue }
            model.tests += forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        for member in spec.members(of: .output) {
            guard let method = member.method, let forward = outputForward(method) else { continue }
            model.tests += forwardingTest(method, forward: forward).map { [$0] } ?? []
        }
        model.tests.append(releaseTest(property: "view", type: spy(.view), owner: "presenter"))
        return model
    }

    var interactorTests: TestCaseModel {
        var model = TestCaseModel(className: interactorName + "Tests")
        model.properties = [
            TestCaseModel.Property(name: "sut", type: interactorName, value: interactorName + "()"),
            TestCaseModel.Property(name: "output", type: spy(.output), value: spy(.output) + "()"),
        ]
        model.setUp = ["sut.output = output"]
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            model.properties.append(TestCaseModel.Property(name: service.property, type: mock, value: mock + "()"))
            model.setUp.append("sut.\(service.property) = \(service.property)")
        }
        model.tests.append(releaseTest(property: "output", type: spy(.output), owner: "interactor"))
        return model
    }

    /// The assembly's arguments in a test: spies, mocks and sample input; nil when an input has no sample.
    private var assemblyArguments: (given: [String], arguments: String)? {
        var given: [String] = []
        var arguments = ""
        for (name, _) in dependencies {
            let value: String?
            if name == "delegate" && hasDelegate {
                value = spy(.delegate) + "()"
            } else if let service = spec.services.first(where: { $0.property == name }) {
                value = facts.naming.mockName(forService: service.name) + "()"
            } else {
                value = spec.input.first { $0.name == name }.flatMap { facts.samples.sample(of: $0.type, named: name) }
            }
            guard let value else { return nil }
            given.append("let \(name) = \(value)")
            arguments += ", \(name): \(name)"
        }
        return (given, arguments)
    }

    var routerTests: TestCaseModel {
        var model = TestCaseModel(className: routerName + "Tests")
        guard let assembly = assemblyArguments else { return model }
        let assemble = "\(routerName).assemble(view: view\(assembly.arguments))"
        let actors = [
            "let interactor = " + kit.unwrap("presenter.interactor as? \(interactorName)"),
            "let router = " + kit.unwrap("presenter.router as? \(routerName)"),
        ]
        var links = [
            kit.identical("view.presenter", "presenter"),
            kit.identical("presenter.view", "view"),
            kit.identical("interactor.output", "presenter"),
            kit.identical("router.view", "view"),
        ]
        if hasDelegate { links.append(kit.identical("presenter.delegate", "delegate")) }
        for service in spec.services {
            let mock = facts.naming.mockName(forService: service.name)
            links.append(kit.identical("interactor.\(service.property) as? \(mock)", service.property))
        }
        model.tests.append(TestCaseModel.Test(
            name: "assembleLinksEveryActor", isThrowing: true,
            given: ["let view = \(spy(.view))()"] + assembly.given,
            when: ["let presenter = \(assemble)"],
            then: actors + links))
        model.tests.append(TestCaseModel.Test(
            name: "moduleIsReleasedWithItsView", isThrowing: true,
            given: [
                "weak var weakView: \(spy(.view))?",
                "weak var weakPresenter: \(presenterName)?",
                "weak var weakInteractor: \(interactorName)?",
                "weak var weakRouter: \(routerName)?",
            ],
            when: ["do {"] + (["let view = \(spy(.view))()"] + assembly.given + ["let presenter = \(assemble)"] + actors + [
                "weakView = view",
                "weakPresenter = presenter",
                "weakInteractor = interactor",
                "weakRouter = router",
            ]).map { "    " + $0 } + ["}"],
            then: ["weakView", "weakPresenter", "weakInteractor", "weakRouter"].map(kit.isNil)))
        return model
    }

    /// A test that calls `method` on the subject and checks the spy received the call and its arguments.
    func forwardingTest(_ method: MethodDeclaration, forward: Forward) -> TestCaseModel.Test? {
        let generics = Set(method.genericParameters.map(\.name))
        var given: [String] = []
        var arguments: [String] = []
        var locals: [String] = []
        for parameter in method.parameters {
            guard !DoubleTypeRules.isErased(parameter.type, generics: generics),
                  let value = facts.samples.sample(of: parameter.type, named: parameter.name == "_" ? "value" : parameter.name)
            else { return nil }
            let local = SwiftIdentifier.escaped(parameter.name == "_" ? "value\(given.count)" : parameter.name)
            given.append((parameter.isInout ? "var " : "let ") + "\(local) = \(value)")
            locals.append(local)
            let argument = (parameter.isInout ? "&" : "") + local
            arguments.append(parameter.label.map { DoubleMemberNaming.label($0) + ": " + argument } ?? argument)
        }
        let effects = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
        let result = (method.returnType.map { !$0.isVoid } ?? false) ? "_ = " : ""
        let call = result + effects + "sut." + SwiftIdentifier.escaped(method.name) + "(" + arguments.joined(separator: ", ") + ")"
        let receiverMethods = spec.members(of: forward.role).compactMap(\.method)
        let stems = DoubleMemberNaming.stems(of: receiverMethods)
        guard let position = receiverMethods.firstIndex(of: forward.method) else { return nil }
        let stem = stems[position]
        let double = DoubleMethod(forward.method, stem: stem)
        var then = [kit.equal("\(forward.receiver).\(double.callsCount)", "1")]
        for (index, parameter) in forward.method.parameters.enumerated() {
            guard let accessor = double.receivedAccessors[index],
                  facts.catalog.isEquatable(DoubleTypeRules.recordedType(of: parameter, generics: generics))
            else { continue }
            then.append(kit.equal("\(forward.receiver).\(accessor)", locals[index]))
        }
        let words = Casing.upperFirst(stem) + "IsForwardedTo" + (forward.role == .interactor ? "TheInteractor"
            : forward.role == .routes ? "TheRouter" : forward.role == .view ? "TheView" : "TheDelegate")
        return TestCaseModel.Test(
            name: Casing.lowerFirst(words), isAsync: method.isAsync, isThrowing: method.throwsClause != nil,
            given: given, when: [call], then: then)
    }

    /// The subject holds `property` weakly: a spy that nothing else holds goes away.
    func releaseTest(property: String, type: String, owner: String) -> TestCaseModel.Test {
        TestCaseModel.Test(
            name: "doesNotRetainIts" + Casing.upperFirst(property),
            given: ["var \(property): \(type)? = \(type)()", "sut.\(property) = \(property)"],
            when: ["\(property) = nil"],
            then: [kit.isNil("sut.\(property)")])
    }
}
