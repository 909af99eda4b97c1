import ArchGenSpec

extension CommandContext {
    /// The text of `spec` (read as `bytes`) with each route that opens or
    /// presents module `old` (`showDetail() opens Old`) naming `new`
    /// instead, at the place its target is written; nil when none names `old`.
    static func renamingRoutes(in bytes: [UInt8], of spec: Spec, from old: String, to new: String) -> String? {
        // From the last to the first, so that a renaming leaves the places before it where they are.
        let places = spec.members(of: .routes).compactMap(\.routeTarget).filter { $0.module == old }.map(\.location)
            .sorted { ($0.line, $0.column) > ($1.line, $1.column) }
        guard !places.isEmpty else { return nil }
        var text = String(decoding: bytes, as: UTF8.self)
        for place in places {
            guard let renamed = renamingModule(in: Array(text.utf8), at: place, to: new) else { return nil }
            text = renamed
        }
        return text
    }
}
