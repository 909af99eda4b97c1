import ArchGenTemplates

/// The `TestDoubleModel` as template values. Optional parts (`received`,
/// `returnValue`, `throwableError`, `underlying`) are absent keys when they
/// do not apply, so the template tests them with `{% if %}`.
extension TestDoubleModel {
    /// The object `Templates/shared/TestDouble.stencil` renders, included as
    /// `{% include "shared/TestDouble" with double %}`.
    public var templateContext: TemplateObject {
        [
            "className": .string(className),
            "protocolName": .string(protocolName),
            "isMainActor": .bool(isolation == .mainActor),
            "isUncheckedSendable": .bool(isolation == .sendable),
            "members": .array(members.map(\.templateValue)),
            "recordsCalls": .bool(members.contains { if case .method = $0 { true } else { false } }),
            "resetName": .string(resetName),
        ]
    }
}

extension TestDoubleModel.Member {
    var templateValue: TemplateValue {
        switch self {
        case .method(let method): return .object(method.templateContext)
        case .property(let property): return .object(property.templateContext)
        }
    }
}

extension DoubleMethod.Slot {
    var templateValue: TemplateValue {
        ["name": .string(name), "type": .string(type), "value": .string(value)]
    }
}

extension DoubleMethod {
    var templateContext: TemplateObject {
        var object: TemplateObject = [
            "isMethod": true,
            "selector": .string(selector),
            "declaration": .string(declaration),
            "callsCount": .string(callsCount),
            "called": .string(called),
            "closure": closure.templateValue,
            "callEffects": .string(callEffects),
            "resultCast": .string(resultCast),
        ]
        object["received"] = received?.templateValue
        object["invocations"] = invocations?.templateValue
        object["returnValue"] = returnValue?.templateValue
        object["throwableError"] = throwableError?.templateValue
        return object
    }
}

extension DoubleProperty {
    var templateContext: TemplateObject {
        var object: TemplateObject = [
            "isMethod": false,
            "selector": .string(selector),
            "declaration": .string(declaration),
            "type": .string(type),
            "getterEffects": .string(getterEffects),
        ]
        object["underlying"] = underlying?.templateValue
        object["throwableError"] = throwableError?.templateValue
        return object
    }
}
