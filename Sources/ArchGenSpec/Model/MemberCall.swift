import ArchGenSource

/// The call a member of a role list names after its declaration
/// (`settingsTapped() calls openSettings`, `load() calls RestaurantStore.restaurantNames`):
/// as written, then, once the spec is read, the member it calls and where
/// each of that member's arguments comes from (`SpecBuilder.resolveCalls`).
package struct MemberCall: Equatable, Sendable {
    /// The member called, and what its call passes.
    package struct Callee: Equatable, Sendable {
        /// Where the callee is declared: the protocol the actor holds through a link, or a service.
        package enum Receiver: Equatable, Sendable {
            case protocolKey(String)
            case service(String)
        }

        package var receiver: Receiver
        /// The callee's `Member.signatureKey`.
        package var signatureKey: String
        /// For each of the callee's parameters, the index of the caller's parameter it is given, or
        /// `ownCompletion` for an escaping completion the caller has none to give: the actor passes its own.
        package var arguments: [Int]

        /// The index that stands for the actor's own completion (`HandledCompletion`), passed to a service.
        package static let ownCompletion = -1

        package init(receiver: Receiver, signatureKey: String, arguments: [Int]) {
            self.receiver = receiver
            self.signatureKey = signatureKey
            self.arguments = arguments
        }
    }

    /// The service's name, for `calls Service.name`.
    package var service: String?
    /// The method's name.
    package var name: String
    /// Where the call is written: its service's name, else its method's.
    package var location: SourceLocation
    /// Nil until the spec is read, and when the call cannot be written (an error says why).
    package var callee: Callee?

    package init(service: String?, name: String, location: SourceLocation, callee: Callee? = nil) {
        self.service = service
        self.name = name
        self.location = location
        self.callee = callee
    }

    /// `openSettings`, `RestaurantStore.restaurantNames`: as written.
    package var written: String { service.map { $0 + "." + name } ?? name }
}
