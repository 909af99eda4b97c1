/// Where a route that opens a module (`showOrder(orderID: Int) opens ShowOrder`)
/// takes each field of that module's input from: its own parameters, in order,
/// label for label and type for type; or, in a style whose data store holds the
/// module's input (VIP's `ListOrdersDataStore`, Clean Swift's data passing), the
/// field of this module's input of the same name and type, which its router
/// passes on from the data store.
package enum RouteArgument: Equatable, Sendable {
    /// The route's parameter at this index.
    case parameter(Int)
    /// This module's input field of that name, from its data store.
    case dataStore(String)
}

extension Spec {
    /// Whether the module's style keeps its input in a data store its routes pass on (VIP's).
    package var passesDataStore: Bool { style.protocols.contains { $0.declaresInput } }

    /// Where `route` takes each field of `input` from, in the input's order; nil when a field is
    /// neither its next parameter nor (`passesDataStore`) this module's input field, or a parameter is left over.
    package func routeArguments(of route: MethodDeclaration, into input: [FieldDeclaration]) -> [RouteArgument]? {
        var next = 0
        var arguments: [RouteArgument] = []
        for field in input {
            if next < route.parameters.count, route.parameters[next].label == field.name,
               route.parameters[next].type.description == field.type.description {
                arguments.append(.parameter(next))
                next += 1
            } else if passesDataStore, self.input.contains(where: {
                $0.name == field.name && $0.type.description == field.type.description
            }) {
                arguments.append(.dataStore(field.name))
            } else {
                return nil
            }
        }
        return next == route.parameters.count ? arguments : nil
    }
}
