import ArchGenSpec
import ArchGenXcode

/// Where the fuzzed project pretends to be, and the files it is asked to add:
/// a module's sources and tests below the project's folder, one in a
/// synchronized folder's place, one outside every group.
private let bundle = ProjectPath(absolute: "/fuzz/App.xcodeproj")
private let members = [
    ("App/SignIn/SignInContract.swift", ProjectMember.Role.sources), ("App/SignIn/SignInPresenter.swift", .sources),
    ("AppTests/SignInTests/SignInTests.swift", .tests), ("Notes/SignIn/SignInRouter.swift", .sources),
    ("../Elsewhere/SignIn.swift", .sources),
].map { ProjectMember(path: bundle.parent.appending($0.0), shownPath: $0.0, role: $0.1) }

/// libFuzzer entry point for `scripts/fuzz xcode`: any bytes are a project
/// file or one located error; a project that has two targets that compile
/// sources gets the files above added, and the result must read back as a
/// project, keep every byte it had, and need nothing more on a second run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    let file: ProjectFile
    do {
        file = try ProjectFile(bytes: input)
    } catch {
        require(error.location.line >= 1 && error.location.column >= 1, "location \(error.location): \(error.message)")
        require(!error.message.isEmpty, "empty message")
        return 0
    }
    let targets = file.targets.filter(\.compilesSources)
    guard targets.count >= 2, let choice = try? TargetChoice(target: targets[0].name, testTarget: targets[1].name, in: file),
          choice.target.id != choice.testTarget?.id else { return 0 }
    let editor = ProjectEditor(file: file, projectBundle: bundle)
    guard let edit = try? editor.adding(members, for: choice) else { return 0 }
    require(isSubsequence(input, of: edit.bytes), "the edit changed or removed bytes")
    let edited: ProjectFile
    do {
        edited = try ProjectFile(bytes: edit.bytes)
    } catch {
        fatalError("the edited project does not read back: \(error.location): \(error.message)")
    }
    let again = ProjectEditor(file: edited, projectBundle: bundle)
    guard let secondChoice = try? TargetChoice(target: targets[0].name, testTarget: targets[1].name, in: edited),
          let second = try? again.adding(members, for: secondChoice) else {
        fatalError("the edited project cannot be edited again")
    }
    require(second.bytes == edit.bytes, "a second run added more")
    return 0
}

/// Whether `old` is `new` with bytes inserted only.
private func isSubsequence(_ old: [UInt8], of new: [UInt8]) -> Bool {
    var index = 0
    for byte in new where index < old.count && old[index] == byte { index += 1 }
    return index == old.count
}
