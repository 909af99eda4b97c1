import ArchGenSpec

/// The module of `IsolationBuildTests` whose interactor is a Swift actor
/// (`isolation: actor`), as a team's folder style derived from VIPER would
/// say it: the interactor and its protocol are the actor's, it keeps the
/// services and holds no link. Its members are `async`: the presenter awaits
/// `load(id:)` from its own `async` event, and starts a task it keeps for
/// `refresh()` from a synchronous one.
extension IsolationBuild {
    static let viperWithActorInteractor: StyleDefinition = {
        var style = StyleDefinition.viper
        style.protocols = style.protocols.map { declared in
            var declared = declared
            if declared.key == "interactor" { declared.isolation = .actor }
            return declared
        }
        style.actors = style.actors.map { actor in
            guard actor.key == "interactor" else { return actor }
            var interactor = actor
            interactor.isolation = .actor
            interactor.links = []
            interactor.forwarding["interactor"] = StyleForwarding(targets: [StyleForwarding.services], todo: StyleText("Do the work."))
            return interactor
        }
        return style
    }()

    static let actorSpec = """
        module: Album
        input: (id: Int)
        entities:
          - Photo(id: Int, title: String)
        services:
          PhotoStore:
            - photo(id: Int) async throws -> Photo
        view:
          - show(photo: Photo)
        events:
          - onAppear()
          - refresh()
          - load(id: Int) async throws -> Photo
        interactor:
          - load(id: Int) async throws -> Photo calls PhotoStore.photo
          - refresh() async
        output:
          - didLoad(photo: Photo)
        routes:
          - close(animated: Bool = true)
        delegate:
          - albumDidClose()
        """
}
