import ArchGenKit
import ArchGenSource
import ArchGenSpec

/// The validated model as JSON (`archgen dump`), every member split into its
/// parts, then the module's files.
enum SpecJSON {
    static func json(_ spec: Spec, files: [(path: String, ownership: PlannedFile.Ownership)]) -> JSONValue {
        var entries: [(String, JSONValue)] = [
            ("path", .string(spec.path)),
            ("module", .string(spec.module)),
            ("style", .string(spec.style.name)),
            ("platform", .string(spec.platform.rawValue)),
            ("tests", .string(spec.tests.rawValue)),
            ("isolation", .string(spec.isolation.rawValue)),
            ("observation", .string(spec.observation.rawValue)),
            ("imports", .array(spec.imports.map(JSONValue.string))),
            ("appModule", .string(spec.appModule)),
            ("description", .optional(spec.description)),
            ("entities", .array(spec.entities.map { entity($0.declaration, location: $0.location) })),
            ("services", .array(spec.services.map(service))),
            ("sharedDeclarations", .array(spec.sharedNames.map(JSONValue.string))),
            ("external", .array(spec.external.map(external))),
            ("input", fields(spec.input)),
        ]
        for role in spec.listRoles {
            entries.append((role.key, .array(spec.members(of: role).map(member))))
        }
        entries.append(("useCases", .array(spec.useCases.map(useCase))))
        // A style of the project's own derived from a built-in one: its name, then its base.
        if spec.style.templateFolder != spec.style.name {
            entries.insert(("base", .string(spec.style.templateFolder)), at: 3)
        }
        entries.append(("files", .array(files.map { .object([("path", .string($0.path)), ("ownership", .string($0.ownership.rawValue))]) })))
        return .object(entries)
    }

    static func member(_ member: Member) -> JSONValue {
        var entries: [(String, JSONValue)] = [("text", .string(member.text))]
        entries += position(member.location)
        if case .useCase(let name) = member.origin { entries.append(("fromUseCase", .string(name))) }
        if let target = member.routeTarget { entries.append((target.kind.rawValue, .string(target.module))) }
        if let call = member.call { entries.append(("calls", .string(call.written))) }
        return .object(entries + parts(of: member.declaration))
    }

    /// A member's parts: kind, name, parameters, effects, types.
    private static func parts(of declaration: MemberDeclaration) -> [(String, JSONValue)] {
        switch declaration {
        case .method(let method):
            return [
                ("kind", .string("method")),
                ("attributes", .array(method.attributes.map(JSONValue.string))),
                ("modifiers", .array(method.modifiers.map(JSONValue.string))),
                ("name", .string(method.name)),
                ("selector", .string(method.selector)),
                ("genericParameters", .array(method.genericParameters.map(genericParameter))),
                ("parameters", .array(method.parameters.map(parameter))),
                ("async", .bool(method.isAsync)),
                ("throws", throwsClause(method.throwsClause)),
                ("returnType", .optional(method.returnType?.description)),
                ("whereRequirements", .array(method.whereRequirements.map(JSONValue.string))),
            ]
        case .property(let property):
            return [
                ("kind", .string("property")),
                ("attributes", .array(property.attributes.map(JSONValue.string))),
                ("modifiers", .array(property.modifiers.map(JSONValue.string))),
                ("name", .string(property.name)),
                ("type", .string(property.type.description)),
                ("settable", .bool(property.isSettable)),
                ("async", .bool(property.isAsync)),
                ("throws", throwsClause(property.throwsClause)),
            ]
        }
    }

    private static func parameter(_ parameter: ParameterDeclaration) -> JSONValue {
        .object([
            ("label", .optional(parameter.label)),
            ("name", .string(parameter.name)),
            ("type", .string(parameter.type.description)),
            ("inout", .bool(parameter.isInout)),
            ("variadic", .bool(parameter.isVariadic)),
            ("default", .optional(parameter.defaultValue)),
        ])
    }

    private static func genericParameter(_ parameter: GenericParameter) -> JSONValue {
        .object([("name", .string(parameter.name)), ("constraint", .optional(parameter.constraint?.description))])
    }

    private static func throwsClause(_ clause: ThrowsClause?) -> JSONValue {
        switch clause {
        case nil: return .null
        case .untyped: return .string("throws")
        case .rethrows: return .string("rethrows")
        case .typed(let error): return .string("throws(\(error))")
        }
    }

    private static func fields(_ fields: [FieldDeclaration]) -> JSONValue {
        .array(fields.map { .object([("name", .string($0.name)), ("type", .string($0.type.description))]) })
    }

    private static func types(_ types: [TypeSyntax]) -> JSONValue {
        .array(types.map { .string($0.description) })
    }

    private static func position(_ location: SourceLocation) -> [(String, JSONValue)] {
        [("line", .int(location.line)), ("column", .int(location.column))]
    }

    private static func service(_ service: Service) -> JSONValue {
        .object([("name", .string(service.name)), ("property", .string(service.property)), ("shared", .bool(service.isShared))]
            + position(service.location) + [("members", .array(service.members.map(member)))])
    }

    private static func entity(_ declaration: EntityDeclaration, location: SourceLocation) -> JSONValue {
        switch declaration {
        case .shorthand(let name, let list, let conformances):
            return .object([("name", .string(name)), ("kind", .string("struct"))] + position(location)
                + [("fields", fields(list)), ("conformances", types(conformances))])
        case .declaration(let type):
            return .object([
                ("name", .string(type.name)), ("kind", .string(type.kind.rawValue)),
            ] + position(location) + [
                ("attributes", .array(type.attributes.map(JSONValue.string))),
                ("modifiers", .array(type.modifiers.map(JSONValue.string))),
                ("genericParameters", .array(type.genericParameters.map(genericParameter))),
                ("inheritance", .array(type.inheritance.map { .string($0.description) })),
                ("members", .array(type.members.map { .object(parts(of: $0)) })),
                ("text", .string(type.text)),
            ])
        }
    }

    private static func external(_ external: External) -> JSONValue {
        switch external {
        case .declaration(let declaration, let location): return entity(declaration, location: location)
        case .file(let path, let location): return .object([("file", .string(path))] + position(location))
        }
    }

    private static func useCase(_ useCase: UseCase) -> JSONValue {
        .object([("name", .string(useCase.name))] + position(useCase.location) + [
            ("methods", .string(useCase.generatesMethods ? "all" : "none")),
            ("request", fields(useCase.request)),
            ("response", fields(useCase.response)),
            ("viewModel", fields(useCase.viewModel)),
            ("conformances", .object(UseCase.Model.allCases.map { ($0.key, types(useCase.conformances[$0] ?? [])) })),
        ])
    }
}
