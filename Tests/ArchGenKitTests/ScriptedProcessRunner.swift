import ArchGenKit
import Foundation

/// A `ProcessRunner` that runs nothing: it answers each argument list with
/// a scripted result (or failure to start) and records every call.
final class ScriptedProcessRunner: ProcessRunner, @unchecked Sendable {
    struct Call: Equatable {
        var executable: String
        var arguments: [String]
        var directory: String?
        var input: [UInt8]? = nil
    }

    private let lock = NSLock()
    private var answers: [[String]: Result<ProcessResult, ProcessError>]
    private var log: [Call] = []

    /// `answers`: arguments → result; arguments not listed fail the run
    /// with exit status 99 and a message naming them.
    init(_ answers: [[String]: Result<ProcessResult, ProcessError>] = [:]) {
        self.answers = answers
    }

    /// Answers `arguments` with `output` and `status`.
    func answer(_ arguments: [String], output: String, status: Int32 = 0) {
        lock.withLock { answers[arguments] = .success(ProcessResult(status: status, output: output)) }
    }

    var calls: [Call] {
        lock.withLock { log }
    }

    func run(
        _ executable: String, _ arguments: [String], in directory: String?, input: [UInt8]?, onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        let answer = lock.withLock {
            log.append(Call(executable: executable, arguments: arguments, directory: directory, input: input))
            return answers[arguments]
        }
        switch answer {
        case .success(let result)?:
            result.output.split(separator: "\n").forEach { onLine(String($0)) }
            return result
        case .failure(let error)?:
            throw error
        case nil:
            return ProcessResult(status: 99, output: "unscripted: \(arguments.joined(separator: " "))\n")
        }
    }
}

/// The real `LocalProcessRunner`, but git is started through `env` with
/// `variables` set: the tests' git ignores the machine's configuration.
struct EnvironmentProcessRunner: ProcessRunner {
    var env: String
    var variables: [String: String]

    func run(
        _ executable: String, _ arguments: [String], in directory: String?, input: [UInt8]?, onLine: (String) -> Void
    ) throws(ProcessError) -> ProcessResult {
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try LocalProcessRunner().run(env, assignments + [executable] + arguments, in: directory, input: input, onLine: onLine)
    }
}
