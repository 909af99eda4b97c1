import ArchGenSource

/// Checks no single spec can make alone, run with what the project around it
/// holds: a test double archgen would write whose name is already a type of
/// the project, and a service or entity that two specs of one app module both
/// declare (the app would not compile). Each error is located in the spec.
package enum ProjectLint {
    /// A type the project declares outside the module's generated files, and where.
    package struct ProjectType: Equatable, Sendable {
        package var name: String
        /// Where it is declared, as a message shows it (`WalletTests/StorageMock.swift:3`).
        package var place: String

        package init(name: String, place: String) {
            self.name = name
            self.place = place
        }
    }

    /// An error for each test double of `spec` (a spy per protocol the module
    /// declares, a mock per service, as `StyleNaming` names them) whose name one of `types` has.
    package static func doubleClashes(of spec: Spec, with types: [ProjectType]) -> [SpecError] {
        guard !types.isEmpty else { return [] }
        let naming = StyleNaming(spec: spec)
        var placeOf: [String: String] = [:]
        for type in types where placeOf[type.name] == nil { placeOf[type.name] = type.place }
        var doubles: [(name: String, location: SourceLocation, hint: String)] = []
        for (name, location) in moduleProtocols(of: spec) {
            doubles.append((naming.spyName(forProtocol: name), location,
                            "archgen writes this spy of protocol '\(name)': rename your type (add a suffix, say)"))
        }
        for service in spec.services {
            doubles.append((naming.mockName(forService: service.name), service.location,
                            "archgen writes this mock of service '\(service.name)': rename your type (add a suffix, say) or the service"))
        }
        var errors: [SpecError] = []
        var reported: Set<String> = []
        for double in doubles {
            guard let place = placeOf[double.name], reported.insert(double.name).inserted else { continue }
            errors.append(SpecError(
                "test double '\(double.name)' has the name of a type of the project (\(place))", at: double.location,
                hint: double.hint + "; both would be compiled into the module's tests"))
        }
        return errors
    }

    /// An error for each type archgen would write in a new scaffold file of
    /// `spec`'s module (`newFiles`: an actor or a test case, by its type, its
    /// kind of file and the file's path) that one of `types` has already: a
    /// team's own presenter in a folder archgen.yml does not name, say. Both
    /// would be compiled ("invalid redeclaration"), so nothing is written.
    package static func scaffoldClashes(
        of spec: Spec, newFiles: [(type: String, fileKey: String, path: String)], with types: [ProjectType]
    ) -> [SpecError] {
        newFiles.compactMap { file in
            guard let existing = types.first(where: { $0.name == file.type }) else { return nil }
            return SpecError(
                "archgen would write '\(file.type)' to \(file.path), but the project has it already (\(existing.place))",
                at: spec.moduleLocation,
                hint: "tell archgen where yours is, with archgen.yml's 'styles: \(spec.style.name): files: "
                    + "\(file.fileKey):' (its path below the module's folder), and it leaves it as it is")
        }
    }

    /// An error for each service or entity of `spec` that another module's
    /// spec of `neighbours` in the same app module declares too: one Swift
    /// module cannot declare a type twice. (Specs of different app modules may
    /// each have their own; two specs of one module are another error, `check`'s.)
    /// `path` is the path `spec` is known by among them.
    package static func redeclarations(in spec: Spec, at path: String? = nil, among neighbours: SpecNeighbours) -> [SpecError] {
        spec.declaredTypes.compactMap { name, location, what in
            guard let (other, line) = neighbours.declarer(of: name, besides: spec, at: path ?? spec.path) else { return nil }
            let list = what == "service" ? "services" : "entities"
            return SpecError(
                "\(what) '\(name)' is declared by \(other.specPath) too (line \(line)), in the same app module '\(spec.appModule)'",
                at: location,
                hint: "declare it once, under archgen.yml's 'shared: \(list):', and use it by name in both specs"
                    + (what == "service" ? " ('\(name):' under 'services')" : ""))
        }
    }

    /// An error for each file of `spec` named like a file of another module's
    /// spec of `neighbours` in the same app module, in the same target
    /// (sources, or tests): Swift compiles a file name once per target, so the
    /// app would not build. Only a `files:` pattern without `{module}` or
    /// `{type}` in its file name (`Interactor.swift`) makes two modules' files
    /// alike. `path` is the path `spec` is known by among them.
    package static func fileNameClashes(in spec: Spec, at path: String? = nil, among neighbours: SpecNeighbours) -> [SpecError] {
        guard !spec.names.files.isEmpty else { return [] }
        return SpecNeighbours.fileNames(of: spec).compactMap { file in
            guard spec.names.files[file.key] != nil,
                  let other = neighbours.writer(of: file.name, in: file.folder, besides: spec, at: path ?? spec.path) else { return nil }
            return SpecError(
                "file '\(file.name)' of module '\(spec.module)' has the name of a file of module '\(other.module)' (\(other.specPath)), "
                    + "in the same app module '\(spec.appModule)'",
                at: spec.moduleLocation,
                hint: "Swift compiles a file name once per target: put {module} or {type} in the file name of archgen.yml's "
                    + "'files: \(file.key):' pattern")
        }
    }
}

extension Spec {
    /// The services (not shared ones) and entities (not extensions) the spec declares, in spec order.
    var declaredTypes: [(name: String, location: SourceLocation, what: String)] {
        services.filter { !$0.isShared }.map { ($0.name, $0.location, "service") }
            + entities.filter(\.declaration.kindDeclaresType).map { ($0.name, $0.location, "entity") }
    }
}
