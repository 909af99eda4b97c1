#if canImport(Glibc)
import ArchGenSource
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the fast proof's test targets find XCTest and Testing, as
/// `swift build` finds them.
///
/// - On Linux both are in the toolchain's own library folder
///   (`usr/lib/swift/linux/XCTest.swiftmodule`), which `swiftc` searches
///   anyway: nothing to add.
/// - On a Mac they are frameworks of the platform (`xcrun --sdk macosx
///   --show-sdk-platform-path`, its `Developer/Library/Frameworks` and
///   `Developer/usr/lib`), and Testing's macros are a plugin of the
///   toolchain (`usr/lib/swift/host/plugins/testing`). For the iOS
///   simulator the destination's own arguments name its platform's.
package enum TestLibraries {
    package static func arguments(for destination: BuildDestination, swiftc: String, runner: any ProcessRunner) -> [String] {
        #if os(macOS)
        let toolchain = Path.folder(of: Path.folder(of: ResolvedPath.of(swiftc) ?? swiftc))
        let plugins = toolchain + "/lib/swift/host/plugins/testing"
        var arguments = access(plugins, F_OK) == 0 ? ["-plugin-path", plugins] : []
        guard destination == .host,
              let result = try? runner.run("/usr/bin/xcrun", ["--sdk", "macosx", "--show-sdk-platform-path"]), result.succeeded,
              let platform = result.output.split(separator: "\n").last.map(String.init), platform.hasPrefix("/") else { return arguments }
        arguments += ["-F", platform + "/Developer/Library/Frameworks", "-I", platform + "/Developer/usr/lib"]
        return arguments
        #else
        return []
        #endif
    }
}
