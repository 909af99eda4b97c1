import ArchGenSource

/// The spec's `useCases:` for a VIP module's use cases: each model's
/// fields; `methods: none` when the team's methods are not named as archgen
/// names them (`fetchOrders(request:)`, `presentFetchOrders(response:)`,
/// `displayFetchOrders(viewModel:)`), whose lists then keep the team's own.
struct AdoptedUseCases {
    var lines: [String] = []
    var notes: [Diagnostic] = []
    /// The members archgen generates from the use cases, which the lists leave out.
    var generatedKeys: Set<String> = []

    init(shape: ModuleShape) {
        guard !shape.useCases.isEmpty else { return }
        lines.append("useCases:")
        for useCase in shape.useCases {
            lines.append("  \(useCase.name):")
            for key in ["request", "response", "viewModel"] {
                lines.append("    \(key): " + (useCase.fields[key] ?? "()"))
            }
            let keys = useCase.generatedKeys
            let archgens = keys.allSatisfy { list, key in shape.protocols[list]?.members.contains { $0.key == key } ?? false }
            if archgens {
                generatedKeys.formUnion(keys.values)
            } else {
                lines.append("    methods: none")
            }
            notes += useCase.unexpressed.map { unexpressed in
                unexpressed.place.note(
                    unexpressed.what + "; archgen's \(shape.module.name)Models.swift would not have it",
                    hint: "declare it at the top level of a file of the team's, and name it in the field's type")
            }
        }
    }
}
