/// Where a called method's arguments come from: for each of its parameters,
/// the caller's parameter of the same name (its label or its own name) and
/// type, or else the caller's only parameter of that type; and whether the
/// caller can make the call at all (its effects, its result).
enum CallArguments {
    /// Why `caller` cannot call `callee`, and what to do; nil when it can. `startsTask`: a synchronous
    /// caller returning nothing may call an `async` callee (a service's, on the main actor) in a task it keeps (`ServiceTask`).
    /// `ownsCompletion`: a caller of a service's synchronous method that has no escaping completion to give passes its own.
    static func problem(
        calling callee: MethodDeclaration, from caller: MethodDeclaration, startsTask: Bool = false, ownsCompletion: Bool = false
    ) -> Problem? {
        let instead = "or call another method"
        if startsTask, callee.isAsync, !caller.isAsync, caller.throwsClause == nil, caller.returnType?.isVoid ?? true, !callee.isStatic {
            if case .failure(let problem) = arguments(of: callee, from: caller) { return problem }
            return nil
        }
        if callee.isStatic {
            return Problem(message: "'\(callee.selector)' is static: the actor calls a method of its receiver", hint: "call a method that is not static")
        }
        if callee.isAsync && !caller.isAsync {
            return Problem(message: "'\(callee.selector)' is async and '\(caller.selector)' is not", hint: "make '\(caller.name)' async, \(instead)")
        }
        if callee.throwsClause != nil && caller.throwsClause == nil {
            return Problem(message: "'\(callee.selector)' throws and '\(caller.selector)' does not", hint: "make '\(caller.name)' throw, \(instead)")
        }
        if let returnType = caller.returnType, !returnType.isVoid, callee.returnType != returnType {
            return Problem(message: "'\(caller.selector)' returns '\(returnType)' and '\(callee.selector)' "
                + (callee.returnType.map { "returns '\($0)'" } ?? "returns nothing"), hint: "make them return the same type, \(instead)")
        }
        if case .failure(let problem) = arguments(of: callee, from: caller, ownsCompletion: ownsCompletion) { return problem }
        return nil
    }

    struct Problem: Error {
        var message: String
        var hint = "give the caller a parameter of the same name and type, or call another method"
    }

    /// For each of `callee`'s parameters, the index of `caller`'s parameter that gives it.
    static func arguments(of callee: MethodDeclaration, from caller: MethodDeclaration, ownsCompletion: Bool = false) -> Result<[Int], Problem> {
        var indices: [Int] = []
        for parameter in callee.parameters {
            guard !parameter.isVariadic, !parameter.isInout else {
                return .failure(Problem(message: "'\(callee.selector)' takes '\(parameter.name)' \(parameter.isInout ? "inout" : "as a variadic")"))
            }
            let sameType = caller.parameters.indices.filter {
                caller.parameters[$0].type == parameter.type && !caller.parameters[$0].isVariadic
            }
            let names = Set([parameter.label, parameter.name].compactMap { $0 }.filter { $0 != "_" })
            let sameName = sameType.filter { !names.isDisjoint(with: [caller.parameters[$0].label, caller.parameters[$0].name].compactMap { $0 }) }
            if sameName.count == 1 {
                indices.append(sameName[0])
            } else if sameType.count == 1 {
                indices.append(sameType[0])
            } else if ownsCompletion, sameType.isEmpty, !callee.isAsync, caller.returnType?.isVoid ?? true,
                      !indices.contains(MemberCall.Callee.ownCompletion), isOwnCompletion(parameter.type) {
                indices.append(MemberCall.Callee.ownCompletion)
            } else {
                let wanted = "'\(parameter.name): \(parameter.type)'"
                return .failure(Problem(message: sameType.isEmpty
                    ? "'\(caller.selector)' has no parameter of type '\(parameter.type)' to give \(wanted)"
                    : "'\(caller.selector)' has \(sameType.count) parameters of type '\(parameter.type)' and none named '\(parameter.name)' to give \(wanted)"))
            }
        }
        return .success(indices)
    }
}

extension CallArguments {
    /// An escaping closure returning nothing, neither async nor throwing: a completion the caller may handle itself.
    static func isOwnCompletion(_ type: TypeSyntax) -> Bool {
        guard case .attributed(let attributes, .function(let function)) = type, attributes.contains("@escaping") else { return false }
        return !function.isAsync && function.throwsClause == nil && function.returnType.isVoid
    }
}
