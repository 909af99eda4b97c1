import ArchGenSpec

/// libFuzzer entry point for `scripts/fuzz spec`: any bytes, loaded as a spec and as
/// archgen.yml, give a result or errors located inside the text, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let spec = SpecLoader().load(bytes: input, path: "Fuzz.archgen")
    require((spec.spec == nil) == !spec.errors.isEmpty, "a spec with errors, or no spec and no error")
    let settings = ProjectSettingsLoader().load(bytes: input, path: "archgen.yml")
    require((settings.settings == nil) == !settings.errors.isEmpty, "settings with errors, or none and no error")
    for diagnostic in spec.diagnostics + settings.errors {
        guard let location = diagnostic.location else { fatalError("unlocated: \(diagnostic.message)") }
        require(location.line >= 1 && location.column >= 1, "location \(location): \(diagnostic.message)")
        let shown = diagnostic.sourceLine?.unicodeScalars.count ?? 0
        require(shown <= SpecLimits.maximumLineLength + 1, "a source line of \(shown) characters shown")
        require(!DiagnosticRenderer().render(diagnostic).isEmpty, "empty rendering")
    }
    return 0
}
