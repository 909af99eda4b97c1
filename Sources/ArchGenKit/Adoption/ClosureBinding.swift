import ArchGenSource
import ArchGenSpec

/// MVVM whose view model tells its view what to show through closures
/// (archgen.yml's `styles: mvvm: binding: closures`, seed 004's way): the
/// view model's protocol declares settable closure properties returning
/// nothing (`var show: (([Photo]) -> Void)? { get set }`), which the view,
/// holding that protocol or the view model, sets. Each is a command of the
/// `view` list (`show(photos: [Photo])`); the protocol's other members are events.
enum ClosureBinding {
    /// A closure property of the events protocol and the view command it stands for.
    struct BoundClosure: Sendable, Equatable {
        var member: ReadMember
        var command: String
    }

    /// The closures of `declaration` a view sets: settable, optional, of a function returning nothing.
    static func closures(of declaration: ReadType) -> [BoundClosure] {
        declaration.members.compactMap { member in
            guard member.key?.hasPrefix("var ") == true, !member.isImplemented,
                  case .property(let property)? = try? DeclarationParser.parseMember(member.requirement), property.isSettable,
                  case .optional(let wrapped) = property.type, let function = Self.function(wrapped),
                  function.returnType.isVoid, !function.isAsync, function.throwsClause == nil
            else { return nil }
            return BoundClosure(member: member, command: command(named: property.name, parameters: function.parameters))
        }
    }

    /// `show(photos: [Photo])` for `show: (([Photo]) -> Void)?`: each parameter named as written (`(_ photos: [Photo])`), else after its type.
    static func command(named name: String, parameters: [TupleTypeElement]) -> String {
        var taken: Set<String> = []
        let written = parameters.enumerated().map { index, element in
            var label = element.name ?? element.label ?? valueName(of: element.type)
            if !taken.insert(label).inserted { label += String(index + 1) }
            return label + ": " + element.type.description
        }
        return name + "(" + written.joined(separator: ", ") + ")"
    }

    /// Places the view model's protocol declaring closures (`events`), its
    /// closures, and the view: the module's class holding that protocol or the
    /// view model (`view.viewModel`). False when the view model declares no closure.
    static func place(_ viewModel: ReadType, in shape: inout ModuleShape) -> Bool {
        let module = shape.module
        let candidates = module.ownProtocols(of: viewModel).compactMap(module.type(named:))
        guard let events = candidates.first(where: { !closures(of: $0).isEmpty }) else { return false }
        shape.protocols["events"] = events
        shape.boundClosures = closures(of: events)
        let held: Set = [events.name, viewModel.name]
        let others = Set(shape.actors.values.map(\.name) + [viewModel.name])
        for view in module.types where !view.isProtocol && !others.contains(view.name) {
            guard let link = view.storedProperties.first(where: { $0.heldTypeName.map(held.contains) ?? false }) else { continue }
            shape.actors["viewController"] = view
            shape.links["view.viewModel"] = link
            break
        }
        // With routes the coordinator holds the view weakly through the view's protocol, which stays, empty; a
        // strong link to a class holding no view is a service the module implements (seed 004's `APIService`).
        if let view = shape.links["coordinator.view"]?.heldTypeName.flatMap(module.type(named:)) {
            shape.protocols["view"] = view
        } else {
            shape.actors["coordinator"] = nil
            shape.protocols["routes"] = nil
            shape.links["viewModel.coordinator"] = nil
        }
        return true
    }

    /// A note for each class keeping closures a view sets (`var show: (([Photo]) -> Void)?`) with no protocol of the
    /// module declaring them (koromiko's `PhotoListViewModel`): archgen's view holds its view model through one.
    static func notes(for module: ReadModule) -> [Diagnostic] {
        module.types.filter { !$0.isProtocol }.compactMap { type in
            let kept = type.storedProperties.filter { property in
                guard case .optional(let wrapped)? = property.type, let function = function(wrapped) else { return false }
                return function.returnType.isVoid && !property.isLet
            }
            guard let first = kept.first,
                  !module.ownProtocols(of: type).compactMap(module.type(named:)).contains(where: { !closures(of: $0).isEmpty })
            else { return nil }
            let names = kept.map(\.name).joined(separator: ", ")
            return type.place.note(
                "\(type.name) keeps closures a view sets (\(names)) that no protocol of the module declares",
                hint: "declare them `{ get set }` with its events in a protocol of the module it conforms to "
                    + "(`var \(first.name): \(first.type?.description ?? "") { get set }`): adopt then reads MVVM with `binding: closures`")
        }
    }

    /// The function type of a closure archgen writes: plain (an `@Sendable` one stays a property of the events).
    private static func function(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        switch type {
        case .function(let function): return function
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return function(elements[0].type)
        default: return nil
        }
    }

    /// `photo` for `Photo`, `photos` for `[Photo]`, `value` for any other type.
    private static func valueName(of type: TypeSyntax) -> String {
        switch type {
        case .nominal(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            return Casing.lowerFirst(components[0].name)
        case .array(let element):
            let name = valueName(of: element)
            return name == "value" ? "values" : name + "s"
        case .optional(let wrapped): return valueName(of: wrapped)
        default: return "value"
        }
    }
}
