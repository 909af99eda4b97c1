/// The permission bits of a file (`0o755`): what `ls -l` shows as
/// `rwxr-xr-x`. Most files archgen writes need none in particular (a new
/// file gets `0o666` less the umask, a replaced one keeps its bits); a git
/// hook must be executable, so it is written with `.executable`.
public struct FilePermissions: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The bits, `0o7777` at most (set-user-ID, set-group-ID, sticky, rwx × 3).
    public let rawValue: UInt16

    /// `rawValue` limited to the permission bits (the file type bits are dropped).
    public init(rawValue: UInt16) {
        self.rawValue = rawValue & 0o7777
    }

    /// `rwxr-xr-x`: everyone may read and run it, only the owner may change it.
    public static let executable = FilePermissions(rawValue: 0o755)

    /// `rw-r--r--`: what a new file gets with the usual umask (`022`).
    public static let regular = FilePermissions(rawValue: 0o644)

    /// Whether the owner may execute the file.
    public var isExecutableByOwner: Bool {
        rawValue & 0o100 != 0
    }

    /// The bits in octal, as `chmod` takes them: `755`.
    public var description: String {
        String(rawValue, radix: 8)
    }
}
