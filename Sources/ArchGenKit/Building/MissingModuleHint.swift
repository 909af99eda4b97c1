import ArchGenSource
import ArchGenSpec

/// What to do about `no such module 'X'`: an Apple framework the build's
/// platform lacks (Combine on Linux), or a module the sandbox does not have
/// (a package of the app), which only the spec's `external` can stand in for.
enum MissingModuleHint {
    /// Apple's frameworks that apps import and Linux's toolchain lacks.
    static let appleFrameworks: Set<String> = BuildDestination.appleFrameworks.union([
        "ARKit", "AVFoundation", "AVKit", "Accelerate", "AppIntents", "AuthenticationServices", "CloudKit", "Contacts",
        "CoreBluetooth", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion",
        "CoreText", "CryptoKit", "EventKit", "GameKit", "HealthKit", "LocalAuthentication", "MapKit", "MessageUI",
        "Metal", "MetalKit", "Network", "OSLog", "PencilKit", "Photos", "PhotosUI", "QuartzCore", "SafariServices",
        "SceneKit", "Security", "SpriteKit", "StoreKit", "SwiftData", "UserNotifications", "Vision", "WebKit",
        "WidgetKit", "os",
    ])

    /// `diagnostics`, each `no such module` error without a hint given one, for a build for `destination`.
    static func explain(_ diagnostics: [Diagnostic], destination: BuildDestination) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, diagnostic.hint == nil,
                  let match = diagnostic.message.wholeMatch(of: #/no such module '([^']+)'/#) else { return diagnostic }
            var explained = diagnostic
            explained.hint = hint(for: String(match.1), destination: destination)
            return explained
        }
    }

    static func hint(for module: String, destination: BuildDestination) -> String {
        if appleFrameworks.contains(module), !BuildDestination.appleSystems.contains(destination.os) {
            return "'\(module)' is one of Apple's frameworks, which \(destination.name) does not have: run the check on a Mac, "
                + "or here with --no-build (the files' drift only)"
        }
        return "archgen builds the module alone, with its spec's 'external' files: declare there what it uses "
            + "from '\(module)' (declarations or .swift files), or leave '\(module)' out of 'imports'"
    }
}
