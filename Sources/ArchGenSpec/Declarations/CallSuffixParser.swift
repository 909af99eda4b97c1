/// What a role list's member may name after its declaration: the call its
/// actor makes for it (`settingsTapped() calls openSettings`,
/// `load() calls RestaurantStore.restaurantNames`). Which member that is, and
/// whether the call can be written, is the spec builder's to say (`SpecBuilder.resolveCalls`).
extension DeclarationCursor {
    /// The word that starts the suffix.
    static let callsWord = "calls"

    /// `calls name` or `calls Service.name` after a declaration; nil when the word does not follow it.
    mutating func parseCallSuffix() throws(DeclarationError) -> ListMemberSyntax.Call? {
        guard current.isKeyword(Self.callsWord) else { return nil }
        let word = advance()
        guard current.isWord, !current.isBackticked else {
            throw error("expected the name of a method after 'calls'", at: isAtEnd ? word : current, hint: Self.callHint)
        }
        let first = advance()
        guard consume(".") else {
            return ListMemberSyntax.Call(service: nil, name: first.text, nameOffset: first.offset)
        }
        guard current.isWord, !current.isBackticked else {
            throw error("expected the name of a method of '\(first.text)' after '.'", at: isAtEnd ? previous : current,
                        hint: Self.callHint)
        }
        let method = advance()
        return ListMemberSyntax.Call(service: first.text, serviceOffset: first.offset, name: method.text, nameOffset: method.offset)
    }

    static let callHint = "write 'calls name' with the name of a method the actor reaches (a route, a request, a command), "
        + "or 'calls Service.name' for a service's method"
}
