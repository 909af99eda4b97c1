import ArchGenSpec

/// The scaffold tests every style writes: a forwarded call checked through a
/// spy, and the memory rules (a weak link lets go, a strong one keeps).
extension ModuleFacts {
    /// The spy of a role's protocol (`SignInViewSpy`).
    func spy(_ role: Role) -> String { naming.spyName(forProtocol: naming.protocolName(for: role)) }

    /// The double of a link: the spy of its role's protocol, or the mock of its service.
    func double(of link: ModuleLink) -> String {
        link.role.map(spy) ?? naming.mockName(forService: link.type)
    }

    /// A test case for `subject` (`sut`), with a double for each link, linked before each test.
    func testCase(_ subject: String, links: [ModuleLink]) -> TestCaseModel {
        var model = TestCaseModel(className: subject + "Tests")
        model.properties = [TestCaseModel.Property(name: "sut", type: subject, value: subject + "()")]
        for link in links {
            model.properties.append(TestCaseModel.Property(name: link.name, type: double(of: link), value: double(of: link) + "()"))
            model.setUp.append("sut.\(link.name) = \(link.name)")
        }
        return model
    }

    /// The forwarding tests of `members`, each through `forward`.
    func forwardingTests(_ members: [Member], _ forward: (Member) -> Forward?) -> [TestCaseModel.Test] {
        members.compactMap { member in
            guard let method = member.method, let forward = forward(member) else { return nil }
            return forwardingTest(method, forward: forward)
        }
    }

    /// A test that calls `method` on `sut` and checks the receiver's spy got the
    /// call with its arguments; nil when archgen cannot build the arguments.
    /// A use case's step is checked only where its call is real: the output's
    /// `present…` passes a view model to the view (whatever it holds, which is
    /// the user's to fill in); a request's response waits for work still to
    /// write, so it gets no test.
    func forwardingTest(_ method: MethodDeclaration, forward: Forward) -> TestCaseModel.Test? {
        if let model = forward.model, model.name == "response" { return nil }
        let generics = Set(method.genericParameters.map(\.name))
        var given: [String] = []
        var arguments: [String] = []
        var locals: [String] = []
        for parameter in method.parameters {
            let local = parameter.name == "_" ? "value\(given.count)" : parameter.name
            guard !parameter.isVariadic, !DoubleTypeRules.isErased(parameter.type, generics: generics),
                  let declaration = samples.declaration(local, of: parameter.type, isVariable: parameter.isInout)
            else { return nil }
            given.append(declaration)
            locals.append(SwiftIdentifier.escaped(local))
            let argument = (parameter.isInout ? "&" : "") + SwiftIdentifier.escaped(local)
            arguments.append(parameter.label.map { DoubleMemberNaming.label($0) + ": " + argument } ?? argument)
        }
        let effects = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
        let result = (method.returnType.map { !$0.isVoid } ?? false) ? "_ = " : ""
        let call = result + effects + "sut." + SwiftIdentifier.escaped(method.name) + "(" + arguments.joined(separator: ", ") + ")"
        let receiverMethods = spec.members(of: forward.role).compactMap(\.method)
        guard let position = receiverMethods.firstIndex(of: forward.method) else { return nil }
        let stem = DoubleMemberNaming.stems(of: receiverMethods)[position]
        let double = DoubleMethod(forward.method, stem: stem)
        let receiver = forward.link.name
        var then = [kit.equal("\(receiver).\(double.callsCount)", "1")]
        if forward.model == nil {
            for (index, parameter) in forward.method.parameters.enumerated() {
                guard let accessor = double.receivedAccessors[index], index < locals.count,
                      catalog.isEquatable(DoubleTypeRules.recordedType(of: parameter, generics: generics))
                else { continue }
                then.append(kit.equal("\(receiver).\(accessor)", locals[index]))
            }
        }
        // A use case's methods have unique names; a forwarded call is named by the receiver's stem.
        let subject = Casing.upperFirst(forward.model == nil ? stem : DoubleMemberNaming.stems(of: [method])[0])
        let outcome = forward.model.map { "SendsIts" + Casing.upperFirst($0.name) + "To" } ?? "IsForwardedTo"
        return TestCaseModel.Test(
            name: Casing.lowerFirst(subject + outcome + "The" + forward.link.title),
            isAsync: method.isAsync, isThrowing: method.throwsClause != nil,
            given: given, when: [call], then: then)
    }

    /// The memory rules of `links` that point to the module's protocols (not
    /// services): held weakly, a double that nothing else holds goes away
    /// (`doesNotRetainItsView`); held strongly, it is kept (`keepsItsPresenter`).
    func memoryRuleTests(_ links: [ModuleLink]) -> [TestCaseModel.Test] {
        links.filter { $0.role != nil }.map(memoryRuleTest)
    }

    /// The memory rule of `link`: held weakly, a double that nothing else holds
    /// goes away (`doesNotRetainItsView`); held strongly, it is kept (`keepsItsPresenter`).
    private func memoryRuleTest(_ link: ModuleLink) -> TestCaseModel.Test {
        let double = double(of: link)
        return TestCaseModel.Test(
            name: (link.isWeak ? "doesNotRetainIts" : "keepsIts") + link.title,
            given: ["var \(link.name): \(double)? = \(double)()", "sut.\(link.name) = \(link.name)"],
            when: ["\(link.name) = nil"],
            then: [link.isWeak ? kit.isNil("sut.\(link.name)") : kit.isNotNil("sut.\(link.name)")])
    }
}
