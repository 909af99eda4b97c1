import ArchGenSource

/// What archgen.yml names, looked for on the loader's disk: paths as
/// archgen.yml writes them, relative to its folder (or absolute).
extension ProjectSettingsBuilder {
    /// `path` as archgen.yml writes it, from the current folder.
    func resolved(_ path: String) -> String {
        Path.absolute(path, from: Path.folder(of: source.path))
    }

    /// Whether the folder archgen.yml names `folder` is there (always, without a disk).
    func folderExists(_ folder: String) -> Bool {
        assumesFoldersExist || (files?.isDirectory(at: resolved(folder)) ?? true)
    }

    /// Whether the file at `path` (from the current folder) is there (always, without a disk).
    func fileExists(_ path: String) -> Bool {
        files?.existsFollowingLinks(at: Path.normalized(path)) ?? true
    }

    /// The bytes of the file archgen.yml names `path`; nil when it cannot be read (always, without a disk).
    func readFile(_ path: String) -> [UInt8]? {
        (try? files?.contents(at: resolved(path))) ?? nil
    }
}
