/// The sources `TestDoubleCompileBuildTests` compiles beside the rendered protocols and
/// doubles: the header of each file, what a doubles file ends with, and the driver
/// (`main.swift`) that calls every double and checks what it recorded.
enum TestDoubleCompileSources {
    static let header = """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        """

    /// What a doubles file ends with (`shared/NotStubbed`), without a test kit: it prints what it records.
    static let notStubbed = """
        private struct DoubleNotStubbed: Error, CustomStringConvertible {
            let description: String
        }

        @discardableResult
        private func notStubbed(_ message: String) -> DoubleNotStubbed {
            print("recorded: " + message)
            return DoubleNotStubbed(description: message)
        }

        """

    static let driver = header + """

        struct Movie: Equatable { let title: String }
        struct NetworkDataFetcherResponse { let status: Int }
        struct Payload: Decodable { let id: Int }
        struct Failure: Error, Equatable { let code: Int }
        enum DecodeError: Error { case empty }
        /// Not Sendable: recorded by main-actor spies and Sendable mocks alike.
        final class Box { var value = 0 }

        let view = SignInViewSpy()
        view.updateLoading(loading: true)
        precondition(view.updateLoadingLoadingCalled && view.updateLoadingLoadingReceivedLoading == true)
        view.reset()
        precondition(view.updateLoadingLoadingCallsCount == 0 && view.updateLoadingLoadingReceivedInvocations.isEmpty)

        let interactor = SignInInteractionSpy()
        interactor.signIn(username: "ann")
        precondition(interactor.signInUsernameReceivedUsername == "ann")

        let output = SignInInteractorOutputSpy()
        output.success()
        output.failed(error: Failure(code: 1))
        precondition(output.successCallsCount == 1 && output.failedErrorReceivedError as? Failure == Failure(code: 1))

        let router = SignInRoutableSpy()
        var alerts = 0
        router.showAlertForClosure = { _ in alerts += 1 }
        router.showAlert(for: Failure(code: 2))
        precondition(alerts == 1 && router.showAlertForReceivedInvocations.count == 1)

        let fetcher = NetworkDataFetcherMock()
        fetcher.response = NetworkDataFetcherResponse(status: 200)
        fetcher.request = URLRequest(url: URL(string: "https://example.com")!)
        fetcher.start()
        precondition(fetcher.startCalled && fetcher.response.status == 200 && fetcher.request.url?.host == "example.com")

        let storage = StorageMock()
        storage.set("value", forKey: "key")
        precondition(storage.setForKeyReceivedArguments?.defaultName == "key")
        precondition(storage.setForKeyReceivedArguments?.value as? String == "value")
        storage.stringForKeyReturnValue = "stored"
        storage.synchronizeReturnValue = true
        precondition(storage.string(forKey: "key") == "stored" && storage.synchronize())
        precondition(storage.stringForKeyReceivedDefaultName == "key")

        let movies = MoviesServiceMock()
        var delivered: [Movie] = []
        movies.fetchMovies { result in
            if case .success(let list) = result { delivered = list }
        }
        precondition(delivered.isEmpty && movies.fetchMoviesCompletionCallsCount == 1)
        movies.fetchMoviesCompletionReceivedCompletion?(.success([Movie(title: "Up")]))
        precondition(delivered == [Movie(title: "Up")])
        movies.refresh()
        await movies.store(Box())
        movies.boxForReturnValue = Box()
        let box = await movies.box(for: "key")
        precondition(box != nil && movies.storeCalled && movies.refreshCalled)

        let gallery = GalleryViewSpy()
        gallery.show(Box(), animated: true)
        precondition(gallery.showAnimatedReceivedArguments?.animated == true)
        gallery.reloadClosure = { 42 }
        let reloaded = await gallery.reload()
        precondition(reloaded == 42)
        gallery.title = "Title"
        precondition(gallery.title == "Title" && gallery.subtitle == nil)

        func exerciseShapes() async throws {
            let shapes = ShapesSpy()
            shapes.fetchIdIntReturnValue = "int"
            shapes.fetchIdStringReturnValue = "string"
            precondition(shapes.fetch(id: 1) == "int" && shapes.fetch(id: "a") == "string")
            precondition(shapes.fetchIdIntReceivedId == 1 && shapes.fetchIdStringReceivedId == "a")

            shapes.put(1, in: 2)
            precondition(shapes.putInReceivedArguments?.default == 1 && shapes.putInReceivedArguments?.in == 2)

            shapes.loadDataReturnValue = Data([1])
            let data = try await shapes.loadData()
            precondition(data == Data([1]))
            shapes.loadDataThrowableError = Failure(code: 3)
            do {
                _ = try await shapes.loadData()
                preconditionFailure("loadData did not throw")
            } catch {
                precondition(error as? Failure == Failure(code: 3))
            }

            shapes.decodeThrowableError = .empty
            do {
                _ = try shapes.decode(Data())
                preconditionFailure("decode did not throw")
            } catch {
                precondition("\\(error)" == "empty")
            }

            shapes.mapClosure = { values, transform in values.map { (try? transform($0)) ?? 0 } }
            precondition(shapes.map([1, 2], { $0 * 2 }) == [2, 4] && shapes.mapReceivedValues == [1, 2])

            shapes.loadReturnValue = Payload(id: 7)
            let payload: Payload = try await shapes.load(Payload.self)
            precondition(payload.id == 7 && shapes.loadReceivedType is Payload.Type)
            shapes.loadClosure = { _ in Payload(id: 8) }
            let closurePayload: Payload = try await shapes.load(Payload.self)
            precondition(closurePayload.id == 8)

            shapes.incrementClosure = { $0 += 1 }
            var counter = 1
            shapes.increment(&counter)
            precondition(counter == 2 && shapes.incrementReceivedValue == 1)

            shapes.sumClosure = { $0.reduce(0, +) }
            precondition(shapes.sum(1, 2, 3) == 6 && shapes.sumReceivedNumbers == [1, 2, 3])

            var performed = false
            shapes.performClosure = { work in work() }
            shapes.perform { performed = true }
            precondition(performed && shapes.performCallsCount == 1)

            shapes.schedule {}
            precondition(shapes.scheduleReceivedWork != nil)

            shapes.log("hi", level: 2)
            precondition(shapes.logLevelReceivedInvocations.map(\\.level) == [2])

            shapes.optional(nil)
            precondition(shapes.optionalCalled && shapes.optionalReceivedValue == nil)
            precondition(shapes.lookup(key: "k") == nil)
            shapes.bump()

            do {
                _ = try await shapes.token
                preconditionFailure("an unstubbed throwing getter did not throw")
            } catch {
                precondition("\\(error)" == "ShapesSpy.token is not stubbed: set underlyingToken")
            }
            shapes.underlyingName = "name"
            shapes.nickname = "nick"
            shapes.underlyingToken = "token"
            precondition(shapes.name == "name" && shapes.nickname == "nick")
            let token = try await shapes.token
            precondition(token == "token")

            shapes.reset()
            precondition(shapes.resetCallsCount == 1 && shapes.bumpCalled)
            shapes.resetRecordings()
            precondition(shapes.resetCallsCount == 0 && shapes.fetchIdIntReceivedId == nil)
            precondition(shapes.sumReceivedInvocations.isEmpty && shapes.loadDataCallsCount == 0)
            precondition(shapes.loadDataThrowableError != nil, "reset keeps the stubs")
        }
        func exerciseStaticsInitializersAndSelf() async throws {
            let clock = ClockMock(offset: 7)
            precondition(clock.initOffsetReceivedOffset == 7 && clock.zones.isEmpty && clock.next == nil)
            ClockMock.makeDefaultReturnValue = clock
            ClockMock.underlyingShared = clock
            precondition(ClockMock.makeDefault() === clock && ClockMock.shared as? ClockMock === clock)
            precondition(ClockMock.makeDefaultCallsCount == 1)
            ClockMock.resetRecordings()
            precondition(ClockMock.makeDefaultCallsCount == 0 && ClockMock.resetCallsCount == 0)
            ClockMock.reset()
            precondition(ClockMock.resetCallsCount == 1, "the protocol's own static reset() is recorded")
            let ticks = await clock.ticks()
            precondition(ticks.isEmpty, "a collection result starts empty")
            clock.statusClosure = { "from the closure" }
            let status = try await clock.status
            precondition(status == "from the closure" && clock.statusCallsCount == 1)

            RegistryMock.count = 2
            RegistryMock.registerReturnValue = true
            precondition(RegistryMock.register("a") && RegistryMock.count == 2 && RegistryMock.registerReceivedName == "a")
            RegistryMock.reset()
            precondition(RegistryMock.registerCallsCount == 0 && RegistryMock.registerReturnValue == true)
            precondition(RegistryMock().lookup("a").isEmpty)
        }

        /// Every call from 1,000 concurrent tasks is counted, ten a task.
        func exerciseConcurrency() async {
            let clock = ClockMock()
            clock.nowReturnValue = 1
            let tracing = await TracingSpy()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<1_000 {
                    group.addTask {
                        for _ in 0..<10 {
                            _ = clock.now()
                            _ = await clock.ticks()
                            tracing.trace("tick")
                        }
                    }
                }
            }
            let traced = await tracing.traceCallsCount
            precondition(clock.nowCallsCount == 10_000 && clock.ticksCallsCount == 10_000 && traced == 10_000)
        }

        switch CommandLine.arguments.dropFirst().first {
        case "unstubbed"?:
            _ = StorageMock().synchronize()
        case "unstubbed-property"?:
            _ = ShapesSpy().name
        default:
            try await exerciseShapes()
            try await exerciseStaticsInitializersAndSelf()
            await exerciseConcurrency()
            print("doubles ok")
        }

        """
}
