/// A role list's member with what may follow its declaration: the module a
/// route opens (`showDetail(id: Int) opens Detail`, `presentForm() presents Form`).
/// The declaration is parsed as any member's; which lists take the suffix is the spec builder's to say.
struct ListMemberSyntax {
    /// `opens Detail`: the word, the module's name, and their offsets in the text.
    struct Suffix: Equatable {
        var kind: RouteTarget.Kind
        var kindOffset: Int
        var module: String
        var moduleOffset: Int
    }

    /// `calls openSettings`, `calls RestaurantStore.restaurantNames`: the names and their offsets in the text.
    struct Call: Equatable {
        var service: String?
        var serviceOffset: Int?
        var name: String
        var nameOffset: Int
    }

    var declaration: MemberDeclaration
    /// The declaration's text, when a suffix follows it (else the whole text is the declaration).
    var declarationText: String?
    var suffix: Suffix?
    var call: Call? = nil
}

extension DeclarationParser {
    /// A member of a role list: `parseMember`'s declaration, then `opens <Module>` or `presents <Module>`,
    /// or `calls <name>` (`parseCallSuffix`), if written.
    static func parseListMember(_ text: String) throws(DeclarationError) -> ListMemberSyntax {
        var cursor = try DeclarationCursor(text)
        let member = try cursor.parseMemberDeclaration()
        let declarationEnd = cursor.previous?.endOffset ?? 0
        let call = try cursor.parseCallSuffix()
        let suffix = call == nil ? try cursor.parseRouteSuffix() : nil
        try cursor.expectEnd(after: call != nil ? "the method name" : suffix == nil ? "the declaration" : "the module name")
        let declarationText = suffix == nil && call == nil ? nil : cursor.text(from: 0, to: declarationEnd)
        return ListMemberSyntax(declaration: member, declarationText: declarationText, suffix: suffix, call: call)
    }
}

extension DeclarationCursor {
    /// `opens Name` or `presents Name` after a declaration; nil when neither word follows it.
    /// Two words where they would be are an error naming the first (`pushes Detail`).
    mutating func parseRouteSuffix() throws(DeclarationError) -> ListMemberSyntax.Suffix? {
        guard current.kind == .word(isBackticked: false) else { return nil }
        guard let kind = RouteTarget.Kind(rawValue: current.text) else {
            guard next.isWord, tokens[min(position + 2, tokens.count - 1)].isEnd else { return nil }
            throw unexpected("expected 'opens' or 'presents' after the declaration, found '\(current.text)'",
                             hint: Self.routeSuffixHint(module: next.text))
        }
        let word = advance()
        guard current.isWord, !current.isBackticked else {
            throw error("expected the name of a module after '\(kind.rawValue)'", at: isAtEnd ? word : current,
                        hint: Self.routeSuffixHint(module: "Module"))
        }
        let module = advance()
        return ListMemberSyntax.Suffix(kind: kind, kindOffset: word.offset, module: module.text, moduleOffset: module.offset)
    }

    static func routeSuffixHint(module: String) -> String {
        "write 'opens \(module)' to push the module (a navigation destination on SwiftUI), or 'presents \(module)' to present it (a sheet)"
    }
}
