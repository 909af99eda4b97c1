import ArchGenSpec

/// Default arguments, kept the way teams write them: Swift allows none on a
/// protocol requirement, so the protocol declares the requirement without
/// them and an extension of the protocol declares the method with them,
/// calling the requirement:
///
///     protocol Fetcher {
///         func fetch(page: Int, pageSize: Int) async throws -> [Item]
///     }
///
///     extension Fetcher {
///         func fetch(page: Int = 1, pageSize: Int = 20) async throws -> [Item] {
///             try await fetch(page: page, pageSize: pageSize)
///         }
///     }
///
/// So `fetcher.fetch()` compiles, and a double records the values it was given.
enum DefaultArguments {
    /// The extension's methods for the requirements among `members` that have default values.
    static func methods(of members: [MemberDeclaration]) -> [MethodImplementation] {
        members.compactMap { member in
            guard case .method(var method) = member, method.parameters.contains(where: { $0.defaultValue != nil }),
                  !method.parameters.contains(where: \.isVariadic)
            else { return nil }
            for index in method.parameters.indices {
                method.parameters[index].name = DoubleMemberNaming.internalName(of: method.parameters[index], at: index)
            }
            let arguments = method.parameters.map { parameter in
                let value = (parameter.isInout ? "&" : "") + SwiftIdentifier.escaped(parameter.name)
                return parameter.label.map { DoubleMemberNaming.label($0) + ": " + value } ?? value
            }
            let effects = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
            let callee = method.isInitializer ? "self.init" : SwiftIdentifier.escaped(method.name)
            return MethodImplementation(
                declaration: method.description, body: [effects + callee + "(" + arguments.joined(separator: ", ") + ")"])
        }
    }
}
