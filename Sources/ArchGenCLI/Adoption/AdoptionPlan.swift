import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// Everything `adopt` means to write, before the proof: each module's
/// adoption, archgen.yml's new text, and the notes.
struct AdoptionPlan {
    var settingsPath: String
    var existingSettings: String?
    var adoptions: [ModuleAdoption]
    var settings: SettingsMerge
    /// Notes about the folders themselves (unreadable files, no tests folder).
    var notes: [Diagnostic]

    /// The modules adopt recognised.
    var recognised: [ModuleAdoption] { adoptions.filter { $0.shape != nil } }
}

extension CommandContext {
    /// Reads each folder's module (and its tests folder, `<Module>Tests`
    /// anywhere in the project), infers its spec and settings, and merges
    /// them with archgen.yml's.
    func adoptionPlan(_ options: AdoptOptions) throws(UsageError) -> AdoptionPlan {
        let settingsPath = ProjectSettingsLoader.fileName
        if settingsFilePath().map({ $0 != settingsPath }) ?? false {
            throw UsageError("adopt writes archgen.yml in the current folder, and one is further up",
                             hint: "run adopt in the folder of that archgen.yml")
        }
        let existing = readSource(at: settingsPath).map { String(decoding: $0, as: UTF8.self) }
        guard let project = project() else { throw UsageError("archgen.yml is invalid: fix it first") }
        let specsFolder = project.settings.specs.first ?? "Specs"
        let everyFile = system.findFiles(".", ".swift").map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        let package = packageInference(for: options.folders, project: project)
        var notes: [Diagnostic] = package.notes + (package.inference?.notes ?? [])
        var modules: [ReadModule] = []
        for folder in options.folders {
            guard system.isDirectory(folder) else { throw UsageError("'\(folder)' is not a folder", hint: "give a module's sources folder") }
            let name = Path.lastComponent(of: folder)
            // The module is named after its folder: `.`, `/` or `Sign-In` name none (`.` was module '.', with no files).
            guard SwiftIdentifier.isIdentifier(name), !SwiftIdentifier.needsBackticks(name) else {
                throw UsageError("'\(InvisibleScalar.revealed(folder))' names no module: a module is named after its folder",
                                 hint: "give the folder named after the module, such as Sources/SignIn, from the project's folder")
            }
            let testsFolder = package.inference?.testsFolders[name] ?? Self.testsFolder(of: name, among: everyFile)
                ?? xcodeTestsFolder(of: name, among: everyFile, project: project)
            var files: [ReadSourceFile] = []
            for path in everyFile where path.hasPrefix(folder + "/") || testsFolder.map({ path.hasPrefix($0 + "/") }) ?? false {
                let text = String(decoding: readSource(at: path) ?? [], as: UTF8.self)
                do {
                    files.append(try ReadSourceFile(path: path, text: text, isTest: !path.hasPrefix(folder + "/")))
                } catch {
                    notes.append(Diagnostic(severity: .note, message: "cannot be read as Swift: \(error.message)", path: path))
                }
            }
            if testsFolder == nil {
                notes.append(Diagnostic(severity: .note, message: "no tests folder (\(name)Tests) found for \(name)", path: folder))
            }
            modules.append(ReadModule(name: name, sourcesFolder: folder, testsFolder: testsFolder, files: files))
        }
        let moduleFolders = modules.flatMap { [$0.sourcesFolder] + ($0.testsFolder.map { [$0] } ?? []) }
        let appFiles = everyFile.filter { path in !moduleFolders.contains { path.hasPrefix($0 + "/") } }
            .compactMap { path in try? ReadSourceFile(path: path, text: String(decoding: readSource(at: path) ?? [], as: UTF8.self), isTest: false) }
        let appTypes = Dictionary(ReadModule.appDeclarations(in: appFiles).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let adoptions = StyleSplitting.split(modules.map { module in
            var module = module
            module.appTypes = appTypes
            return ModuleAdoption(module: module, specsFolder: specsFolder, registry: project.specDefaults.styles,
                                  defaultStyle: project.specDefaults.styleName)
        })
        var leaves = ProjectLeaves.leaves(for: adoptions, specsFolder: specsFolder)
        if let inference = package.inference, inference.isPackageProject {
            leaves = inference.markingPackagePaths(leaves) + inference.leaves
        } else {
            // A package project has no Xcode project (archgen.yml cannot have both).
            let xcode = xcodeInference(for: adoptions.filter { $0.shape != nil }.map(\.module), project: project)
            leaves += xcode.leaves
            notes += xcode.notes
        }
        leaves += adoptions.flatMap(\.leaves)
        if let shared = package.inference?.sharedTarget(for: leaves) {
            leaves += shared.leaves
            notes += shared.notes
        }
        notes += adoptions.filter { $0.shape != nil }.compactMap { package.inference?.untestedNotes[$0.module.name] }
        return AdoptionPlan(
            settingsPath: settingsPath, existingSettings: existing, adoptions: adoptions,
            settings: SettingsMerge(leaves: leaves, existing: existing, settingsPath: settingsPath), notes: notes)
    }

    /// The folder of `module`'s tests among `files` (`TestsFolderSearch`).
    static func testsFolder(of module: String, among files: [String]) -> String? {
        TestsFolderSearch.folder(of: module, among: files)
    }
}
