import ArchGenCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

CLI.handleInterruptions()
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), system: .live).rawValue)
