import ArchGenSource
import ArchGenSpec
import XCTest

/// A Swift actor (`isolation: actor`): its protocol is used across
/// isolation, so its members are `async`; it calls only services and other
/// actors' protocols, holds no link, and is nothing the view calls or the
/// entry point holds. Each mistake is located before swiftc would say it.
extension StyleListsTests {
    /// MVP-C's use case as a Swift actor, with its protocol.
    static let actorReplacements = [("    isolation: nonisolated\n", "    isolation: actor\n"),
                                    ("business requests.\", isolation: nonisolated}", "business requests.\", isolation: actor}")]

    func testASwiftActorIsReadWithItsProtocol() throws {
        XCTAssertEqual(errors(Self.actorReplacements), "")
        let text = Self.actorReplacements.reduce(Self.mvpc) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        let style = try XCTUnwrap(read(text).definition)
        XCTAssertEqual(style.actor("useCase")?.isolation, .actor)
        XCTAssertEqual(style.protocol("useCase")?.isolation, .actor)
    }

    func testASwiftActorAcrossAConformanceACallOrALinkIsLocated() {
        XCTAssertEqual(errors([Self.actorReplacements[0]]), """
            Styles/mvpc/style.yml:17:16: error: 'useCase' is a Swift actor, but implements 'useCase', which is nonisolated
                isolation: actor
                           ^
            hint: give both the same 'isolation:': a conformance across isolations does not compile

            """)
        XCTAssertEqual(errors(Self.actorReplacements + [("forward: {useCase: {to: [services]}}",
                                                         "links: [{property: coordinator, to: routes}]\n    forward: {useCase: {to: [services, routes]}}")]), """
            Styles/mvpc/style.yml:17:16: error: 'useCase' is a Swift actor, but forwards 'useCase' to 'routes', which is isolated as its module is
                isolation: actor
                           ^
            hint: an actor calls only its services and other actors' protocols: write 'isolation: actor' under 'routes', or leave it out of 'to'
            Styles/mvpc/style.yml:17:16: error: 'useCase' is a Swift actor, but holds the link 'useCase.coordinator'
                isolation: actor
                           ^
            hint: an actor keeps only its services and input here: let an actor on the main actor hold 'coordinator', or write 'isolation: nonisolated'

            """)
    }

    func testASwiftActorsServicesArePassedToItsInit() {
        XCTAssertEqual(errors(Self.actorReplacements + [("    services: {optional: none}\n    forward: {useCase", "    services: true\n    forward: {useCase")]), """
            Styles/mvpc/style.yml:17:16: error: 'useCase' is a Swift actor, but its services would be set after 'init'
                isolation: actor
                           ^
            hint: write 'services: {optional: none}': nothing outside an actor sets its properties

            """)
    }

    func testWhatTheViewCallsOrTheAssemblyHoldsIsNoSwiftActor() {
        XCTAssertEqual(errors([("user events.\", keep: the view holds the presenter through it}",
                                "user events.\", keep: the view holds the presenter through it, isolation: actor}")]), """
            Styles/mvpc/style.yml:5:137: error: 'events' is a Swift actor's, but the view calls it
              events: {name: "{module}Presenting", doc: "View → presenter: user events.", keep: the view holds the presenter through it, isolation: actor}
                                                                                                                                                    ^
            hint: the view calls its protocols synchronously on the main actor: make an actor the presenter calls a Swift actor
            Styles/mvpc/style.yml:26:3: error: 'presenter' is isolated as its module is, but implements 'events', which is a Swift actor
              presenter:
              ^
            hint: give both the same 'isolation:': a conformance across isolations does not compile

            """)
        XCTAssertEqual(errors(Self.actorReplacements + [("returns: presenter}", "returns: useCase}")]).components(separatedBy: "\n").first,
                       "Styles/mvpc/style.yml:17:16: error: 'useCase' is a Swift actor, but the view holds it")
    }

    /// A synchronous member of an actor's list could not be called from the main actor
    /// ("actor-isolated instance method cannot be called from outside of the actor"): the spec says so first.
    func testASynchronousMemberOfASwiftActorsListIsLocated() throws {
        let text = Self.actorReplacements.reduce(Self.mvpc) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nuseCase:\n  - load() -> Int\n  - save(_ value: Int) async\n", style: text), """
            A.archgen:4:5: error: 'load()' is synchronous, but MVP-C's 'useCase' is a Swift actor's
              - load() -> Int
                ^
            hint: write it 'async': it is called from outside the actor, where only an async call can wait for its turn

            """)
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nisolation: none\nuseCase:\n  - load() async -> Int\n", style: text), "")
        let properties = text.replacingOccurrences(of: "isolation: actor}", with: "isolation: actor, properties: true}")
        XCTAssertEqual(try specErrors("module: A\nstyle: mvpc\nuseCase:\n  - var count: Int { get }\n", style: properties), """
            A.archgen:4:5: error: 'count' is a property, but MVP-C's 'useCase' is a Swift actor's
              - var count: Int { get }
                ^
            hint: write a method, 'async': an actor's state is read from outside it only by awaiting

            """)
    }
}
