/// What a module shows another target: a spec's `access:`, or archgen.yml's
/// `defaults: access:`; `public` by default in a package project, whose
/// modules are targets of their own, `internal` otherwise.
///
/// `public` makes public only what another target needs to build the
/// module: its entry point (`create`, `makeModule`) and the type that holds
/// it, the types the module declares that its signature uses (its input's
/// entities, its delegate and services protocols) and those their members
/// use; and, in the package's shared target, the shared declarations.
/// Everything else stays internal, and tests `@testable import`.
package enum Access: String, CaseIterable, Sendable {
    case `public`
    case `internal`

    /// The modifier written before a declaration that is part of the module's API: `public ` or nothing.
    package var modifier: String { self == .public ? "public " : "" }
}
