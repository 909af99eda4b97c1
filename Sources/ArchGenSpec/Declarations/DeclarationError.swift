/// A member fragment that does not parse as Swift.
///
/// `offset` counts Unicode scalars from the start of the fragment; the spec
/// loader adds it to the fragment's location to point into the spec line.
package struct DeclarationError: Error, Equatable, Sendable {
    package var message: String
    package var offset: Int
    package var hint: String?

    package init(message: String, offset: Int, hint: String? = nil) {
        self.message = message
        self.offset = offset
        self.hint = hint
    }
}
