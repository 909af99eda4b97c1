import Foundation

/// The side effects the commands need, behind one small value so tests can
/// run every command in-process against a scratch folder and captured output.
public struct SystemEnvironment: Sendable {
    public var readFile: @Sendable (String) throws -> [UInt8]
    public var fileExists: @Sendable (String) -> Bool
    public var isDirectory: @Sendable (String) -> Bool
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void
    /// Whether stderr is a terminal (colour and progress go there only).
    public var stderrIsTerminal: Bool
    public var variables: [String: String]

    public init(
        readFile: @escaping @Sendable (String) throws -> [UInt8],
        fileExists: @escaping @Sendable (String) -> Bool,
        isDirectory: @escaping @Sendable (String) -> Bool,
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        stderrIsTerminal: Bool,
        variables: [String: String]
    ) {
        self.readFile = readFile
        self.fileExists = fileExists
        self.isDirectory = isDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.stderrIsTerminal = stderrIsTerminal
        self.variables = variables
    }

    /// The real process: files on disk, stdout and stderr.
    public static var live: SystemEnvironment {
        SystemEnvironment(
            readFile: { path in
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CocoaError(.fileReadUnknown)
                }
                return [UInt8](data)
            },
            fileExists: { FileManager.default.fileExists(atPath: $0) },
            isDirectory: { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            },
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) },
            stderrIsTerminal: isatty(STDERR_FILENO) != 0,
            variables: ProcessInfo.processInfo.environment)
    }

    /// Colour on a terminal only, and never when NO_COLOR is set.
    public var usesColor: Bool {
        stderrIsTerminal && variables["NO_COLOR"] == nil
    }
}
