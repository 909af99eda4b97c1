/// How the build check proves that modules compile (`build.proof`, `--full-build`):
///
/// - `fast`: the compiler itself, `swiftc -emit-module` on each sandbox
///   module and then on its tests: type checking and the compiler's flow
///   diagnostics (definite initialisation, `sending` and isolation), with no
///   code generation and no linking.
/// - `full`: one `swift build --build-tests` of the sandbox package, which
///   also generates code and links the test bundle; `--run-tests` always uses it.
package enum CompileProof: String, Equatable, Sendable, CaseIterable {
    case fast, full

    /// `build.proof` when archgen.yml does not say.
    package static let `default` = CompileProof.fast
}
