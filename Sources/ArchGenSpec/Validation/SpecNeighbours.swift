import ArchGenSource

/// What the specs of a project declare, which types archgen generates for
/// them and which files they write, by app module, for the checks of one
/// spec against the others of its app module (`ProjectLint.redeclarations`,
/// `ProjectLint.siblingTypeCopies`, `ProjectLint.fileNameClashes`). Built once
/// per project, so checking each of n specs is a look-up, not a pass over the
/// other n − 1.
package struct SpecNeighbours: Sendable {
    /// A spec that declares a type, or writes a file of a name.
    struct Holder: Sendable {
        /// The path the spec is known by among its neighbours.
        let path: String
        let module: String
        /// The spec's own path, as messages name it.
        let specPath: String
    }

    /// Per app module, per type name: the specs that declare it, in the order given.
    private var declarers: [String: [String: [(holder: Holder, line: Int)]]] = [:]
    /// Per app module, per folder and lowercased file name: the specs that write it, in the order given.
    private var writers: [String: [String: [Holder]]] = [:]
    /// Per app module, per type name: the specs whose module's sources declare it (`generatedSourceTypes`), in the order given.
    private var generators: [String: [String: [Holder]]] = [:]
    /// Every module of the specs, by name: its input, which a route that opens it passes (`ProjectLint.routeTargetErrors`).
    private var inputs: [String: [FieldDeclaration]] = [:]
    /// Every module of the specs, by name: its app module, which a route that opens it must share.
    private var appModules: [String: String] = [:]
    /// The modules of the project's invalid specs, known by their files' names: routes may open them, with an input unknown.
    package var unreadModules: Set<String> = []

    /// The neighbours of each of `specs`, each by the path it is known by
    /// (the spec checked against them is told apart by that path and its module).
    package init(_ specs: [(path: String, spec: Spec)]) {
        let namesFiles = specs.contains { !$0.spec.names.files.isEmpty }
        for (path, spec) in specs {
            let holder = Holder(path: path, module: spec.module, specPath: spec.path)
            if inputs[spec.module] == nil {
                inputs[spec.module] = spec.input
                appModules[spec.module] = spec.appModule
            }
            for declared in spec.declaredTypes {
                declarers[spec.appModule, default: [:]][declared.name, default: []].append((holder, declared.location.line))
            }
            for name in Self.generatedSourceTypes(of: spec) {
                generators[spec.appModule, default: [:]][name, default: []].append(holder)
            }
            // Only a `files:` pattern makes two modules' files alike: without one, no file name is looked up.
            guard namesFiles else { continue }
            for file in Self.fileNames(of: spec) {
                writers[spec.appModule, default: [:]][Self.key(file.folder, file.name), default: []].append(holder)
            }
        }
    }

    /// The neighbours among `specs`, each known by its own path.
    package init(_ specs: [Spec]) {
        self.init(specs.map { ($0.path, $0) })
    }

    /// The input of the module `name`, when a spec declares it (empty: none).
    func input(of module: String) -> [FieldDeclaration]? {
        inputs[module]
    }

    /// The app module of the module `name`, when a spec declares it.
    func appModule(of module: String) -> String? {
        appModules[module]
    }

    /// The modules the specs declare, sorted.
    var moduleNames: [String] {
        inputs.keys.sorted()
    }

    /// The first spec other than `spec` (known by `path`) of its app module
    /// that declares `name`, and the line there.
    func declarer(of name: String, besides spec: Spec, at path: String) -> (holder: Holder, line: Int)? {
        declarers[spec.appModule]?[name]?.first { $0.holder.path != path && $0.holder.module != spec.module }
    }

    /// The first spec other than `spec` (known by `path`) of its app module
    /// whose module's sources declare `name`.
    func generator(of name: String, besides spec: Spec, at path: String) -> Holder? {
        generators[spec.appModule]?[name]?.first { $0.path != path && $0.module != spec.module }
    }

    /// The types archgen declares in a module's sources, which the other
    /// modules of its app module see: the protocols it declares, the
    /// scaffold types, and the namespace of its use cases' models. (Its test
    /// doubles and test cases are in the tests, which only shadow a type.)
    static func generatedSourceTypes(of spec: Spec) -> [String] {
        ProjectLint.moduleProtocols(of: spec).map(\.name) + StyleNaming(spec: spec).implementationNames
            + (spec.useCases.isEmpty ? [] : [spec.module])
    }

    /// The first spec other than `spec` (known by `path`) of its app module
    /// that writes a file named `name` (in any case) to `folder`.
    func writer(of name: String, in folder: StyleNaming.FileKind.Folder, besides spec: Spec, at path: String) -> Holder? {
        writers[spec.appModule]?[Self.key(folder, name)]?.first { $0.path != path && $0.module != spec.module }
    }

    /// Each file of `spec`'s module: its kind's key, its file name, and its folder (sources or tests).
    static func fileNames(of spec: Spec) -> [(key: String, name: String, folder: StyleNaming.FileKind.Folder)] {
        let naming = StyleNaming(spec: spec)
        return StyleNaming.fileKinds(of: spec).map { kind in
            (kind.key, Path.lastComponent(of: naming.filePath(kind.name)), kind.folder)
        }
    }

    private static func key(_ folder: StyleNaming.FileKind.Folder, _ name: String) -> String {
        "\(folder)/\(name.lowercased())"
    }
}
