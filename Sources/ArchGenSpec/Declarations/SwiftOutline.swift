/// The shape of a whole Swift file, as an editor's outline shows it: its
/// types, extensions and protocols, at any nesting, each with its lines,
/// what it inherits or conforms to, and its members (methods, initializers,
/// properties, cases, nested types) with theirs. Comments, string literals
/// and compiler directives (`#if`) are never taken for code; the bodies of
/// members are skipped by their braces.
///
/// What reads and edits a module's files in place needs it: where a type's
/// body ends, and whether it implements a requirement already.
///
///     let outline = try SwiftOutline.parse(text)
///     outline.declarations(named: "SignInPresenter").first?.members.map(\.key)
///     // ["var view", "func signIn(username:)"]
package struct SwiftOutline: Sendable {
    /// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    package struct TypeDeclaration: Sendable, Equatable {
        /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
        package var keyword: String
        /// The type's name; for an extension, the extended type as written (`Outer.Inner`).
        package var name: String
        /// The types its inheritance clause names, as written (`UIViewController`, `SignInView`).
        package var inherited: [String]
        /// From the line of its first attribute or modifier to the line of its closing brace.
        package var lines: ClosedRange<Int>
        /// The line of its opening brace.
        package var openingLine: Int
        /// Its members, in order.
        package var members: [Member]
        /// 0 at the top level, 1 inside another declaration's body, ...
        package var depth: Int

        /// Whether it names `type` in its inheritance clause.
        package func inherits(_ type: String) -> Bool {
            inherited.contains(type)
        }

        /// Its member with `key`, if any.
        package func member(_ key: String) -> Member? {
            members.first { $0.key == key }
        }
    }

    /// One declaration in a type's body.
    package struct Member: Sendable, Equatable {
        /// What identifies it among a type's members: `func show(user:_:)`,
        /// `init(name:)`, `var title`, `case loaded`, `struct Item`,
        /// `subscript`; nil when its signature cannot be read.
        package var key: String?
        /// Its name (`show`, `init`, `title`).
        package var name: String
        /// From the line of its first attribute or modifier to the line of its last token.
        package var lines: ClosedRange<Int>
        /// Whether its declaration has a body in braces (a method, a computed property).
        package var hasBody: Bool
    }

    /// Every type declaration and extension, in the order they open.
    package var declarations: [TypeDeclaration]
    /// How many lines the text has.
    package var lineCount: Int

    /// The declarations of `name` (the type and its extensions), in order.
    package func declarations(named name: String) -> [TypeDeclaration] {
        declarations.filter { $0.name == name }
    }

    /// Reads a file. Throws where it cannot be tokenized (an unterminated
    /// string literal or comment) or its brackets do not match.
    package static func parse(_ text: String) throws(DeclarationError) -> SwiftOutline {
        var parser = try SwiftOutlineParser(text)
        return try parser.parse()
    }
}

extension SwiftOutline.Member {
    /// The key of a member that is a method or an initializer (`func show(user:)`).
    static func key(of method: MethodDeclaration) -> String {
        (method.isInitializer ? "" : "func ") + method.selector
    }
}
