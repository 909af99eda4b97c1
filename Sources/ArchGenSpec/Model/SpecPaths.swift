import ArchGenSource

/// How a spec names files: by its own file name in headers, and relative to
/// its folder for `external` `.swift` paths. One rule for the validator (which
/// checks such a file exists) and for the stages that read it.
extension Spec {
    /// `SignIn.archgen` for `Specs/SignIn.archgen`.
    package var fileName: String {
        Path.lastComponent(of: path)
    }

    /// `file` resolved against the folder of the spec at `specPath`, unless absolute:
    /// `Net.swift` in `Specs/SignIn.archgen` is `Specs/Net.swift`.
    package static func resolve(_ file: String, relativeToSpecAt specPath: String) -> String {
        Path.isAbsolute(file) ? file : Path.join(Path.folder(of: specPath), file)
    }
}
