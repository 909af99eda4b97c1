import ArchGenSource
import ArchGenSpec

/// The test that a tested actor keeps the input its `init` takes, where
/// losing it would still compile: a `var` of an optional type (a protocol
/// declares it, as VIP's data store does), which is `nil` without the
/// assignment. A `let` needs none: without its assignment nothing compiles.
extension ModuleModel {
    /// `keepsItsOrderID`: `sut`, built with a sample of each field (`ModuleFacts.testCase`),
    /// still has that sample; nil-checked only when the type is not `Equatable`.
    func inputTests(of actor: StyleActor) -> [TestCaseModel.Test] {
        inputProperties(of: actor).compactMap { property in
            guard property.isInjected, property.declaredIn != nil, DoubleTypeRules.isOptional(property.storedType),
                  let sample = facts.samples.sample(of: property.field.type, named: property.name), sample != "nil"
            else { return nil }
            let read = "sut." + SwiftIdentifier.escaped(property.name)
            let check = facts.catalog.isEquatable(property.field.type) ? kit.equal(read, sample) : kit.isNotNil(read)
            return TestCaseModel.Test(name: "keepsIts" + Casing.upperFirst(property.name), then: [check])
        }
    }
}
