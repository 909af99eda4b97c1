/// The members of a list whose protocol its style isolates otherwise than
/// the module: a nonisolated one (`isolation: nonisolated`) while the module
/// is on the main actor, where an `async` one would send its non-`Sendable`
/// implementation off the main actor, which Swift 6 refuses ("sending value
/// of non-Sendable type 'any SettingsUseCase' risks causing data races"); and
/// a Swift actor's (`isolation: actor`), whose synchronous one the presenter
/// could not call from the main actor ("actor-isolated instance method
/// 'load()' cannot be called from outside of the actor"). The spec says so first.
extension SpecBuilder {
    mutating func checkNonisolatedLists(of spec: Spec) {
        for list in spec.style.lists {
            switch spec.style.protocol(list.protocolKey)?.isolation {
            case .nonisolated where spec.isolation.isMainActor:
                for member in spec.members(of: list.role) where member.origin == .written {
                    guard case .method(let method) = member.declaration, method.isAsync else { continue }
                    error("'\(method.selector)' is async, but \(spec.style.title)'s '\(list.role.key)' is nonisolated",
                          at: member.location,
                          hint: "take a completion instead: a nonisolated async call would send its non-Sendable implementation off the main actor, which Swift 6 refuses")
                }
            case .actor:
                for member in spec.members(of: list.role) where member.origin == .written {
                    switch member.declaration {
                    case .method(let method) where !method.isAsync && !method.isStatic:
                        error("'\(method.selector)' is synchronous, but \(spec.style.title)'s '\(list.role.key)' is a Swift actor's",
                              at: member.location,
                              hint: "write it 'async': it is called from outside the actor, where only an async call can wait for its turn")
                    case .property(let property):
                        error("'\(property.name)' is a property, but \(spec.style.title)'s '\(list.role.key)' is a Swift actor's",
                              at: member.location,
                              hint: "write a method, 'async': an actor's state is read from outside it only by awaiting")
                    default: continue
                    }
                }
            default: continue
            }
        }
    }
}
