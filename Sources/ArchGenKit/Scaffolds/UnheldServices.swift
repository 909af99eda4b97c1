import ArchGenSource
import ArchGenSpec

/// A service the spec lists that a team's scaffold file never names, where
/// archgen's fresh rendering of the file does: a service added to the spec
/// of a module whose actors exist already. The holder (an interactor) and
/// the assembly are the team's code, so archgen does not edit them; a note
/// names each file and shows the line a new module's file has.
package enum UnheldServices {
    /// The notes for the skipped scaffold files of `actions` (`types`: the
    /// type each is named after, by path), for the services `services` (by name).
    package static func notes(_ actions: [FileAction], types: [String: String], services: Set<String>) -> [Diagnostic] {
        guard !services.isEmpty else { return [] }
        var notes: [Diagnostic] = []
        for action in actions where action.ownership == .scaffold && action.kind == .skip && action.path.hasSuffix(".swift") {
            guard let old = action.oldContents, let type = types[action.path], !type.hasSuffix("Tests"),
                  let fresh = try? SwiftWords.words(in: action.contents), let theirs = try? SwiftWords.words(in: old) else { continue }
            for service in services.intersection(fresh).subtracting(theirs).sorted() {
                guard let use = SwiftWords.firstUse(of: [service], in: action.contents) else { continue }
                let line = action.contents.split(separator: "\n", omittingEmptySubsequences: false)[use.line - 1]
                notes.append(Diagnostic(
                    severity: .note,
                    message: "\(type) does not name \(service), which its spec's services give the module: "
                        + "archgen's \(type) has `\(line.trimmingPrefix(while: \.isWhitespace))`",
                    path: action.path, location: nil, sourceLine: nil,
                    hint: "a new module's actor holds the service, taken by init, and its assembly passes it: "
                        + "do the same in your files (archgen does not edit them)"))
            }
        }
        return notes
    }
}
