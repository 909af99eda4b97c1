import ArchGenSpec

/// A module's Swift files as `adopt` reads them: every top-level type, its
/// extensions' conformances and members merged in, sources and tests apart.
package struct ReadModule: Sendable {
    /// The module's name, from its folder: `SignIn` for `Features/SignIn`.
    package var name: String
    package var sourcesFolder: String
    package var testsFolder: String?
    package var files: [ReadSourceFile]
    /// The top-level types of the sources, in the order they are declared.
    package var types: [ReadType]
    /// Those of the tests.
    package var testTypes: [ReadType]
    /// The types the app's other files declare, by name: what the module may use, or hold as a shared service.
    package var appTypes: [String: ReadType] = [:]

    package init(name: String, sourcesFolder: String, testsFolder: String?, files: [ReadSourceFile]) {
        self.name = name
        self.sourcesFolder = sourcesFolder
        self.testsFolder = testsFolder
        self.files = files
        let all = Self.types(in: files)
        types = all.filter { !$0.isTest }
        testTypes = all.filter(\.isTest)
    }

    package var protocols: [ReadType] { types.filter(\.isProtocol) }

    /// Whether the tests are Swift Testing's (a test file imports `Testing`).
    package var testsImportTesting: Bool {
        files.contains { $0.isTest && ("\n" + $0.text).contains("\nimport Testing\n") }
    }

    package func type(named name: String) -> ReadType? {
        types.first { $0.name == name }
    }

    /// The module's classes (and actors) that conform to `protocolName`.
    package func conformers(of protocolName: String) -> [ReadType] {
        types.filter { !$0.isProtocol && $0.conforms(to: protocolName) }
    }

    /// The files whose every top-level type is one of `names` (and that declare one).
    package func files(declaringOnly names: Set<String>, tests: Bool) -> [String] {
        files.filter { $0.isTest == tests }.filter { file in
            let declared = file.outline.declarations.filter { $0.depth == 0 }
            return !declared.isEmpty && declared.allSatisfy { names.contains($0.name) }
        }.map(\.path)
    }

    /// Every top-level type of `files`, each with its extensions of the same files.
    package static func types(in files: [ReadSourceFile]) -> [ReadType] {
        var types: [ReadType] = []
        var extensions: [(file: ReadSourceFile, declaration: SwiftOutline.TypeDeclaration)] = []
        for file in files {
            for declaration in file.outline.declarations where declaration.depth == 0 {
                if declaration.keyword == "extension" {
                    extensions.append((file, declaration))
                    continue
                }
                types.append(ReadType(
                    keyword: declaration.keyword, name: declaration.name, place: file.place(ofLine: declaration.lines.lowerBound),
                    attributes: file.attributes(of: declaration), inherited: declaration.inherited,
                    members: members(of: declaration, in: file), isTest: file.isTest,
                    code: file.code(of: declaration.lines), isOneLine: declaration.lines.count == 1))
            }
        }
        for (file, declaration) in extensions {
            guard let index = types.firstIndex(where: { $0.name == declaration.name && $0.isTest == file.isTest }) else { continue }
            types[index].inherited += declaration.inherited
            types[index].members += members(of: declaration, in: file)
        }
        return types
    }

    static func members(of declaration: SwiftOutline.TypeDeclaration, in file: ReadSourceFile) -> [ReadMember] {
        declaration.members.map { member in
            ReadMember(key: member.key, name: member.name, code: file.code(of: member, in: declaration),
                       place: file.place(ofLine: member.lines.lowerBound), hasBody: member.hasBody)
        }
    }
}
