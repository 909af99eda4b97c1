import ArchGenCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), system: .live).rawValue)
