import ArchGenSource
import ArchGenSpec

/// The scaffold tests of a role list's properties, those the scaffold
/// stores (`PropertyImplementation`): the state the view reads starts empty
/// before any event, and what the view sets is kept. A computed property is
/// the team's TODO, and has no test.
extension ModuleFacts {
    /// For each stored property of `members` in `className`: read-only, it starts
    /// with its empty value (`isLoadingStartsFalse`); settable, it keeps the
    /// sample it is given (`keepsTheReloadTableViewClosureItIsGiven`), compared
    /// when its type is Equatable, else only not nil. Nil for one archgen has no sample of.
    func propertyTests(_ members: [Member], in className: String) -> [TestCaseModel.Test] {
        members.compactMap { member in
            guard case .property(let property) = member.declaration, PropertyImplementation.stored(member, in: className) != nil
            else { return nil }
            let type = property.type.replacingSelf(with: className)
            let read = "sut." + SwiftIdentifier.escaped(property.name)
            guard property.isSettable else {
                guard let (outcome, check) = startingCheck(of: read, type: type) else { return nil }
                return TestCaseModel.Test(name: Casing.lowerFirst(property.name) + outcome, then: [check])
            }
            // An optional is given a value, not nil: reading nil back would pass without the property.
            let isOptional = DoubleTypeRules.isOptional(type)
            let valueType: TypeSyntax = switch type {
            case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped
            default: type
            }
            guard let given = samples.declaration("value", of: valueType) else { return nil }
            let check = catalog.isEquatable(valueType) ? kit.equal(read, "value") : isOptional ? kit.isNotNil(read) : nil
            return check.map { check in
                TestCaseModel.Test(name: "keepsThe" + Casing.upperFirst(property.name) + "ItIsGiven",
                                   given: given, when: ["\(read) = value"], then: [check])
            }
        }
    }

    /// What a read-only property starts as (`MethodImplementation.defaultValue`): the test's name ending and its check.
    func startingCheck(of read: String, type: TypeSyntax) -> (String, String)? {
        switch MethodImplementation.defaultValue(of: type) {
        case "nil": return ("StartsNil", kit.isNil(read))
        case "false": return ("StartsFalse", kit.isFalse(read))
        case "0": return ("StartsAtZero", kit.equal(read, "0"))
        case "\"\"", "[]", "[:]": return ("StartsEmpty", kit.isTrue(read + ".isEmpty"))
        default: return nil
        }
    }
}
