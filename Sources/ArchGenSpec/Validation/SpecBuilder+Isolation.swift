/// The members of a list whose protocol its style makes nonisolated
/// (`isolation: nonisolated`) while the module is on the main actor: an
/// `async` one would send its non-`Sendable` implementation off the main
/// actor, which Swift 6 refuses ("sending value of non-Sendable type 'any
/// SettingsUseCase' risks causing data races"); the spec says so first.
extension SpecBuilder {
    mutating func checkNonisolatedLists(of spec: Spec) {
        guard spec.isolation.isMainActor else { return }
        for list in spec.style.lists where spec.style.protocol(list.protocolKey)?.isolation == .nonisolated {
            for member in spec.members(of: list.role) where member.origin == .written {
                guard case .method(let method) = member.declaration, method.isAsync else { continue }
                error("'\(method.selector)' is async, but \(spec.style.title)'s '\(list.role.key)' is nonisolated",
                      at: member.location,
                      hint: "take a completion instead: a nonisolated async call would send its non-Sendable implementation off the main actor, which Swift 6 refuses")
            }
        }
    }
}
