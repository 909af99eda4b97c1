import ArchGenSpec

/// Makes a failing spec as small as it can while it still fails the same way:
/// it tries taking away one part at a time (a service, a role list, an
/// entity, a member, a parameter, an effect...) and keeps a change when the
/// smaller spec is still valid and its module still fails with one of the
/// original errors, until no change is kept.
struct Shrinker {
    /// Builds and tests one spec's module; returns its failure, nil when it passes.
    var check: (GeneratedSpec) throws -> ModulePackage.Failure?
    /// At most this many checks (each is a build).
    var budget = 60

    /// What a failure says, without where: the messages of its `error:` lines.
    static func signature(of failure: ModulePackage.Failure) -> Set<String> {
        Set(failure.lines.compactMap { line in
            guard let range = line.range(of: "error: ") ?? line.range(of: "✘ ") else { return nil }
            return String(line[range.upperBound...])
        })
    }

    mutating func shrink(_ spec: GeneratedSpec, failure: ModulePackage.Failure, progress: (String) -> Void) throws
        -> (spec: GeneratedSpec, failure: ModulePackage.Failure)
    {
        var smallest = (spec: spec, failure: failure)
        let wanted = Self.signature(of: failure)
        var checks = 0
        var shrunk = true
        while shrunk, checks < budget {
            shrunk = false
            for candidate in Self.candidates(smallest.spec) where checks < budget {
                guard Self.isValid(candidate) else { continue }
                checks += 1
                guard let found = try check(candidate), found.isBuild == failure.isBuild,
                      wanted.isEmpty || !Self.signature(of: found).isDisjoint(with: wanted)
                else { continue }
                smallest = (candidate, found)
                shrunk = true
                progress("shrinking: \(smallest.spec.text.split(separator: "\n").count) lines (\(checks) builds)")
                break
            }
        }
        return smallest
    }

    /// Valid as archgen reads it: no error, no warning.
    static func isValid(_ spec: GeneratedSpec) -> Bool {
        let result = SpecLoader().load(bytes: Array(spec.text.utf8), path: "Spec.archgen")
        return result.spec != nil && result.errors.isEmpty && result.warnings.isEmpty
    }

    /// Every spec one step smaller than `spec`, the biggest steps first.
    static func candidates(_ spec: GeneratedSpec) -> [GeneratedSpec] {
        var candidates: [GeneratedSpec] = []
        func with(_ change: (inout GeneratedSpec) -> Void) {
            var candidate = spec
            change(&candidate)
            if candidate != spec { candidates.append(candidate) }
        }
        for index in spec.services.indices.reversed() { with { $0.services.remove(at: index) } }
        for key in GeneratedSpec.roleKeys where spec.roles[key] != nil { with { $0.roles[key] = nil } }
        for index in spec.useCases.indices.reversed() { with { $0.useCases.remove(at: index) } }
        with { $0.input = [] }
        for index in spec.entities.indices.reversed() { with { $0.entities.remove(at: index) } }
        for index in spec.external.indices.reversed() { with { $0.external.remove(at: index) } }
        with { $0.keys = [:] }
        with { $0.imports = nil }
        for (serviceIndex, service) in spec.services.enumerated() {
            with { $0.services[serviceIndex].property = nil }
            for index in service.members.indices.reversed() { with { $0.services[serviceIndex].members.remove(at: index) } }
        }
        for key in GeneratedSpec.roleKeys {
            for index in (spec.roles[key] ?? []).indices.reversed() where (spec.roles[key]?.count ?? 0) > 1 {
                with { $0.roles[key]?.remove(at: index) }
            }
        }
        for index in spec.input.indices.reversed() { with { $0.input.remove(at: index) } }
        for (useCaseIndex, useCase) in spec.useCases.enumerated() {
            with { $0.useCases[useCaseIndex].generatesMethods = false }
            for index in useCase.request.indices { with { $0.useCases[useCaseIndex].request.remove(at: index) } }
            for index in useCase.response.indices { with { $0.useCases[useCaseIndex].response.remove(at: index) } }
            for index in useCase.viewModel.indices { with { $0.useCases[useCaseIndex].viewModel.remove(at: index) } }
        }
        // Inside methods: parameters, effects, results, attributes and modifiers.
        for (serviceIndex, service) in spec.services.enumerated() {
            for (index, member) in service.members.enumerated() {
                guard case .method(let method) = member else { continue }
                for smaller in smaller(method) { with { $0.services[serviceIndex].members[index] = .method(smaller) } }
            }
        }
        for key in GeneratedSpec.roleKeys {
            for (index, method) in (spec.roles[key] ?? []).enumerated() {
                for smaller in smaller(method) { with { $0.roles[key]?[index] = smaller } }
            }
        }
        return candidates
    }

    private static func smaller(_ method: GeneratedMethod) -> [GeneratedMethod] {
        var methods: [GeneratedMethod] = []
        func with(_ change: (inout GeneratedMethod) -> Void) {
            var candidate = method
            change(&candidate)
            if candidate != method { methods.append(candidate) }
        }
        for index in method.parameters.indices.reversed() { with { $0.parameters.remove(at: index) } }
        with { $0.isAsync = false }
        with { $0.throwsClause = nil }
        with { $0.returnType = nil }
        with { $0.attributes = [] }
        with { $0.modifiers = [] }
        for index in method.parameters.indices {
            with { $0.parameters[index].defaultValue = nil }
            with { $0.parameters[index].type = "Int" }
            with { $0.parameters[index].label = $0.parameters[index].name == "`default`" ? "value" : $0.parameters[index].name }
        }
        return methods
    }
}
