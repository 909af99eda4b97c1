import ArchGenSource
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder in archgen's cache where a project's sandbox package lives,
/// reused from one check to the next: only files whose text changed are
/// rewritten, so SwiftPM's `.build` beside them rebuilds only what changed.
/// The files of modules a check does not select stay where they are (the
/// manifest leaves them out), so checking a subset, then every module, then
/// the subset again compiles nothing twice.
///
///     <cache>/sandboxes/<project folder name>-<hash of its absolute path>/
///         lock        held while a check writes and builds
///         package/    Package.swift, Sources/, Tests/, .build/
///         package/.build/archgen-build-record    the last successful build (`BuildRecord`)
///         package/.build/archgen-build-records/  the last successful builds, by fingerprint
package struct SandboxDirectory: Sendable {
    package var path: String

    package init(path: String) {
        self.path = path
    }

    /// The sandbox of the project at the absolute path `projectRoot`.
    package init(cacheRoot: String, projectRoot: String) {
        let name = projectRoot.split(separator: "/").last.map(String.init) ?? "root"
        self.path = Path.join(cacheRoot, "sandboxes/\(name)-\(StableHash.fnv1a(projectRoot))")
    }

    package var packagePath: String { Path.join(path, "package") }

    /// The package folder as the compiler may print it: as given, and with
    /// links resolved (`/tmp` is `/private/tmp` on macOS).
    package var packagePaths: [String] {
        guard let real = ResolvedPath.of(packagePath), real != packagePath else { return [packagePath] }
        return [packagePath, real]
    }

    /// The compiler's module cache every sandbox shares (the SDK's modules,
    /// compiled once): `ARCHGEN_MODULE_CACHE`, else `module-cache` in `cacheRoot`.
    package static func moduleCache(cacheRoot: String, variables: [String: String]) -> String {
        if let folder = variables["ARCHGEN_MODULE_CACHE"], !folder.isEmpty { return folder }
        return Path.join(cacheRoot, "module-cache")
    }

    /// Where archgen caches things: `ARCHGEN_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/archgen`, else `~/Library/Caches/archgen` on macOS and
    /// `~/.cache/archgen` elsewhere; nil when none of those can be known.
    package static func cacheRoot(variables: [String: String]) -> String? {
        if let folder = variables["ARCHGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = variables["XDG_CACHE_HOME"], !folder.isEmpty { return Path.join(folder, "archgen") }
        guard let home = variables["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return Path.join(home, "Library/Caches/archgen")
        #else
        return Path.join(home, ".cache/archgen")
        #endif
    }

    /// Takes the sandbox's lock, waiting for another check of the project
    /// to release it, so two checks take turns instead of writing one package at once.
    /// The lock file's date says when the sandbox was last used (`SandboxPruner`).
    package func lock() throws(BuildCheckError) -> FileLock {
        try create(path)
        let lockPath = Path.join(path, "lock")
        do throws(FileLockError) {
            let lock = try FileLock.acquire(lockPath)
            utimes(lockPath, nil)
            return lock
        } catch {
            throw BuildCheckError.sandbox("cannot lock \(error.path): \(error.detail)")
        }
    }

    /// Makes `package/` hold `files`: changed files rewritten atomically,
    /// unchanged ones untouched (their dates drive incremental builds), other
    /// files in `folders` (the targets' folders: `Sources/SignIn`) removed.
    /// Other folders under `Sources/` and `Tests/` are left as they are.
    package func sync(_ files: [SandboxPackage.File], folders: [String]) throws(BuildCheckError) {
        try sync(bytes: files.map { ($0.path, Array($0.contents.utf8)) }, folders: folders)
    }

    /// The same with each file's bytes: what `check --staged` copies of a package from the index.
    package func sync(bytes files: [(path: String, bytes: [UInt8])], folders: [String]) throws(BuildCheckError) {
        let fileSystem = LocalFileSystem()
        markAsCache(fileSystem)
        var wanted: Set<String> = []
        for (file, bytes) in files {
            let path = Path.join(packagePath, file)
            wanted.insert(path)
            do throws(WriteError) {
                if try fileSystem.contents(at: path) == bytes { continue }
                try fileSystem.createDirectory(at: Path.folder(of: path))
                try fileSystem.writeAtomically(bytes, to: path)
            } catch {
                throw BuildCheckError.sandbox(error.path + ": " + error.message)
            }
        }
        for folder in folders {
            removeAll(under: folder.isEmpty || folder == "." ? packagePath : Path.join(packagePath, folder), except: wanted)
        }
    }

    /// The last successful build's record, if there is a readable one.
    package func lastBuild() -> BuildRecord? {
        guard let bytes = try? LocalFileSystem().contents(at: recordPath) else { return nil }
        return BuildRecord(text: String(decoding: bytes, as: UTF8.self))
    }

    /// A successful build of the same fingerprint, the last or an earlier
    /// one (the last `keptRecords`), if one is kept.
    package func build(of fingerprint: String) -> BuildRecord? {
        if let last = lastBuild(), last.fingerprint == fingerprint { return last }
        guard fingerprint.allSatisfy(\.isHexDigit),
              let bytes = try? LocalFileSystem().contents(at: Path.join(recordsPath, fingerprint)) else { return nil }
        return BuildRecord(text: String(decoding: bytes, as: UTF8.self)).flatMap { $0.fingerprint == fingerprint ? $0 : nil }
    }

    /// How many earlier successful builds are kept, for checks of other selections.
    static let keptRecords = 16

    /// Keeps `record` among the successful builds (the oldest beyond
    /// `keptRecords` removed), and as the last one when `asLast` (a build by
    /// `swift build`, whose products `.build` now holds).
    package func keep(_ record: BuildRecord, asLast: Bool = true) throws(BuildCheckError) {
        try create(recordsPath)
        do throws(WriteError) {
            if asLast { try LocalFileSystem().writeAtomically(Array(record.text.utf8), to: recordPath) }
            if record.fingerprint.allSatisfy(\.isHexDigit) {
                try LocalFileSystem().writeAtomically(Array(record.text.utf8), to: Path.join(recordsPath, record.fingerprint))
            }
        } catch {
            throw BuildCheckError.sandbox(error.path + ": " + error.message)
        }
        let manager = FileManager.default
        let kept = ((try? manager.contentsOfDirectory(atPath: recordsPath)) ?? []).filter { !$0.hasPrefix(".") }.map { name in
            let path = Path.join(recordsPath, name)
            return (path, (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
        for (path, _) in kept.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.keptRecords) { try? manager.removeItem(atPath: path) }
    }

    /// Forgets the last build, before a new one changes what `.build` holds.
    package func forgetLastBuild() throws(BuildCheckError) {
        guard unlink(recordPath) == 0 || errno == ENOENT else {
            throw BuildCheckError.sandbox("cannot remove \(recordPath): \(String(cString: strerror(errno)))")
        }
    }

    private var recordPath: String { Path.join(packagePath, ".build/archgen-build-record") }
    private var recordsPath: String { Path.join(packagePath, ".build/archgen-build-records") }

    /// Removes the files below `folder` that are not in `kept`, and folders left empty.
    private func removeAll(under folder: String, except kept: Set<String>) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                removeAll(under: path, except: kept)
                if (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true { try? manager.removeItem(atPath: path) }
            } else if !kept.contains(path) {
                try? manager.removeItem(atPath: path)
            }
        }
    }

    /// The standard tag (bford.info/cachedir) in the folder of every sandbox, so that backups, and archgen's own search
    /// for specs and generated files when the cache is inside a project (`ARCHGEN_CACHE_DIR=ci-cache`), pass over it.
    private func markAsCache(_ fileSystem: LocalFileSystem) {
        let tag = Path.join(Path.folder(of: path), CacheTag.fileName)
        guard !fileSystem.fileExists(at: tag) else { return }
        try? fileSystem.createDirectory(at: Path.folder(of: tag))
        try? fileSystem.writeAtomically(Array(CacheTag.contents.utf8), to: tag)
    }

    private func create(_ folder: String) throws(BuildCheckError) {
        do throws(WriteError) {
            try LocalFileSystem().createDirectory(at: folder)
        } catch {
            throw BuildCheckError.sandbox(error.path + ": " + error.message)
        }
    }
}
