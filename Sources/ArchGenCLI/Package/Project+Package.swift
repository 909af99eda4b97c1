import ArchGenKit
import ArchGenPackage
import ArchGenSource
import ArchGenSpec
import ArchGenXcode

/// A package project's folders: where SwiftPM looks for each target of a
/// module (and of the shared declarations) when archgen.yml's `paths` and
/// `shared` folders do not say otherwise.
extension Project {
    /// The manifest (`package.manifest`) from the current folder.
    var manifestPath: String? {
        settings.package.map { resolve($0.manifest) }
    }

    /// The folder holding the manifest: the package's root.
    var packageFolder: String? {
        manifestPath.map(Path.folder(of:))
    }

    /// `Sources/<target>` and `Tests/<test target>` in the package, for `module`; nil without a package.
    func packageLayout(of module: String) -> ModuleLayout? {
        guard let package = settings.package, let folder = packageFolder else { return nil }
        return ModuleLayout(
            sources: Path.join(folder, "Sources/" + package.target(of: module)),
            tests: Path.join(folder, "Tests/" + package.testTarget(of: module)))
    }

    /// The folders of the package's shared targets (`Sources/Core`, `Tests/CoreMocks`), where it names them.
    var sharedPackageLayout: (sources: String?, tests: String?) {
        guard let package = settings.package, let folder = packageFolder else { return (nil, nil) }
        return (package.sharedTarget.map { Path.join(folder, "Sources/" + $0) },
                package.sharedTestTarget.map { Path.join(folder, "Tests/" + $0) })
    }

    /// `layout`'s folders from the package's (`Sources/Cart`); nil for one outside the package.
    func packageFolders(of layout: ModuleLayout, currentDirectory: String) -> PackageAddition.Folders? {
        guard let packageFolder else { return nil }
        let here = ProjectPath(absolute: currentDirectory)
        let package = here.appending(packageFolder)
        let sources = here.appending(layout.sources), tests = here.appending(layout.tests)
        guard sources.isInside(package), tests.isInside(package), sources != package, tests != package else { return nil }
        return (sources.relative(to: package), tests.relative(to: package))
    }
}
